// The few rewrites of the kernel module's bytes that threads need, on the binary format's sections
// (https://webassembly.github.io/spec/core/binary/modules.html). The module imports a shared memory:
// - workers instantiate it without its data section, since instantiating a module writes its data
//   segments into the (shared) memory again, over tables and allocator state the calling thread has
//   since changed;
// - where shared memory is refused (no cross-origin isolation), the memory import is made unshared,
//   the only difference between the threaded and the single-threaded module (no kernel uses atomics);
// - the build drops data segments of zeros (a fresh memory is zeros), which an imported memory
//   would otherwise carry in the file.

const DATA = 11;
const DATA_COUNT = 12;
const IMPORT = 2;

interface Section {
  id: number;
  /** Where the section starts (its id byte) and ends in the module. */
  start: number;
  end: number;
  /** Where its contents start (after the id and the size). */
  body: number;
}

/** An unsigned LEB128 at `at`: its value and the offset after it. */
function leb(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (;;) {
    const byte = bytes[at++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, at];
    scale *= 128;
  }
}

function encodeLeb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

function sections(bytes: Uint8Array): Section[] {
  const found: Section[] = [];
  let at = 8; // magic and version
  while (at < bytes.length) {
    const id = bytes[at]!;
    const [size, body] = leb(bytes, at + 1);
    found.push({ id, start: at, end: body + size, body });
    at = body + size;
  }
  return found;
}

function section(id: number, contents: readonly number[] | Uint8Array): Uint8Array {
  const size = encodeLeb(contents.length);
  const out = new Uint8Array(1 + size.length + contents.length);
  out[0] = id;
  out.set(size, 1);
  out.set(contents, 1 + size.length);
  return out;
}

function join(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The module with its data segments (and data count) left out: for the workers' instances. */
export function withoutData(bytes: Uint8Array): Uint8Array {
  const kept = sections(bytes).filter((each) => each.id !== DATA && each.id !== DATA_COUNT);
  return join([bytes.subarray(0, 8), ...kept.map((each) => bytes.subarray(each.start, each.end))]);
}

/** A signed LEB128 at `at`: its value and the offset after it. */
function signedLeb(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  let byte: number;
  do {
    byte = bytes[at++]!;
    value += (byte & 0x7f) * scale;
    scale *= 128;
  } while (byte >= 0x80);
  return [byte & 0x40 ? value - scale : value, at];
}

/** An active data segment of the plain form: where its entry starts and ends, its offset in memory and its contents. */
interface PlainSegment {
  start: number;
  end: number;
  offset: number;
  contents: number;
}

/**
 * The data section's segments, where every one has the plain form (flag 0, an i32.const offset);
 * undefined where one has another form; [] where the module has no data.
 */
function plainSegments(bytes: Uint8Array): PlainSegment[] | undefined {
  const data = sections(bytes).find((each) => each.id === DATA);
  if (data === undefined) return [];
  let [count, at] = leb(bytes, data.body);
  const found: PlainSegment[] = [];
  for (; count > 0; count--) {
    const start = at;
    if (bytes[at] !== 0 || bytes[at + 1] !== 0x41) return undefined; // not flag 0 with i32.const
    const [offset, next] = signedLeb(bytes, at + 2);
    if (bytes[next] !== 0x0b) return undefined; // end of the offset expression
    const [length, contents] = leb(bytes, next + 1);
    at = contents + length;
    found.push({ start, end: at, offset, contents });
  }
  return found;
}

/**
 * The module without its active data segments that hold only zeros (an imported memory is created
 * zeroed, so they write nothing new). Only segments of the plain form (flag 0, an i32.const offset)
 * are read; anything else keeps the module as it is.
 */
export function withoutZeroSegments(bytes: Uint8Array): Uint8Array {
  const segments = plainSegments(bytes);
  if (segments === undefined || segments.length === 0) return bytes;
  const kept = segments
    .filter((each) => bytes.subarray(each.contents, each.end).some((byte) => byte !== 0))
    .map((each) => bytes.subarray(each.start, each.end));
  const body = join([new Uint8Array(encodeLeb(kept.length)), ...kept]);
  return join([
    bytes.subarray(0, 8),
    ...sections(bytes).map((each) => {
      if (each.id === DATA) return section(DATA, body);
      if (each.id === DATA_COUNT) return section(DATA_COUNT, encodeLeb(kept.length));
      return bytes.subarray(each.start, each.end);
    }),
  ]);
}

/**
 * The bytes of memory a module's data segments write when it is instantiated: [lowest, highest)
 * ([0, 0] where it writes none); undefined where a segment has another form than the plain one.
 * (The benches' SIMD ceiling module is placed with it, bench/harness.mjs.)
 */
export function dataExtent(bytes: Uint8Array): [start: number, end: number] | undefined {
  const segments = plainSegments(bytes);
  if (segments === undefined) return undefined;
  if (segments.length === 0) return [0, 0];
  return [
    Math.min(...segments.map((each) => each.offset)),
    Math.max(...segments.map((each) => each.offset + each.end - each.contents)),
  ];
}

/** The offset of the memory import's limits flag (0x03: shared, with a maximum), or -1. */
function memoryImportFlag(bytes: Uint8Array): number {
  const imports = sections(bytes).find((each) => each.id === IMPORT);
  if (imports === undefined) return -1;
  let [count, at] = leb(bytes, imports.body);
  for (; count > 0; count--) {
    for (let name = 0; name < 2; name++) {
      const [length, next] = leb(bytes, at);
      at = next + length;
    }
    const kind = bytes[at++]!;
    if (kind === 2) return at;
    if (kind === 0)
      at = leb(bytes, at)[1]; // a function: its type index
    else if (kind === 1) {
      at += 1; // a table: its element type, then limits
      const flag = bytes[at++]!;
      at = leb(bytes, at)[1];
      if (flag & 1) at = leb(bytes, at)[1];
    } else if (kind === 3)
      at += 2; // a global: value type and mutability
    else return -1;
  }
  return -1;
}

/** Whether the module imports a shared memory. */
export function importsSharedMemory(bytes: Uint8Array): boolean {
  const flag = memoryImportFlag(bytes);
  return flag >= 0 && (bytes[flag]! & 2) !== 0;
}

/** The module with its memory import unshared (same limits): for where shared memory is refused. */
export function unshared(bytes: Uint8Array): Uint8Array {
  const flag = memoryImportFlag(bytes);
  if (flag < 0 || (bytes[flag]! & 2) === 0) return bytes;
  const copy = bytes.slice();
  copy[flag] = copy[flag]! & ~2;
  return copy;
}

/** The memory import's limits in pages: [initial, maximum (or undefined)]. */
export function memoryImportLimits(bytes: Uint8Array): [initial: number, maximum: number | undefined] {
  const flag = memoryImportFlag(bytes);
  if (flag < 0) return [1, undefined];
  const [initial, next] = leb(bytes, flag + 1);
  return [initial, bytes[flag]! & 1 ? leb(bytes, next)[0] : undefined];
}
