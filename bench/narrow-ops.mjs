// Arithmetic on narrow dtypes at 10⁶ elements: the blocked path (src/execute/narrow-blocks.ts: decode a
// block of 4096 to float32/int32, compute, round the block once) against the whole-array path it
// replaced (cast each operand, compute, cast the result: switched back on in the same run), and
// against the same operation in float32 on the same values (the wide dtype the narrow ones compute
// in). Both narrow paths' results are checked equal, byte for byte, before timing. Run by
// bench/run.mjs (npm run bench), or alone: node bench/narrow-ops.mjs [--quick]
import * as library from '../dist/src/index.js';
import { setNarrowBlocking } from '../dist/src/execute/narrow-blocks.js';
import { measure, sameBytes } from './harness.mjs';
import { pathToFileURL } from 'node:url';

const COUNT = 1e6;
const CASES = [
  { dtype: 'float8_e4m3fn', op: 'add' },
  { dtype: 'float8_e4m3fn', op: 'multiply' },
  { dtype: 'float8_e4m3fn', op: 'multiply', scalar: 0.5 },
  { dtype: 'float8_e4m3fn', op: 'exp' },
  { dtype: 'float8_e5m2', op: 'add' },
  { dtype: 'float4_e2m1fn', op: 'add' },
  { dtype: 'int4', op: 'add' },
  { dtype: 'uint4', op: 'multiply' },
  { dtype: 'int2', op: 'add' },
];

/** Random finite codes of a narrow dtype (NaN patterns would differ only in payload). */
function randomArray(dtype, seed) {
  const perByte =
    dtype.endsWith('2') && dtype.includes('int') ? 4 : dtype.includes('4') && !dtype.startsWith('float8') ? 2 : 1;
  const bytes = new Uint8Array(COUNT / perByte);
  let state = seed;
  for (let index = 0; index < bytes.length; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    let byte = (state >>> 16) & 0xff;
    if (dtype === 'float8_e4m3fn' && (byte & 0x7f) === 0x7f) byte -= 1;
    if (dtype === 'float8_e5m2' && (byte & 0x7c) === 0x7c) byte &= 0x83;
    bytes[index] = byte;
  }
  return library.frombuffer(bytes, dtype);
}

const call = (array, op, other) => (other === undefined ? array[op]() : array[op](other));

export function runNarrowOps() {
  const rows = [];
  for (const { dtype, op, scalar } of CASES) {
    const left = randomArray(dtype, 7);
    const right = scalar ?? randomArray(dtype, 99);
    const unary = op === 'exp';
    const other = unary ? undefined : right;
    const wideLeft = left.astype(dtype.startsWith('float') ? 'float32' : 'int32');
    const wideRight = unary || scalar !== undefined ? other : right.astype(wideLeft.dtype);
    setNarrowBlocking(false);
    const old = call(left, op, other);
    setNarrowBlocking(true);
    const blocked = call(left, op, other);
    if (!sameBytes(old.toTypedArray(), blocked.toTypedArray()))
      throw new Error(`narrow ops: ${dtype} ${op}: blocked and whole-array results differ`);
    old.dispose();
    blocked.dispose();
    const [oldRate, newRate, wideRate] = measure(
      [
        () => {
          setNarrowBlocking(false);
          call(left, op, other).dispose();
          setNarrowBlocking(true);
        },
        () => call(left, op, other).dispose(),
        () => call(wideLeft, op, wideRight).dispose(),
      ],
      COUNT,
    );
    rows.push({
      dtype,
      op: scalar === undefined ? op : `${op} ${scalar}`,
      wide: wideLeft.dtype,
      oldRate,
      newRate,
      wideRate,
    });
    for (const each of [left, right, wideLeft, wideRight]) if (each instanceof library.NDArray) each.dispose();
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return rows;
}

export function printNarrowOps(rows) {
  console.log(
    '\nNarrow arithmetic at n=1e6 (Gelem/s; each allocates its result): whole-array casts (before) vs blocked (after), and the same op in float32/int32:',
  );
  const header = ['op', 'dtype', 'before', 'after', 'after ÷ before', 'wide op', 'after ÷ wide'];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) {
    console.log(
      `| ${row.op} | ${row.dtype} | ${row.oldRate.toFixed(3)} | ${row.newRate.toFixed(3)} | ${(row.newRate / row.oldRate).toFixed(2)} | ` +
        `${row.wideRate.toFixed(3)} (${row.wide}) | ${(row.newRate / row.wideRate).toFixed(2)} |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printNarrowOps(runNarrowOps());
