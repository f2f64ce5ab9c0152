// What ready() accepts, declared structurally: the package's public types need neither the DOM
// lib nor Node's, and stay readable by TypeScript 5.4 (no typed-array generics here).

/** A compiled WebAssembly.Module. */
export type WasmModule = object;

/** A URL object. */
export interface UrlLike {
  readonly href: string;
}

/** The part of a fetch() Response that loading uses. */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What ready() accepts: where the kernels are, their bytes, a fetch Response, or a compiled module. */
export type KernelSource =
  | string
  | UrlLike
  | ArrayBuffer
  | ArrayBufferView
  | FetchResponse
  | PromiseLike<FetchResponse>
  | WasmModule;
