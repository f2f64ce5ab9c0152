// The stable order of lines of 32-bit-or-narrower keys (bool, the integers up to 32 bits,
// float32): each element becomes an unsigned 32-bit key in the same order (float32 by the
// sign-magnitude trick, -0 as +0, every NaN as the largest), descending order complements it, and
// an LSD radix sort of (key, position) pairs, one byte a pass, skipping the bytes every key shares,
// orders the line. Radix sorting is stable, so ties (and -0 with +0, and NaNs) keep input order:
// the order NumPy's stable sort gives, and the one src/execute/sorting.ts's packed sort gave.
//
// Line l of [begin, end) is (block, column) = (l / inner, l % inner) and starts at element
// block · length · inner + column, step inner. Its first `take` positions go to
// result[block · take · inner + column + p · inner] as flat source indices. `scratch` holds
// 4 · length + 1024 u32 (the caller's, one block a thread).

// Key codes: how an element becomes its key.
const BOOL = 0; // u8
const INT8 = 1;
const UINT8 = 2;
const INT16 = 3;
const UINT16 = 4;
const INT32 = 5;
const UINT32 = 6;
const FLOAT32 = 7;

/** Below this many elements a line is insertion-sorted (the radix passes' histograms cost more). */
const SMALL = 48;

@inline function keyOf(code: i32, at: usize): u32 {
  if (code == BOOL || code == UINT8) return <u32>load<u8>(at);
  if (code == INT8) return <u32>(<i32>load<i8>(at) + 0x80);
  if (code == UINT16) return <u32>load<u16>(at);
  if (code == INT16) return <u32>(<i32>load<i16>(at) + 0x8000);
  if (code == UINT32) return load<u32>(at);
  if (code == INT32) return load<u32>(at) ^ 0x80000000;
  const value = load<f32>(at);
  if (value != value) return 0xffffffff;
  if (value == 0) return 0x80000000;
  const bits = reinterpret<u32>(value);
  return bits >= 0x80000000 ? ~bits : bits | 0x80000000;
}

@inline function elementBytes(code: i32): usize {
  if (code <= UINT8) return 1;
  if (code <= UINT16) return 2;
  return 4;
}

/** Sorts `count` (key, position) pairs at keys/positions by key, stably; the result ends in keys/positions. */
function radix(keys: usize, positions: usize, spareKeys: usize, spare: usize, counts: usize, count: i32): void {
  if (count < SMALL) {
    for (let i = 1; i < count; i++) {
      const key = load<u32>(keys + ((<usize>i) << 2));
      const position = load<u32>(positions + ((<usize>i) << 2));
      let j = i - 1;
      while (j >= 0 && load<u32>(keys + ((<usize>j) << 2)) > key) {
        store<u32>(keys + ((<usize>(j + 1)) << 2), load<u32>(keys + ((<usize>j) << 2)));
        store<u32>(positions + ((<usize>(j + 1)) << 2), load<u32>(positions + ((<usize>j) << 2)));
        j--;
      }
      store<u32>(keys + ((<usize>(j + 1)) << 2), key);
      store<u32>(positions + ((<usize>(j + 1)) << 2), position);
    }
    return;
  }
  // The four byte histograms in one pass.
  memory.fill(counts, 0, 4 * 256 * 4);
  for (let i = 0; i < count; i++) {
    const key = load<u32>(keys + ((<usize>i) << 2));
    const a = counts + ((<usize>(key & 0xff)) << 2);
    store<u32>(a, load<u32>(a) + 1);
    const b = counts + 1024 + ((<usize>((key >>> 8) & 0xff)) << 2);
    store<u32>(b, load<u32>(b) + 1);
    const c = counts + 2048 + ((<usize>((key >>> 16) & 0xff)) << 2);
    store<u32>(c, load<u32>(c) + 1);
    const d = counts + 3072 + ((<usize>(key >>> 24)) << 2);
    store<u32>(d, load<u32>(d) + 1);
  }
  let fromKeys = keys;
  let fromPositions = positions;
  let toKeys = spareKeys;
  let toPositions = spare;
  for (let pass = 0; pass < 4; pass++) {
    const histogram = counts + <usize>pass * 1024;
    const shift = <u32>(pass * 8);
    // A byte every key shares moves nothing: skip its pass.
    const first = (load<u32>(fromKeys) >>> shift) & 0xff;
    if (load<u32>(histogram + ((<usize>first) << 2)) == <u32>count) continue;
    let total: u32 = 0;
    for (let bucket = 0; bucket < 256; bucket++) {
      const at = histogram + ((<usize>bucket) << 2);
      const n = load<u32>(at);
      store<u32>(at, total);
      total += n;
    }
    for (let i = 0; i < count; i++) {
      const key = load<u32>(fromKeys + ((<usize>i) << 2));
      const at = histogram + ((<usize>((key >>> shift) & 0xff)) << 2);
      const slot = load<u32>(at);
      store<u32>(at, slot + 1);
      store<u32>(toKeys + ((<usize>slot) << 2), key);
      store<u32>(toPositions + ((<usize>slot) << 2), load<u32>(fromPositions + ((<usize>i) << 2)));
    }
    const keysWere = fromKeys;
    const positionsWere = fromPositions;
    fromKeys = toKeys;
    fromPositions = toPositions;
    toKeys = keysWere;
    toPositions = positionsWere;
  }
  if (fromKeys != keys) {
    memory.copy(keys, fromKeys, (<usize>count) << 2);
    memory.copy(positions, fromPositions, (<usize>count) << 2);
  }
}

/**
 * The stable order of lines [begin, end) of a contiguous array of key code `code` (see above),
 * each `length` elements at step `inner`, its first `take` positions written to `result` (u32
 * flat source indices). Returns 0.
 */
export function sort_order_lines(
  code: i32,
  input: usize,
  length: i32,
  inner: i32,
  begin: i32,
  end: i32,
  take: i32,
  descending: i32,
  result: usize,
  scratch: usize,
): i32 {
  const bytes = elementBytes(code);
  const keys = scratch;
  const positions = keys + ((<usize>length) << 2);
  const spareKeys = positions + ((<usize>length) << 2);
  const spare = spareKeys + ((<usize>length) << 2);
  const counts = spare + ((<usize>length) << 2);
  const flip: u32 = descending != 0 ? 0xffffffff : 0;
  for (let line = begin; line < end; line++) {
    const block = line / inner;
    const column = line - block * inner;
    const start = block * length * inner + column;
    for (let p = 0; p < length; p++) {
      const element = <usize>(start + p * inner);
      store<u32>(keys + ((<usize>p) << 2), keyOf(code, input + element * bytes) ^ flip);
      store<u32>(positions + ((<usize>p) << 2), <u32>p);
    }
    radix(keys, positions, spareKeys, spare, counts, length);
    const base = block * take * inner + column;
    for (let p = 0; p < take; p++)
      store<u32>(
        result + ((<usize>(base + p * inner)) << 2),
        <u32>(start + <i32>load<u32>(positions + ((<usize>p) << 2)) * inner),
      );
  }
  return 0;
}
