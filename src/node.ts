// "dtype-lattice/node": files by path, for Node only (node:fs, node:zlib). The main entry works on
// bytes and never imports these modules, so browsers and bundlers do not see them. This module
// imports nothing of the library but its main entry (its CommonJS bundle requires that one, so
// both share one set of arrays): reads go through `{ size, readInto }` sources over a file
// descriptor, straight from the file into each array's WebAssembly memory.
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { extname } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  FileFormatError,
  loadNpy,
  loadNpzSync,
  loadSafetensors,
  type DType,
  type NDArray,
  type SafetensorsFile,
  type SaveSafetensorsOptions,
  type SyncByteSource,
  safeOpenSync,
  saveNpy,
  saveSafetensors,
  savez as savezBytes,
} from './index.js';

/** A source over the open file `fd` whose short reads are truncation errors naming `path`. */
function fileSource(fd: number, path: string): SyncByteSource {
  return {
    size: fstatSync(fd).size,
    readInto(into, position) {
      let done = 0;
      while (done < into.length) {
        const got = readSync(fd, into, done, Math.min(into.length - done, 0x40000000), position + done);
        if (got === 0) throw new FileFormatError(`${path}: is truncated: it ended ${into.length - done} bytes early`);
        done += got;
      }
    },
  };
}

function checkPath(path: unknown, where: string): string {
  if (typeof path !== 'string') throw new TypeError(`${where}: expected a path (a string), got ${typeof path}.`);
  return path;
}

function withFile<Result>(path: string, flags: string, body: (fd: number) => Result): Result {
  const fd = openSync(path, flags);
  try {
    return body(fd);
  } finally {
    closeSync(fd);
  }
}

/** The options of load: loadNpy's `dtype` (.npy), loadNpz's `dtypes` (.npz), the tensor `names` to read (.safetensors). */
export interface LoadOptions {
  readonly dtype?: DType;
  readonly dtypes?: Readonly<Record<string, DType>>;
  readonly names?: readonly string[];
}

const extensionOf = (path: string) => extname(path).toLowerCase();

/**
 * Runs `body`, whose errors name the main entry's function (loadNpy: …), as `where`'s: the
 * function the user called (load: …), the error's class kept.
 */
const inner = /^(loadNpy|loadNpzSync|loadSafetensors|saveNpy|savez|saveSafetensors|safeOpenSync): /;

function renamed<Result>(where: string, body: () => Result): Result {
  try {
    return body();
  } catch (error) {
    if (error instanceof Error) {
      error.message = error.message.replace(inner, `${where}: `);
      // The file system's own errors (ENOENT, EACCES …, whose words name the path) get the function's name too.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && !error.message.startsWith(`${where}: `))
        error.message = `${where}: ${error.message}`;
    }
    throw error;
  }
}

/**
 * Reads the file at `path`, by its extension (NumPy's `np.load`): `.npy` → an array (read straight
 * into the array's memory; `dtype` for ml_dtypes' raw descrs); `.npz` → an object of arrays by
 * name (`dtypes` likewise); `.safetensors` → an object of tensors by name (`names`: only those,
 * the others not read). Errors name the path.
 * @example const x = load('weights.npy');
 */
export function load(path: string, options?: LoadOptions): NDArray | Record<string, NDArray> {
  const where = 'load';
  checkPath(path, where);
  return renamed(where, () => loadByExtension(path, options, where));
}

function loadByExtension(
  path: string,
  options: LoadOptions | undefined,
  where: string,
): NDArray | Record<string, NDArray> {
  const extension = extensionOf(path);
  const given = { ...(options ?? {}) } as Record<string, unknown>;
  if (extension === '.npy')
    return withFile(path, 'r', (fd) => loadNpy(fileSource(fd, path), { name: path, ...given }) as NDArray);
  if (extension === '.npz') {
    const bytes = withFile(path, 'r', (fd) => {
      const source = fileSource(fd, path);
      const all = new Uint8Array(source.size);
      source.readInto(all, 0);
      return all;
    });
    const inflate = (data: Uint8Array, size: number) => inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
    return loadNpzSync(bytes, { name: path, inflate, ...given }) as Record<string, NDArray>;
  }
  if (extension === '.safetensors')
    return withFile(
      path,
      'r',
      (fd) => loadSafetensors(fileSource(fd, path), { name: path, ...given }) as Record<string, NDArray>,
    );
  throw new TypeError(
    `${where}: ${JSON.stringify(path)} ends in ${JSON.stringify(extension)}; load reads .npy, .npz and .safetensors files.`,
  );
}

/** Writes `bytes` to the open file `fd`, all of them. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Writes `bytes` to a new file at `path` (replacing one there). */
function writeFile(path: string, bytes: Uint8Array): void {
  withFile(path, 'w', (fd) => writeAll(fd, bytes));
}

/**
 * Runs `body` with a writer of chunks to `path`: the file is opened at the first chunk, so an error
 * found before anything is written leaves an existing file alone. An existing file is written over
 * in place and then cut to the new length, as opening it truncated would leave it, but without the
 * OS first freeing every page of the old file (three times the cost of writing a large one).
 */
function streamTo(path: string, body: (write: (chunk: Uint8Array) => void) => void): void {
  let fd: number | undefined;
  let written = 0;
  try {
    body((chunk) => {
      fd ??= openSync(path, constants.O_WRONLY | constants.O_CREAT, 0o666);
      let done = 0;
      while (done < chunk.length) done += writeSync(fd, chunk, done, chunk.length - done, written + done);
      written += chunk.length;
    });
  } finally {
    if (fd !== undefined) {
      try {
        ftruncateSync(fd, written);
      } finally {
        closeSync(fd);
      }
    }
  }
}

/**
 * Writes `data` to `path`, by its extension (NumPy's `np.save`, safetensors' `save_file`):
 * `.npy` ← one array; `.npz` ← an object (or list) of arrays, stored (savez); `.safetensors` ← an
 * object of arrays, with `metadata`.
 * @example save('weights.npy', zeros([2, 3]));
 */
export function save(
  path: string,
  data: NDArray | Readonly<Record<string, NDArray>>,
  options?: SaveSafetensorsOptions,
): void {
  const where = 'save';
  checkPath(path, where);
  const extension = extensionOf(path);
  if (extension !== '.safetensors' && options !== undefined)
    throw new TypeError(`${where}: a ${extension} file takes no options (metadata is safetensors').`);
  // .npy and .safetensors stream from the arrays' memory to the file (no copy of the data in between).
  if (extension === '.npy') {
    renamed(where, () => streamTo(path, (write) => saveNpy(data as NDArray, { write })));
  } else if (extension === '.safetensors') {
    const arrays = data as Readonly<Record<string, NDArray>>;
    renamed(where, () => streamTo(path, (write) => saveSafetensors(arrays, { ...options, write })));
  } else if (extension === '.npz') {
    renamed(where, () => writeFile(path, savezBytes(data as Readonly<Record<string, NDArray>>)));
  } else {
    throw new TypeError(
      `${where}: ${JSON.stringify(path)} ends in ${JSON.stringify(extension)}; save writes .npy, .npz and .safetensors files.`,
    );
  }
}

/**
 * Writes a .npz archive of `arrays` to `path` (NumPy's `np.savez(path, …)`): stored members named
 * after the keys (a list's as arr_0, arr_1 …).
 * @example savez('arrays.npz', { a: zeros([2]), b: ones([3]) });
 */
export function savez(path: string, arrays: Readonly<Record<string, NDArray>> | readonly NDArray[]): void {
  checkPath(path, 'savez');
  renamed('savez', () => writeFile(path, savezBytes(arrays)));
}

/**
 * Writes a .npz archive of `arrays` to `path` with deflated members (NumPy's
 * `np.savez_compressed`), deflated by node:zlib.
 * @example savezCompressed('arrays.npz', { a: zeros([2]) });
 */
export function savezCompressed(path: string, arrays: Readonly<Record<string, NDArray>> | readonly NDArray[]): void {
  checkPath(path, 'savezCompressed');
  renamed('savezCompressed', () => writeFile(path, savezBytes(arrays, { deflate: (bytes) => deflateRawSync(bytes) })));
}

/** A safetensors file opened by path: SafetensorsFile (read with getTensorSync) plus close(). */
export type SafetensorsFileHandle = SafetensorsFile & { close(): void; [Symbol.dispose](): void };

/**
 * Opens the safetensors file at `path` lazily (safetensors' `safe_open`): the header is read and
 * checked now; `getTensorSync(name)` reads that tensor alone through the file descriptor, straight
 * into memory (a 4 MB tensor out of a multi-GB file in milliseconds). Close it when done (or
 * `using file = safeOpen(path)`).
 * @example const file = safeOpen('model.safetensors'); const w = file.getTensorSync('w'); file.close();
 */
export function safeOpen(path: string): SafetensorsFileHandle {
  checkPath(path, 'safeOpen');
  const fd = renamed('safeOpen', () => openSync(path, 'r'));
  let closed = false;
  try {
    const source = fileSource(fd, path);
    const guarded: SyncByteSource = {
      size: source.size,
      readInto(into, position) {
        if (closed) throw new TypeError(`${path} was closed`);
        source.readInto(into, position);
      },
    };
    const file = renamed('safeOpen', () => safeOpenSync(guarded, { name: path })) as SafetensorsFileHandle;
    const close = () => {
      if (closed) return;
      closed = true;
      closeSync(fd);
    };
    Object.defineProperties(file, { close: { value: close }, [Symbol.dispose]: { value: close } });
    return file;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
