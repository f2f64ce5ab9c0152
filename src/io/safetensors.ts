// The safetensors format, read and written: an 8-byte little-endian header length, a JSON header
// { name: { dtype, shape, data_offsets }, __metadata__?: { string: string } }, then the tensors'
// bytes, back to back, covering the rest of the file exactly. Every claim of the header is checked
// (offsets in order, no holes, no overlaps, sizes matching shapes) before any tensor is allocated.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { dtypeInfo } from '../lattice/dtypes.js';
import { show, shapeText } from '../errors/messages.js';
import { storage } from '../array/ndarray.js';
import {
  arrayFromFile,
  bytesForFile,
  checkArray,
  checkedSize,
  FileFormatError,
  fileBytes,
  prefixOf,
  storageChunk,
  type SyncByteSource,
  syncSourceOf,
  isWholeSource,
  type WholeSource,
  type WriteOptions,
} from './common.js';
import { checkWriteOptions } from './npy.js';
import { safetensorsLayout, safetensorsNameOf, safetensorsNames, type SafetensorsName } from './dtype-tables.js';

/** The specification's limit on the JSON header (100 MB, as its reference reader enforces). */
export const safetensorsMaxHeader = 100_000_000;

/** One tensor as the header describes it (offsets relative to the start of the data). */
export interface SafetensorsTensorInfo {
  readonly dtype: DType;
  /** The format's own name of the dtype (F8_E4M3, BF16 …). */
  readonly format: SafetensorsName;
  readonly shape: readonly number[];
  readonly dataOffsets: readonly [number, number];
}

/** A checked safetensors header. */
export interface SafetensorsHeader {
  /** Byte offset of the data in the file (8 + the header's length). */
  readonly dataStart: number;
  readonly metadata: Readonly<Record<string, string>> | undefined;
  /** The tensors in the order of their data. */
  readonly tensors: ReadonlyMap<string, SafetensorsTensorInfo>;
}

export type Fail = (why: string) => never;

export function failure(where: string, name: string): Fail {
  return (why: string): never => {
    throw new FileFormatError(`${where}: ${name}: ${why}.`);
  };
}

/** The header's length from the first 8 bytes, checked against the limit and the file's length. */
export function safetensorsHeaderLength(first: Uint8Array, fileLength: number, fail: Fail): number {
  if (first.length < 8 || fileLength < 8)
    fail(`is truncated: ${Math.min(first.length, fileLength)} bytes, fewer than the 8 of the header length`);
  const view = new DataView(first.buffer, first.byteOffset, 8);
  const length = view.getUint32(0, true) + view.getUint32(4, true) * 2 ** 32;
  if (length > safetensorsMaxHeader)
    fail(`claims a header of ${length} bytes, over the format's limit of ${safetensorsMaxHeader}`);
  if (8 + length > fileLength)
    fail(`is truncated: the header claims ${length} bytes, the file has ${fileLength - 8} after its length`);
  return length;
}

/** Parses and checks the JSON header (`text` its bytes) of a file of `fileLength` bytes. */
export function parseSafetensorsHeader(headerBytes: Uint8Array, fileLength: number, fail: Fail): SafetensorsHeader {
  const dataStart = 8 + headerBytes.length;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(headerBytes);
  } catch {
    return fail('has a header that is not valid UTF-8');
  }
  if (!text.startsWith('{')) fail(`has a header that does not start with "{" (it starts ${show(text.slice(0, 12))})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`has a header that is not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fail('has a header that is not a JSON object');
  let metadata: Record<string, string> | undefined;
  const entries: [string, SafetensorsTensorInfo][] = [];
  for (const [name, entry] of Object.entries(parsed)) {
    if (name === '__metadata__') {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        fail('has __metadata__ that is not an object');
      metadata = Object.create(null) as Record<string, string>;
      for (const [key, value] of Object.entries(entry as object)) {
        if (typeof value !== 'string') fail(`has __metadata__ entry ${show(key)} = ${show(value)}, not a string`);
        metadata[key] = value as string;
      }
      continue;
    }
    entries.push([name, tensorInfo(name, entry, fail)]);
  }
  // The data: tensors back to back from offset 0, nothing between them, nothing after the last.
  entries.sort(([, a], [, b]) => a.dataOffsets[0] - b.dataOffsets[0] || a.dataOffsets[1] - b.dataOffsets[1]);
  let end = 0;
  for (const [name, info] of entries) {
    const [begin, stop] = info.dataOffsets;
    if (begin < end)
      fail(`tensor ${show(name)}: data_offsets [${begin}, ${stop}] overlap the tensor before (which ends at ${end})`);
    if (begin > end)
      fail(`tensor ${show(name)}: data_offsets [${begin}, ${stop}] leave a hole of ${begin - end} bytes before it`);
    end = stop;
  }
  const held = fileLength - dataStart;
  if (end > held) fail(`is truncated: the tensors need ${end} bytes of data, the file has ${held}`);
  if (end < held) fail(`has ${held - end} bytes after the last tensor's data`);
  return { dataStart, metadata, tensors: new Map(entries) };
}

function tensorInfo(name: string, entry: unknown, fail: Fail): SafetensorsTensorInfo {
  const what = `tensor ${show(name)}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return fail(`${what} is ${show(entry)}, not an object`);
  const { dtype: format, shape, data_offsets: offsets } = entry as Record<string, unknown>;
  if (typeof format !== 'string' || !Object.hasOwn(safetensorsNames, format))
    fail(
      `${what} has dtype ${show(format)}, which is none of the format's: ${Object.keys(safetensorsNames).join(', ')}`,
    );
  const dtype = safetensorsNames[format as SafetensorsName];
  if (!Array.isArray(shape)) fail(`${what} has shape ${show(shape)}, not a list`);
  const size = checkedSize(shape as unknown[], (why) => fail(`${what}: ${why}`));
  if (!Array.isArray(offsets) || offsets.length !== 2)
    fail(`${what} has data_offsets ${show(offsets)}, not [begin, end]`);
  const [begin, stop] = offsets as unknown[];
  for (const offset of [begin, stop]) {
    if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0)
      fail(`${what} has data_offsets ${show(offsets)}: each must be a non-negative integer`);
  }
  if ((stop as number) < (begin as number))
    fail(`${what} has data_offsets [${begin}, ${stop}], which end before they begin`);
  const layout = safetensorsLayout(dtype);
  const bits = size * dtypeInfo[dtype].bits;
  if (bits % 8 !== 0)
    fail(`${what}: shape ${shapeText(shape as number[])} of ${format} is ${bits} bits, not a whole number of bytes`);
  const needed = fileBytes(dtype, size, layout);
  if ((stop as number) - (begin as number) !== needed)
    fail(
      `${what}: shape ${shapeText(shape as number[])} of ${format} takes ${needed} bytes, but data_offsets [${begin}, ${stop}] hold ${(stop as number) - (begin as number)}`,
    );
  return {
    dtype,
    format: format as SafetensorsName,
    shape: Object.freeze([...(shape as number[])]),
    dataOffsets: [begin as number, stop as number],
  };
}

/** The options of loadSafetensors. */
export interface LoadSafetensorsOptions {
  /** The tensors to read (default: all); the others' bytes are not read. */
  readonly names?: readonly string[];
  /** What error messages call the data (a file name); default 'the safetensors data'. */
  readonly name?: string;
}

/** Checks an options object against the names it takes. */
export function checkOptionsObject(options: unknown, where: string, names: readonly string[]): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`${where}: options must be an object, got ${show(options)}.`);
  for (const key of Object.keys(options))
    if (!names.includes(key))
      throw new TypeError(`${where}: unknown option ${show(key)} (it takes ${names.join(', ')}).`);
  return options as Record<string, unknown>;
}

/**
 * The header of a safetensors file, checked (the tensors' names, dtypes, shapes and offsets, and
 * `__metadata__`), without reading any tensor.
 * @example safetensorsHeader(saveSafetensors({ w: zeros([2], 'bfloat16') })).tensors.get('w').shape //=> [2]
 */
export function safetensorsHeader(
  bytes: Uint8Array | ArrayBuffer | SyncByteSource,
  options?: { readonly name?: string },
): SafetensorsHeader {
  const where = 'safetensorsHeader';
  const { name } = checkOptionsObject(options, where, ['name']);
  const fileName = (name as string | undefined) ?? 'the safetensors data';
  return readHeader(
    syncSourceOf(bytes, where, () => fileName),
    failure(where, fileName),
  );
}

/** The checked header of a source. */
export function readHeader(source: SyncByteSource, fail: Fail): SafetensorsHeader {
  const length = safetensorsHeaderLength(prefixOf(source, 8), source.size, fail);
  const header = new Uint8Array(length);
  source.readInto(header, 8);
  return parseSafetensorsHeader(header, source.size, fail);
}

/**
 * The tensors of a safetensors file, read from its bytes (safetensors' `load`): an object from
 * name to array (no prototype: any name is safe as a key), in the order of their data. Every dtype
 * the format defines that this library has (F8_E4M3 is float8_e4m3fn; F4, F6_E2M3 and F6_E3M2
 * are unpacked from their packed bytes). `names` reads only those tensors. A file whose header
 * does not match its data is a FileFormatError naming the tensor. Besides bytes, it reads a
 * `{ size, readInto(into, position) }` source: the header, then only the tensors asked for; and a
 * Blob (a File) or a fetch Response, read whole: then the result is a Promise (`safeOpen` reads a
 * Blob lazily instead).
 * @example loadSafetensors(saveSafetensors({ a: array([1, 2], 'float16') })).a.toArray() //=> [1, 2]
 */
export function loadSafetensors(
  bytes: Uint8Array | ArrayBuffer | SyncByteSource,
  options?: LoadSafetensorsOptions,
): Record<string, AnyNDArray>;
export function loadSafetensors(
  blobOrResponse: WholeSource,
  options?: LoadSafetensorsOptions,
): Promise<Record<string, AnyNDArray>>;
export function loadSafetensors(
  bytes: Uint8Array | ArrayBuffer | SyncByteSource | WholeSource,
  options?: LoadSafetensorsOptions,
): Record<string, AnyNDArray> | Promise<Record<string, AnyNDArray>> {
  const where = 'loadSafetensors';
  const checked = checkOptionsObject(options, where, ['names', 'name']) as LoadSafetensorsOptions;
  if (checked.name !== undefined && typeof checked.name !== 'string')
    throw new TypeError(`${where}: option name must be a string, got ${show(checked.name)}.`);
  // Wrong options throw now; what is wrong with the file rejects the Promise.
  if (isWholeSource(bytes)) return bytes.arrayBuffer().then((buffer) => loadSafetensors(buffer, checked));
  const fileName = checked.name ?? 'the safetensors data';
  const source = syncSourceOf(bytes, where, () => fileName);
  const header = readHeader(source, failure(where, fileName));
  const wanted = wantedNames(header, checked.names, where, fileName);
  const result: Record<string, AnyNDArray> = Object.create(null);
  try {
    for (const name of wanted) {
      const info = header.tensors.get(name)!;
      result[name] = tensorArray(info, where, (into) => source.readInto(into, header.dataStart + info.dataOffsets[0]));
    }
  } catch (error) {
    for (const made of Object.values(result)) made.dispose();
    throw error;
  }
  return result;
}

/** The names to read: all (in data order), or `names`, each checked to be in the file. */
export function wantedNames(
  header: SafetensorsHeader,
  names: readonly string[] | undefined,
  where: string,
  fileName: string,
): readonly string[] {
  if (names === undefined) return [...header.tensors.keys()];
  if (!Array.isArray(names))
    throw new TypeError(`${where}: option names must be a list of tensor names, got ${show(names)}.`);
  for (const name of names) {
    if (typeof name !== 'string' || !header.tensors.has(name)) {
      const known = [...header.tensors.keys()];
      throw new RangeError(
        `${where}: ${fileName} has no tensor ${show(name)}; it has ${
          known.length === 0
            ? 'none'
            : known
                .slice(0, 20)
                .map((each) => show(each))
                .join(', ')
        }${known.length > 20 ? ' …' : ''}.`,
      );
    }
  }
  return names;
}

/** The array of one tensor, its file bytes written by `fill` (into wasm memory where the layout allows). */
export function tensorArray(info: SafetensorsTensorInfo, where: string, fill: (into: Uint8Array) => void): AnyNDArray {
  return arrayFromFile(info.dtype, info.shape, safetensorsLayout(info.dtype), false, where, fill);
}

/** The options of saveSafetensors. */
export interface SaveSafetensorsOptions extends WriteOptions {
  /** `__metadata__`: free-form string → string pairs. */
  readonly metadata?: Readonly<Record<string, string>>;
}

/** The header bytes and tensor order of a safetensors file of `arrays` (as the reference writer lays them out). */
export function safetensorsLayoutOf(
  arrays: unknown,
  options: unknown,
  where: string,
): { header: Uint8Array; order: [string, AnyNDArray, number][]; dataBytes: number } {
  if (typeof arrays !== 'object' || arrays === null || Array.isArray(arrays) || storage in arrays)
    throw new TypeError(
      `${where}: expected an object from tensor names to arrays, got ${show(arrays)}${typeof arrays === 'object' && arrays !== null && !Array.isArray(arrays) ? ': name it, as { x }' : ''}.`,
    );
  const { metadata } = checkOptionsObject(options, where, ['metadata', 'write']);
  if (metadata !== undefined) {
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
      throw new TypeError(`${where}: option metadata must be an object of strings, got ${show(metadata)}.`);
    for (const [key, value] of Object.entries(metadata))
      if (typeof value !== 'string')
        throw new TypeError(
          `${where}: metadata ${show(key)} is ${show(value)}; safetensors' metadata values are strings.`,
        );
  }
  const rank = new Map(Object.keys(safetensorsNames).map((name, index) => [name, index]));
  const order: [string, AnyNDArray, number][] = Object.entries(arrays).map(([name, value]) => {
    if (name === '__metadata__')
      throw new RangeError(`${where}: "__metadata__" is the format's own key, not a tensor name.`);
    const array = checkArray(value, where, `tensor ${show(name)}`);
    const dtype = array.dtype as DType;
    const format = safetensorsNameOf.get(dtype);
    if (format === undefined)
      throw new TypeError(
        `${where}: tensor ${show(name)} is ${dtype}, which safetensors has no dtype for (it has ${[...safetensorsNameOf.keys()].join(', ')}); convert it with astype first.`,
      );
    const bytes = fileBytes(dtype, array.size, safetensorsLayout(dtype));
    if (!Number.isInteger(bytes))
      throw new RangeError(
        `${where}: tensor ${show(name)} of ${array.size} ${dtype} elements is not a whole number of bytes in safetensors' packing.`,
      );
    return [name, array, rank.get(format)!];
  });
  // The reference writer's order: descending dtype (its alignment order), then by name.
  order.sort(([a, , ra], [b, , rb]) => rb - ra || (a < b ? -1 : a > b ? 1 : 0));
  const json: Record<string, unknown> = Object.create(null); // a tensor named "__proto__" stays a key
  if (metadata !== undefined) json.__metadata__ = metadata;
  let offset = 0;
  for (const [name, array] of order) {
    const dtype = array.dtype as DType;
    const bytes = fileBytes(dtype, array.size, safetensorsLayout(dtype));
    json[name] = { dtype: safetensorsNameOf.get(dtype), shape: array.shape, data_offsets: [offset, offset + bytes] };
    offset += bytes;
  }
  const text = new TextEncoder().encode(JSON.stringify(json));
  const padded = Math.ceil(text.length / 8) * 8;
  const header = new Uint8Array(8 + padded).fill(0x20, 8 + text.length);
  new DataView(header.buffer).setUint32(0, padded, true);
  header.set(text, 8);
  return { header, order, dataBytes: offset };
}

/**
 * The bytes of a safetensors file of `arrays` (safetensors' `save`): tensors laid out as the
 * reference writer lays them (by dtype, then name; the header padded to 8 bytes), `metadata` as
 * `__metadata__`. Every dtype the format has; others are a TypeError that says to convert. With
 * `write`, the bytes go to it in chunks (arrays' memory itself where contiguous) and nothing is
 * returned.
 * @example loadSafetensors(saveSafetensors({ x: array([true, false]) })).x.toArray() //=> [true, false]
 */
export function saveSafetensors(
  arrays: Readonly<Record<string, AnyNDArray>>,
  options?: SaveSafetensorsOptions,
): Uint8Array;
export function saveSafetensors(
  arrays: Readonly<Record<string, AnyNDArray>>,
  options: SaveSafetensorsOptions & { readonly write: (chunk: Uint8Array) => void },
): undefined;
export function saveSafetensors(
  arrays: Readonly<Record<string, AnyNDArray>>,
  options?: SaveSafetensorsOptions,
): Uint8Array | undefined {
  const where = 'saveSafetensors';
  const { write } = checkWriteOptions(options, where, ['metadata']);
  const { header, order, dataBytes } = safetensorsLayoutOf(arrays, options, where);
  const chunks = (emit: (chunk: Uint8Array) => void) => {
    emit(header);
    for (const [, array] of order) {
      const layout = safetensorsLayout(array.dtype as DType);
      emit(layout === 'storage' ? storageChunk(array) : bytesForFile(array, 'six-packed'));
    }
  };
  if (write !== undefined) {
    chunks(write);
    return undefined;
  }
  const out = new Uint8Array(header.length + dataBytes);
  let at = 0;
  chunks((chunk) => {
    out.set(chunk, at);
    at += chunk.length;
  });
  return out;
}
