// safetensors read lazily (safetensors' `safe_open`): the header first, then each tensor's bytes
// alone, from a source that reads byte ranges: a Blob or File (Blob.slice), bytes in memory, or
// any `{ size, read(offset, length) }` (HTTP range requests, a file handle). A multi-GB file is
// never read whole.
import type { AnyNDArray } from '../../types/ndarray.js';
import { show } from '../errors/messages.js';
import { bytesOf, FileFormatError, isSyncSource, type SyncByteSource, syncSourceOf } from './common.js';
import {
  checkOptionsObject,
  failure,
  parseSafetensorsHeader,
  readHeader,
  type SafetensorsHeader,
  type SafetensorsTensorInfo,
  safetensorsHeaderLength,
  tensorArray,
  wantedNames,
} from './safetensors.js';

/** A source of byte ranges: `read(offset, length)` gives exactly those bytes (or fewer at the end). */
export interface RangeSource {
  /** The whole file's length in bytes. */
  readonly size: number;
  read(offset: number, length: number): Uint8Array | Promise<Uint8Array>;
}

/** A safetensors file opened lazily: its header read and checked, its tensors read one at a time. */
export class SafetensorsFile {
  readonly #source: RangeSource;
  readonly #name: string;
  readonly #header: SafetensorsHeader;

  /** @internal made by safeOpen */
  constructor(source: RangeSource, name: string, header: SafetensorsHeader) {
    this.#source = source;
    this.#name = name;
    this.#header = header;
  }

  /** The tensors' names, in the order of their data. */
  keys(): string[] {
    return [...this.#header.tensors.keys()];
  }

  /** `__metadata__` (undefined when the file has none). */
  metadata(): Readonly<Record<string, string>> | undefined {
    return this.#header.metadata;
  }

  /** The dtype, shape and offsets of the tensor `name`. */
  info(name: string): SafetensorsTensorInfo {
    wantedNames(this.#header, [name], 'SafetensorsFile.info', this.#name);
    return this.#header.tensors.get(name)!;
  }

  /**
   * The tensor `name`, read alone from a synchronous source (safeOpenSync's, or the Node entry's
   * file handle) straight into the array's memory.
   */
  getTensorSync(name: string): AnyNDArray {
    const where = 'SafetensorsFile.getTensorSync';
    const source = this.#source as RangeSource & Partial<SyncByteSource>;
    if (typeof source.readInto !== 'function')
      throw new TypeError(`${where}: ${this.#name} was opened from an asynchronous source; use getTensor.`);
    wantedNames(this.#header, [name], where, this.#name);
    const info = this.#header.tensors.get(name)!;
    const position = this.#header.dataStart + info.dataOffsets[0];
    return tensorArray(info, where, (into) => {
      try {
        source.readInto!(into, position);
      } catch (error) {
        if (error instanceof FileFormatError) throw error;
        throw new FileFormatError(
          `${where}: ${this.#name}: reading tensor ${show(name)} (${into.length} bytes at ${position}) failed: ${(error as Error)?.message ?? String(error)}.`,
        );
      }
    });
  }

  /** The tensor `name`, its bytes alone read from the source. */
  async getTensor(name: string): Promise<AnyNDArray> {
    const where = 'SafetensorsFile.getTensor';
    wantedNames(this.#header, [name], where, this.#name);
    const info = this.#header.tensors.get(name)!;
    const [begin, end] = info.dataOffsets;
    const bytes = await readExactly(this.#source, this.#header.dataStart + begin, end - begin, where, this.#name);
    return tensorArray(info, where, (into) => into.set(bytes));
  }
}

/** Exactly `length` bytes at `offset` from `source` (a short read is a truncated file). */
async function readExactly(
  source: RangeSource,
  offset: number,
  length: number,
  where: string,
  name: string,
): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array(0);
  const got = bytesOf(await source.read(offset, length), where, 'read() to give bytes');
  if (got.length < length)
    throw new FileFormatError(
      `${where}: ${name}: is truncated: ${length} bytes at ${offset} were asked for, ${got.length} came.`,
    );
  return got.length === length ? got : got.subarray(0, length);
}

/**
 * A Blob (a File) as far as it is read here: its size and slice(). Declared structurally, so that
 * the declarations need no DOM library (Node's and browsers' Blobs both are one).
 */
export interface BlobLike {
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isBlobLike(value: unknown): value is BlobLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    typeof (value as BlobLike).slice === 'function' &&
    typeof (value as BlobLike).arrayBuffer === 'function' &&
    typeof (value as { read?: unknown }).read !== 'function' &&
    Number.isSafeInteger((value as BlobLike).size) &&
    (value as BlobLike).size >= 0
  );
}

/** A RangeSource over a Blob (a File in browsers): each range is one Blob.slice(). */
export function blobSource(blob: BlobLike): RangeSource {
  if (!isBlobLike(blob)) throw new TypeError(`blobSource: expected a Blob (or File), got ${show(blob)}.`);
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

/** What safeOpen reads: a Blob, bytes, or a RangeSource. */
export type SafeOpenSource = BlobLike | Uint8Array | ArrayBuffer | RangeSource;

function sourceOf(source: unknown, where: string): RangeSource {
  if (isBlobLike(source) && !(source instanceof ArrayBuffer)) return blobSource(source);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    const bytes = bytesOf(source, where);
    return { size: bytes.length, read: (offset, length) => bytes.subarray(offset, offset + length) };
  }
  if (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as RangeSource).read === 'function' &&
    Number.isSafeInteger((source as RangeSource).size) &&
    (source as RangeSource).size >= 0
  )
    return source as RangeSource;
  throw new TypeError(
    `${where}: expected a Blob, bytes or a { size, read(offset, length) } source, got ${show(source)}.`,
  );
}

/**
 * Opens a safetensors file lazily (safetensors' `safe_open`): reads and checks its header only;
 * `getTensor(name)` then reads that tensor's bytes alone. The source is a Blob or File (read with
 * Blob.slice), bytes, or any `{ size, read(offset, length) }`, such as HTTP range requests:
 * `{ size, read: async (at, n) => new Uint8Array(await (await fetch(url, { headers: { Range: 'bytes=' + at + '-' + (at + n - 1) } })).arrayBuffer()) }`.
 * In Node, "dtype-lattice/node" has a safeOpen(path) that reads through a file handle.
 * @example const file = await safeOpen(blob); const w = await file.getTensor('w');
 */
export function safeOpen(source: SafeOpenSource, options?: { readonly name?: string }): Promise<SafetensorsFile> {
  // Wrong arguments throw now; what is wrong with the file rejects the Promise.
  const where = 'safeOpen';
  const ranges = sourceOf(source, where);
  const { name } = checkOptionsObject(options, where, ['name']);
  if (name !== undefined && typeof name !== 'string')
    throw new TypeError(`${where}: option name must be a string, got ${show(name)}.`);
  const fileName = (name as string | undefined) ?? 'the safetensors file';
  const fail = (why: string): never => {
    throw new FileFormatError(`${where}: ${fileName}: ${why}.`);
  };
  return (async () => {
    const first = await readExactly(ranges, 0, Math.min(8, ranges.size), where, fileName);
    const length = safetensorsHeaderLength(first, ranges.size, fail);
    const header = await readExactly(ranges, 8, length, where, fileName);
    return new SafetensorsFile(ranges, fileName, parseSafetensorsHeader(header, ranges.size, fail));
  })();
}

/**
 * safeOpen for bytes or a synchronous `{ size, readInto(into, position) }` source, without a
 * Promise: the header is read and checked now; `getTensorSync(name)` reads one tensor.
 * @example safeOpenSync(saveSafetensors({ w: zeros([2]) })).getTensorSync('w').toArray() //=> [0, 0]
 */
export function safeOpenSync(
  source: Uint8Array | ArrayBuffer | SyncByteSource,
  options?: { readonly name?: string },
): SafetensorsFile {
  const where = 'safeOpenSync';
  const { name } = checkOptionsObject(options, where, ['name']);
  const fileName = (name as string | undefined) ?? 'the safetensors file';
  const header = readHeader(
    syncSourceOf(source, where, () => fileName),
    failure(where, fileName),
  );
  // Later reads name getTensorSync, not safeOpenSync: the source unwrapped.
  const sync = isSyncSource(source) ? source : syncSourceOf(source, where, () => fileName);
  const ranges: RangeSource & SyncByteSource = {
    size: sync.size,
    readInto: (into, position) => sync.readInto(into, position),
    read: (offset, length) => {
      const into = new Uint8Array(Math.max(0, Math.min(length, sync.size - offset)));
      sync.readInto(into, offset);
      return into;
    },
  };
  return new SafetensorsFile(ranges, fileName, header);
}
