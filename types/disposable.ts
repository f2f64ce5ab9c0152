// `Symbol.dispose` for consumers whose `lib` lacks it (e.g. `["ES2022", "DOM"]` without
// @types/node): NDArray declares `[Symbol.dispose]()`, so its declarations need the symbol. The
// same declaration as lib.esnext.disposable's and @types/node's, which merge with it. Without that
// lib, `using` is not available to the consumer; `dispose()` works everywhere.
export {};

declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
