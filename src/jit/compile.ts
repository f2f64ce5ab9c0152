// Generated functions: a fused segment's or a column loop's module compiled and instantiated over
// the kernels' memory, kept by its code (a chain met again, in any jitted function, compiles once).
import { instantiateGenerated, releaseGenerated } from '../kernels/generated-modules.js';
import { columnModule, type ColumnOp } from './emit/column.js';
import { segmentModule, type SegmentCode } from './emit/segment.js';

export type Generated = (...pointers: number[]) => number;

const compiled = new Map<string, Generated>();
const compiledLimit = 256;
let compiledCount = 0;
export const compileStats = { modules: 0, bytes: 0, milliseconds: 0 };

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
  const run = instantiateGenerated(bytes);
  compileStats.modules += 1;
  compileStats.bytes += bytes.length;
  compileStats.milliseconds += performance.now() - started;
  return run;
}

function remember(key: string, found: Generated): void {
  if (compiledCount >= compiledLimit) {
    const oldest = compiled.keys().next().value!;
    releaseGenerated(compiled.get(oldest)!);
    compiled.delete(oldest);
    compiledCount -= 1;
  }
  compiled.set(key, found);
  compiledCount += 1;
}
