// Generated functions: a fused segment's or a column loop's module compiled and instantiated over
// the kernels' memory, kept by its code (a chain met again, in any jitted function, compiles once).
import { memory } from '../kernels/heap.js';
import { columnModule, type ColumnOp } from './emit/column.js';
import { segmentModule, type SegmentCode } from './emit/segment.js';

export type Generated = (...pointers: number[]) => number;

const compiled = new Map<string, Generated>();
const compiledLimit = 256;
let compiledCount = 0;
export const compileStats = { modules: 0, bytes: 0, milliseconds: 0 };

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => { exports: Record<string, unknown> };
}

/** The `run` of a fused segment's module. */
export function compileSegment(code: SegmentCode): Generated {
  // The code reads its scalars from memory: their values are not part of it.
  const key = JSON.stringify({ ...code, scalars: code.scalars.length });
  let found = compiled.get(key);
  if (found !== undefined) return found;
  found = instantiate(segmentModule(code));
  remember(key, found);
  return found;
}

/** The `run` of a column loop's module (emit/column.ts). */
export function compileColumn(lane: 'f32' | 'f64', operation: ColumnOp, columnFirst: boolean): Generated {
  const key = `column ${lane} ${operation} ${columnFirst}`;
  let found = compiled.get(key);
  if (found === undefined) {
    found = instantiate(columnModule(lane, operation, columnFirst));
    remember(key, found);
  }
  return found;
}

/**
 * The `run` export of a generated module: a synchronous compilation of a small module (a few
 * hundred bytes: under every engine's limit), under the same 'wasm-unsafe-eval' policy as the kernels.
 */
function instantiate(bytes: Uint8Array): Generated {
  const started = performance.now();
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = new api.Instance(new api.Module(bytes), { env: { memory: memory() } });
  compileStats.modules += 1;
  compileStats.bytes += bytes.length;
  compileStats.milliseconds += performance.now() - started;
  return instance.exports.run as Generated;
}

function remember(key: string, found: Generated): void {
  if (compiledCount >= compiledLimit) {
    compiled.delete(compiled.keys().next().value!);
    compiledCount -= 1;
  }
  compiled.set(key, found);
  compiledCount += 1;
}
