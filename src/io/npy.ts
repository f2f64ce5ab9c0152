// NumPy's .npy format (format versions 1.0, 2.0, 3.0), read and written: a magic string, a
// version, a Python-literal header {'descr', 'fortran_order', 'shape'}, then the elements. The
// header is parsed by a small grammar of its own (never evaluated), and checked against the data
// before anything is allocated.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { dtypeInfo, isNarrow } from '../lattice/dtypes.js';
import { checkDType } from '../array/ndarray.js';
import { show } from '../errors/messages.js';
import {
  arrayFromFile,
  checkArray,
  checkedSize,
  FileFormatError,
  fileBytes,
  type Layout,
  prefixOf,
  storageChunk,
  type SyncByteSource,
  syncSourceOf,
  isWholeSource,
  type WholeSource,
  type WriteOptions,
} from './common.js';
import { npyDescr, npyDType, npyVoidCandidates } from './dtype-tables.js';

/** NumPy's limit on a header it reads (`max_header_size`): longer ones are refused, as NumPy does. */
export const npyMaxHeader = 10_000;
/** The bytes before a header (magic, version, length) in the longest form, and so what a reader reads first. */
export const npyPrefixBytes = 12 + npyMaxHeader;

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY

/** What a .npy header says, checked, and where its data lie. */
export interface NpyPlan {
  readonly dtype: DType;
  readonly shape: readonly number[];
  readonly fortran: boolean;
  readonly layout: Layout;
  /** Byte offset of the data in the file. */
  readonly dataOffset: number;
  /** Bytes of data the header implies. */
  readonly dataBytes: number;
}

/** The options of loadNpy. */
export interface LoadNpyOptions {
  /**
   * The dtype of the elements where the header's descr is ml_dtypes' ambiguous raw one ('<V2':
   * bfloat16; '<V1': the 8-bit floats, float6/float4, int4/uint4, int2/uint2, one per byte), or
   * any other dtype of the items' width (NumPy's `.view(dtype)`). With any other descr it must be
   * the descr's own dtype.
   */
  readonly dtype?: DType;
  /** What error messages call the data (a file name); default 'the .npy data'. */
  readonly name?: string;
}

const optionNames = new Set(['dtype', 'name']);

/** Checks an options object: unknown keys and wrong types are errors. */
export function checkLoadOptions(options: unknown, where: string): LoadNpyOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`${where}: options must be an object, got ${show(options)}.`);
  for (const key of Object.keys(options))
    if (!optionNames.has(key)) throw new TypeError(`${where}: unknown option ${show(key)} (it takes dtype and name).`);
  const { dtype, name } = options as LoadNpyOptions;
  if (dtype !== undefined) checkDType(dtype, where);
  if (name !== undefined && typeof name !== 'string')
    throw new TypeError(`${where}: option name must be a string, got ${show(name)}.`);
  return options as LoadNpyOptions;
}

/**
 * Reads the header of a .npy file from `prefix` (its first bytes: all of them, or at least
 * npyPrefixBytes) and checks it against `fileLength`, the file's whole length.
 */
export function planNpy(prefix: Uint8Array, fileLength: number, options: LoadNpyOptions, where: string): NpyPlan {
  const name = options.name ?? 'the .npy data';
  const fail = (why: string): never => {
    throw new FileFormatError(`${where}: ${name}: ${why}.`);
  };
  if (prefix.length < 10 || MAGIC.some((byte, index) => prefix[index] !== byte))
    fail(
      prefix.length < 10 && MAGIC.slice(0, prefix.length).every((byte, index) => prefix[index] === byte)
        ? `is truncated: ${prefix.length} bytes, shorter than a .npy header`
        : 'is not a .npy file (it does not start with \\x93NUMPY)',
    );
  const major = prefix[6]!;
  const minor = prefix[7]!;
  if (major < 1 || major > 3 || minor !== 0)
    fail(`has format version ${major}.${minor}; versions 1.0, 2.0 and 3.0 are read`);
  const lengthBytes = major === 1 ? 2 : 4;
  if (prefix.length < 8 + lengthBytes) fail(`is truncated: ${prefix.length} bytes end inside the header length`);
  const view = new DataView(prefix.buffer, prefix.byteOffset, prefix.byteLength);
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  if (headerLength > npyMaxHeader)
    fail(`has a header of ${headerLength} bytes, over NumPy's limit of ${npyMaxHeader} (max_header_size)`);
  const dataOffset = 8 + lengthBytes + headerLength;
  if (dataOffset > fileLength || dataOffset > prefix.length)
    fail(
      `is truncated: the header claims ${headerLength} bytes, but the file has ${fileLength - 8 - lengthBytes} after its length`,
    );
  const headerBytes = prefix.subarray(8 + lengthBytes, dataOffset);
  let text: string;
  try {
    text = new TextDecoder(major === 3 ? 'utf-8' : 'latin1', { fatal: true }).decode(headerBytes);
  } catch {
    fail('has a header that is not UTF-8 text');
  }
  const header = parseHeader(text!, fail);
  const { descr, fortran_order: fortran, shape } = header;
  if (typeof descr !== 'string') fail(`has descr ${show(descr)}, not a type string`);
  if (typeof fortran !== 'boolean') fail(`has fortran_order ${show(fortran)}, not True or False`);
  if (!Array.isArray(shape)) fail(`has shape ${show(shape)}, not a tuple`);
  const size = checkedSize(shape as unknown[], fail);
  const meaning = npyDType(descr as string);
  let dtype: DType;
  let layout: Layout;
  if ('refused' in meaning) {
    return fail(`has descr ${show(descr)}: ${meaning.refused}`);
  } else if ('void' in meaning) {
    const candidates = npyVoidCandidates(meaning.void);
    if (options.dtype === undefined) {
      return fail(
        candidates.length === 0
          ? `has descr ${show(descr)}: raw ${meaning.void}-byte items, which no dtype of this library is`
          : `has descr ${show(descr)}, raw ${meaning.void}-byte items as ml_dtypes writes ${candidates.join(', ')}: pass { dtype } to say which`,
      );
    }
    // Raw items are read as any dtype of their width, as NumPy's .view(dtype) reads them.
    const codes = isNarrow(options.dtype) && dtypeInfo[options.dtype].bits < 8;
    const width = codes ? 1 : dtypeInfo[options.dtype].bits / 8;
    if (width !== meaning.void) {
      return fail(
        `has descr ${show(descr)} (raw ${meaning.void}-byte items), which cannot hold ${options.dtype} (${width}-byte items)${candidates.length > 0 ? `; ml_dtypes writes ${candidates.join(', ')} so` : ''}`,
      );
    }
    dtype = options.dtype;
    layout = codes ? 'codes' : 'storage';
  } else {
    dtype = meaning.dtype;
    if (options.dtype !== undefined && options.dtype !== dtype)
      fail(`holds ${dtype} (descr ${show(descr)}), not the dtype ${options.dtype} asked for; read it and use astype`);
    layout = meaning.swapped ? 'swapped' : 'storage';
  }
  const dataBytes = fileBytes(dtype, size, layout);
  const held = fileLength - dataOffset;
  if (held < dataBytes)
    fail(
      `is truncated: shape [${(shape as number[]).join(', ')}] of ${dtype} needs ${dataBytes} bytes of data, the file has ${held}`,
    );
  if (held > dataBytes)
    fail(`has ${held - dataBytes} bytes after the data of shape [${(shape as number[]).join(', ')}] of ${dtype}`);
  return { dtype, shape: shape as number[], fortran: fortran as boolean, layout, dataOffset, dataBytes };
}

/**
 * An array read from the bytes of a .npy file (NumPy's `np.load` of one array): every dtype NumPy
 * writes, either byte order (big-endian data are swapped), C or Fortran order (Fortran data come
 * as a transposed view of their memory), format versions 1.0 to 3.0. ml_dtypes' dtypes come with a
 * raw descr ('<V2', '<V1') that does not say which: name it with `{ dtype }`. No pickles and no
 * object arrays: a FileFormatError says so, as it does for a truncated or inconsistent file.
 * Besides bytes, it reads a `{ size, readInto(into, position) }` source (the header first, then
 * the data straight into the array's memory), as the Node entry's `load(path)` does; and a Blob (a
 * File) or a fetch Response, read whole: then the result is a Promise.
 * @example loadNpy(saveNpy(array([1, 2, 3], 'int16'))).toArray() //=> [1, 2, 3]
 */
export function loadNpy(bytes: Uint8Array | ArrayBuffer | SyncByteSource, options?: LoadNpyOptions): AnyNDArray;
export function loadNpy(blobOrResponse: WholeSource, options?: LoadNpyOptions): Promise<AnyNDArray>;
export function loadNpy(
  bytes: Uint8Array | ArrayBuffer | SyncByteSource | WholeSource,
  options?: LoadNpyOptions,
): AnyNDArray | Promise<AnyNDArray> {
  const where = 'loadNpy';
  const checked = checkLoadOptions(options, where);
  // Wrong options throw now; what is wrong with the file rejects the Promise.
  if (isWholeSource(bytes)) return bytes.arrayBuffer().then((buffer) => loadNpy(buffer, checked));
  const name = checked.name ?? 'the .npy data';
  const source = syncSourceOf(bytes, where, () => name);
  const plan = planNpy(prefixOf(source, npyPrefixBytes), source.size, checked, where);
  return arrayOfPlan(plan, where, name, (into) => source.readInto(into, plan.dataOffset));
}

/** The array a plan describes, its data written by `fill` (the codes of narrow dtypes checked). */
export function arrayOfPlan(plan: NpyPlan, where: string, name: string, fill: (into: Uint8Array) => void): AnyNDArray {
  const { dtype, layout } = plan;
  const check =
    layout === 'codes'
      ? (into: Uint8Array) => {
          fill(into);
          checkCodes(into, dtype, `${where}: ${name}`);
        }
      : fill;
  return arrayFromFile(dtype, plan.shape, layout, plan.fortran, where, check);
}

/** Each byte of a one-code-per-byte narrow dtype must be a code (its spare top bits 0). */
export function checkCodes(codes: Uint8Array, dtype: DType, what: string): void {
  const bits = dtypeInfo[dtype].bits;
  if (bits >= 8) return;
  const index = codes.findIndex((code) => code >>> bits !== 0);
  if (index >= 0) {
    throw new FileFormatError(
      `${what}: byte ${index} of the data is 0x${codes[index]!.toString(16).padStart(2, '0')}, not a ${dtype} code (0 to ${2 ** bits - 1}, one per byte as ml_dtypes writes them).`,
    );
  }
}

/** The header of a .npy file of `x` (version 1.0, padded to 64 bytes as NumPy pads it). */
export function npyHeader(dtype: DType, shape: readonly number[]): Uint8Array {
  const tuple = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
  const dict = `{'descr': '${npyDescr[dtype]}', 'fortran_order': False, 'shape': ${tuple}, }`;
  const unpadded = 10 + dict.length + 1;
  const total = Math.ceil(unpadded / 64) * 64;
  const text = dict + ' '.repeat(total - unpadded) + '\n';
  const header = new Uint8Array(total);
  header.set(MAGIC);
  header[6] = 1;
  header[7] = 0;
  new DataView(header.buffer).setUint16(8, text.length, true);
  for (let index = 0; index < text.length; index += 1) header[10 + index] = text.charCodeAt(index);
  return header;
}

/**
 * The bytes of a .npy file of `x` (NumPy's `np.save`): C order, little-endian, format version
 * 1.0; ml_dtypes' dtypes as ml_dtypes writes them (descr '<V2' for bfloat16, '<V1' and one
 * element per byte for the 8-bit and narrower ones, '<f1' for float8_e5m2), which NumPy reads
 * back as raw items and ml_dtypes with `.view(dtype)`. With `write`, the bytes go to it in chunks
 * (the array's memory itself where it is contiguous: no copy) and nothing is returned.
 * @example saveNpy(array([1, 2], 'uint8')).length //=> 130
 */
export function saveNpy(x: AnyNDArray): Uint8Array;
export function saveNpy(
  x: AnyNDArray,
  options: WriteOptions & { readonly write: (chunk: Uint8Array) => void },
): undefined;
export function saveNpy(x: AnyNDArray, options?: WriteOptions): Uint8Array | undefined;
export function saveNpy(x: AnyNDArray, options?: WriteOptions): Uint8Array | undefined {
  const where = 'saveNpy';
  const array = checkArray(x, where, 'the array');
  const { write } = checkWriteOptions(options, where);
  const dtype = array.dtype as DType;
  const header = npyHeader(dtype, array.shape);
  const codes = isNarrow(dtype) && dtypeInfo[dtype].bits < 8;
  const data = codes ? (array.toTypedArray() as Uint8Array) : storageChunk(array);
  if (write !== undefined) {
    write(header);
    write(data);
    return undefined;
  }
  const out = new Uint8Array(header.length + data.length);
  out.set(header);
  out.set(data, header.length);
  return out;
}

/** Checks the writers' options: only `write`, a function. */
export function checkWriteOptions(options: unknown, where: string, extra: readonly string[] = []): WriteOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`${where}: options must be an object, got ${show(options)}.`);
  for (const key of Object.keys(options))
    if (key !== 'write' && !extra.includes(key))
      throw new TypeError(`${where}: unknown option ${show(key)} (it takes ${[...extra, 'write'].join(', ')}).`);
  const { write } = options as WriteOptions;
  if (write !== undefined && typeof write !== 'function')
    throw new TypeError(`${where}: option write must be a function, got ${show(write)}.`);
  return options as WriteOptions;
}

// ── the header's grammar: a Python dict literal of strings, booleans and tuples of integers ──

type Value = string | boolean | number[];

function parseHeader(text: string, fail: (why: string) => never): Record<string, Value> {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at += 1;
  };
  const expect = (char: string) => {
    space();
    if (text[at] !== char) fail(`has a header that is not a Python dict literal (expected ${show(char)} at ${at})`);
    at += 1;
  };
  const string = (): string => {
    space();
    const quote = text[at];
    if (quote !== "'" && quote !== '"')
      fail(`has a header with ${show(text.slice(at, at + 10))} where a string belongs`);
    const end = text.indexOf(quote!, at + 1);
    if (end < 0) fail('has a header with an unterminated string');
    const value = text.slice(at + 1, end);
    if (value.includes('\\')) fail('has a header string with a backslash escape');
    at = end + 1;
    return value;
  };
  const value = (): Value => {
    space();
    const char = text[at];
    if (char === "'" || char === '"') return string();
    if (text.startsWith('True', at)) {
      at += 4;
      return true;
    }
    if (text.startsWith('False', at)) {
      at += 5;
      return false;
    }
    if (char === '[') return fail('holds a structured dtype (a list of fields), which is no dtype of this library');
    if (char === '(') {
      at += 1;
      const items: number[] = [];
      for (;;) {
        space();
        if (text[at] === ')') break;
        const match = /^(\d+)L?/.exec(text.slice(at, at + 40));
        if (!match) fail(`has a shape with ${show(text.slice(at, at + 12))} where a non-negative integer belongs`);
        items.push(Number(match![1]));
        at += match![0].length;
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] !== ')') fail('has a shape tuple without its commas');
      }
      at += 1;
      return items;
    }
    return fail(`has a header value ${show(text.slice(at, at + 12))} that is none of a string, True, False or a tuple`);
  };
  const result: Record<string, Value> = Object.create(null);
  expect('{');
  for (;;) {
    space();
    if (text[at] === '}') break;
    const key = string();
    if (key in result) fail(`has the key ${show(key)} twice in its header`);
    expect(':');
    result[key] = value();
    space();
    if (text[at] === ',') at += 1;
    else if (text[at] !== '}') fail('has a header dict without its commas');
  }
  at += 1;
  space();
  if (at !== text.length) fail(`has ${show(text.slice(at, at + 12))} after its header dict`);
  const keys = Object.keys(result).sort().join(', ');
  if (keys !== 'descr, fortran_order, shape')
    fail(`has a header with the keys ${keys || '(none)'}; NumPy writes exactly descr, fortran_order and shape`);
  return result;
}
