// The stable order of lines of keys of every sortable dtype: each element becomes one or more
// unsigned 32-bit key words in the same order (most significant first: floats by the
// sign-magnitude trick, -0 as +0, every NaN as the largest; the 64-bit dtypes as two words; complex
// as NumPy orders it, its NaN group [R + Rj, R + nanj, nan + Rj, nan + nanj] first, then the real
// part's words, then the imaginary part's), descending order complements every word, and an LSD
// radix sort of (key, position) pairs, one byte a pass, skipping the bytes every key shares, orders
// the line by each word in turn from the least significant. Radix sorting is stable, so ties (and
// -0 with +0, and NaNs) keep input order: the order NumPy's stable sort gives, and the one
// src/execute/sorting.ts's packed sort gave.
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
// Only sort_order_lines takes these (the selection kernels stop at FLOAT32).
const INT64 = 8;
const UINT64 = 9;
const FLOAT64 = 10;
const COMPLEX64 = 11;
const COMPLEX128 = 12;
const FLOAT16 = 13;
const BFLOAT16 = 14;

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
  if (code <= UINT16 || code == FLOAT16 || code == BFLOAT16) return 2;
  if (code <= FLOAT32) return 4;
  if (code == COMPLEX128) return 16;
  return 8;
}

/** How many key words an element of `code` has. */
@inline function keyWords(code: i32): i32 {
  if (code == COMPLEX64) return 3;
  if (code == COMPLEX128) return 5;
  if (code >= INT64 && code <= FLOAT64) return 2;
  return 1;
}

/** A 16-bit float's key from its bits (`infinity`: the magnitude bits of infinity, NaN above them). */
@inline function halfKey(bits: u32, infinity: u32): u32 {
  const magnitude = bits & 0x7fff;
  if (magnitude > infinity) return 0xffffffff; // NaN
  if (magnitude == 0) return 0x8000;
  return bits >= 0x8000 ? ~bits & 0xffff : bits | 0x8000;
}

/** A float32's key (keyOf's): NaN the largest, -0 as +0. */
@inline function float32Key(value: f32): u32 {
  if (value != value) return 0xffffffff;
  if (value == 0) return 0x80000000;
  const bits = reinterpret<u32>(value);
  return bits >= 0x80000000 ? ~bits : bits | 0x80000000;
}

/** A float64's key as a u64 (its high word first): NaN the largest, -0 as +0. */
@inline function float64Key(value: f64): u64 {
  if (value != value) return 0xffffffffffffffff;
  if (value == 0) return 0x8000000000000000;
  const bits = reinterpret<u64>(value);
  return bits >= 0x8000000000000000 ? ~bits : bits | 0x8000000000000000;
}

/** Key word `word` (0: the most significant) of the element at `at`, for the codes past FLOAT32. */
function wideKey(code: i32, word: i32, at: usize): u32 {
  if (code == FLOAT16) return halfKey(<u32>load<u16>(at), 0x7c00);
  if (code == BFLOAT16) return halfKey(<u32>load<u16>(at), 0x7f80);
  if (code == INT64 || code == UINT64) {
    if (word == 1) return load<u32>(at);
    const high = load<u32>(at + 4);
    return code == INT64 ? high ^ 0x80000000 : high;
  }
  if (code == FLOAT64) {
    const key = float64Key(load<f64>(at));
    return word == 0 ? <u32>(key >>> 32) : <u32>key;
  }
  if (code == COMPLEX64) {
    const re = load<f32>(at);
    const im = load<f32>(at + 4);
    if (word == 0) return (re != re ? 2 : 0) + (im != im ? 1 : 0);
    return float32Key(word == 1 ? re : im);
  }
  // COMPLEX128: the group, the real part's two words, the imaginary part's.
  const re = load<f64>(at);
  const im = load<f64>(at + 8);
  if (word == 0) return (re != re ? 2 : 0) + (im != im ? 1 : 0);
  const key = float64Key(word <= 2 ? re : im);
  return (word & 1) == 1 ? <u32>(key >>> 32) : <u32>key;
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
  const words = keyWords(code);
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
    if (code <= FLOAT32) {
      for (let p = 0; p < length; p++) {
        const element = <usize>(start + p * inner);
        store<u32>(keys + ((<usize>p) << 2), keyOf(code, input + element * bytes) ^ flip);
        store<u32>(positions + ((<usize>p) << 2), <u32>p);
      }
      radix(keys, positions, spareKeys, spare, counts, length);
    } else {
      // Word by word from the least significant, each pass stable: the order of the words' tuple.
      for (let p = 0; p < length; p++) store<u32>(positions + ((<usize>p) << 2), <u32>p);
      for (let word = words - 1; word >= 0; word--) {
        for (let p = 0; p < length; p++) {
          const element = <usize>(start + <i32>load<u32>(positions + ((<usize>p) << 2)) * inner);
          store<u32>(keys + ((<usize>p) << 2), wideKey(code, word, input + element * bytes) ^ flip);
        }
        radix(keys, positions, spareKeys, spare, counts, length);
      }
    }
    const base = block * take * inner + column;
    for (let p = 0; p < take; p++)
      store<u32>(
        result + ((<usize>(base + p * inner)) << 2),
        <u32>(start + <i32>load<u32>(positions + ((<usize>p) << 2)) * inner),
      );
  }
  return 0;
}

/** Elements k in [begin, end) of `dst` ← element order[k] (u32) of `src`, elements of T. */
@inline function gatherOrder<T>(src: usize, order: usize, begin: i32, end: i32, dst: usize): void {
  const size = <usize>sizeof<T>();
  for (let k = begin; k < end; k++) {
    const from = <usize>load<u32>(order + ((<usize>k) << 2));
    store<T>(dst + <usize>k * size, load<T>(src + from * size));
  }
}

/**
 * sort's values by the order sort_order_lines wrote: elements k in [begin, end) of `dst` ← element
 * order[k] (u32 flat indices) of `src`, elements of `bytes` (1, 2, 4, 8 or 16). Returns 0. A range
 * of k, so threads split it by output (each element written once, read from anywhere).
 */
export function sort_gather(bytes: i32, src: usize, order: usize, begin: i32, end: i32, dst: usize): i32 {
  if (bytes == 4) gatherOrder<u32>(src, order, begin, end, dst);
  else if (bytes == 8) gatherOrder<u64>(src, order, begin, end, dst);
  else if (bytes == 2) gatherOrder<u16>(src, order, begin, end, dst);
  else if (bytes == 1) gatherOrder<u8>(src, order, begin, end, dst);
  else gatherOrder<v128>(src, order, begin, end, dst);
  return 0;
}

/**
 * argsort's indices by the order sort_order_lines wrote: for k in [begin, end), the position along
 * its line (0 … length − 1) of the source order[k] names (k's own line: the order stays in it), as i32 (`wide` 0) or i64 (`wide` 1) at
 * `out`. Lines of `length` elements at step `inner`, row-major. Returns 0.
 */
export function sort_positions(
  order: usize,
  length: i32,
  inner: i32,
  begin: i32,
  end: i32,
  out: usize,
  wide: i32,
): i32 {
  if (begin >= end) return 0;
  // Output k is (block, position, column) of the row-major [outer, length, inner]; counted along.
  const span = length * inner;
  let block = begin / span;
  let position = (begin - block * span) / inner;
  let column = begin - block * span - position * inner;
  let lineStart = block * span + column;
  const step = <f64>inner;
  for (let k = begin; k < end; k++) {
    const offset = <i32>load<u32>(order + ((<usize>k) << 2)) - lineStart;
    // An exact multiple of inner: the division is exact in f64.
    const source = inner == 1 ? offset : <i32>(<f64>offset / step);
    if (wide != 0) store<i64>(out + ((<usize>k) << 3), <i64>source);
    else store<i32>(out + ((<usize>k) << 2), source);
    if (++column == inner) {
      column = 0;
      if (++position == length) {
        position = 0;
        block++;
      }
    }
    lineStart = block * span + column;
  }
  return 0;
}

// ---- selection (partition, argpartition) -----------------------------------------------------------
// Floyd–Rivest selection puts, at each kth in turn (over the part right of the one before), the
// element sorted order has there, the smaller before it and the larger after: NumPy's partition
// guarantee. It runs on u32 keys (orderKey: one-to-one but for NaN, every NaN the largest), so
// partition writes the values back from them; argpartition selects the keys with the positions
// below them (u64). No allocation, no static data: the keys live in the caller's scratch (one block
// a thread).

@inline function swapAt<T>(base: usize, i: i32, j: i32): void {
  const at = base + ((<usize>i) << alignof<T>());
  const to = base + ((<usize>j) << alignof<T>());
  const value = load<T>(at);
  store<T>(at, load<T>(to));
  store<T>(to, value);
}

@inline function itemAt<T>(base: usize, i: i32): T {
  return load<T>(base + ((<usize>i) << alignof<T>()));
}

/** Floyd–Rivest: items[k] becomes the k-th smallest of items[left..right], smaller before, larger after. */
function selectItems<T>(items: usize, left: i32, right: i32, k: i32): void {
  while (right > left) {
    if (right - left > 600) {
      const n = <f64>(right - left + 1);
      const m = <f64>(k - left + 1);
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      const low = <i32>Math.floor(<f64>k - (m * s) / n + sd);
      const high = <i32>Math.floor(<f64>k + ((n - m) * s) / n + sd);
      selectItems<T>(items, low > left ? low : left, high < right ? high : right, k);
    }
    const t = itemAt<T>(items, k);
    let i = left;
    let j = right;
    swapAt<T>(items, left, k);
    if (itemAt<T>(items, right) > t) swapAt<T>(items, left, right);
    while (i < j) {
      swapAt<T>(items, i, j);
      i++;
      j--;
      while (itemAt<T>(items, i) < t) i++;
      while (itemAt<T>(items, j) > t) j--;
    }
    if (itemAt<T>(items, left) == t) swapAt<T>(items, left, j);
    else {
      j++;
      swapAt<T>(items, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

/** Selects at each of the kthCount positions at `kths` (i32, sorted, distinct) in turn. */
@inline function selectAtKths<T>(items: usize, length: i32, kths: usize, kthCount: i32): void {
  let left = 0;
  for (let each = 0; each < kthCount; each++) {
    const k = load<i32>(kths + ((<usize>each) << 2));
    selectItems<T>(items, left, length - 1, k);
    left = k + 1;
  }
}

/** The u32 key of an element in the same order, one-to-one but for NaN (every NaN the largest key). */
@inline function orderKey(code: i32, at: usize): u32 {
  if (code != FLOAT32) return keyOf(code, at);
  const value = load<f32>(at);
  if (value != value) return 0xffffffff;
  const bits = reinterpret<u32>(value);
  return bits >= 0x80000000 ? ~bits : bits | 0x80000000;
}

/** The element of key `key` (orderKey's inverse; the largest key a quiet NaN) stored at `at`. */
@inline function storeOfKey(code: i32, at: usize, key: u32): void {
  if (code == BOOL || code == UINT8) store<u8>(at, <u8>key);
  else if (code == INT8) store<i8>(at, <i8>(<i32>key - 0x80));
  else if (code == UINT16) store<u16>(at, <u16>key);
  else if (code == INT16) store<i16>(at, <i16>(<i32>key - 0x8000));
  else if (code == UINT32) store<u32>(at, key);
  else if (code == INT32) store<u32>(at, key ^ 0x80000000);
  else if (key == 0xffffffff) store<u32>(at, 0x7fc00000);
  else store<u32>(at, key >= 0x80000000 ? key & 0x7fffffff : ~key);
}

/**
 * Partitions lines [begin, end) of a contiguous array of key code `code` (lines as sort_order_lines
 * walks them) at the `kthCount` sorted distinct positions at `kths` (i32): each line's positions
 * (0 … length − 1), in partitioned order, go to `result` (i32, the input's layout). Each element
 * is selected as a u64, its key (orderKey) above its position: every pair differs, the key decides
 * first, and the position comes back from the low half. `scratch` holds `length` u64. Returns 0.
 */
export function sort_select_lines(
  code: i32,
  input: usize,
  length: i32,
  inner: i32,
  begin: i32,
  end: i32,
  kths: usize,
  kthCount: i32,
  result: usize,
  scratch: usize,
): i32 {
  const bytes = elementBytes(code);
  for (let line = begin; line < end; line++) {
    const block = line / inner;
    const column = line - block * inner;
    const start = block * length * inner + column;
    for (let p = 0; p < length; p++) {
      const key = <u64>orderKey(code, input + <usize>(start + p * inner) * bytes);
      store<u64>(scratch + ((<usize>p) << 3), (key << 32) | <u64>p);
    }
    selectAtKths<u64>(scratch, length, kths, kthCount);
    for (let p = 0; p < length; p++)
      store<u32>(result + ((<usize>(start + p * inner)) << 2), <u32>load<u64>(scratch + ((<usize>p) << 3)));
  }
  return 0;
}

/**
 * partition's values: lines [begin, end) of a contiguous array of key code `code` partitioned at the
 * kths (as sort_select_lines), the values written to `output` (contiguous, the input's layout;
 * every NaN comes back as a quiet NaN). `scratch` holds `length` u32. Returns 0.
 */
export function sort_select_values(
  code: i32,
  input: usize,
  length: i32,
  inner: i32,
  begin: i32,
  end: i32,
  kths: usize,
  kthCount: i32,
  output: usize,
  scratch: usize,
): i32 {
  const bytes = elementBytes(code);
  for (let line = begin; line < end; line++) {
    const block = line / inner;
    const column = line - block * inner;
    const start = block * length * inner + column;
    for (let p = 0; p < length; p++)
      store<u32>(scratch + ((<usize>p) << 2), orderKey(code, input + <usize>(start + p * inner) * bytes));
    selectAtKths<u32>(scratch, length, kths, kthCount);
    for (let p = 0; p < length; p++)
      storeOfKey(code, output + <usize>(start + p * inner) * bytes, load<u32>(scratch + ((<usize>p) << 2)));
  }
  return 0;
}
