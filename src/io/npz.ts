// NumPy's .npz: a zip archive of .npy files, one per named array (np.savez stores them,
// np.savez_compressed deflates them). Inflating is asynchronous in browsers
// (DecompressionStream); the Node entry passes node:zlib's synchronous inflater instead.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { show } from '../errors/messages.js';
import { checkDType, storage } from '../array/ndarray.js';
import { bytesOf, checkArray, isWholeSource, type WholeSource } from './common.js';
import { arrayOfPlan, planNpy, saveNpy } from './npy.js';
import { checkOptionsObject } from './safetensors.js';
import { crc32, type ZipInput, type ZipMember, zipArchive, zipFailure, zipMembers } from './zip.js';

/** Inflates raw deflate data that must come to exactly `size` bytes (more is an error: a zip bomb). */
export type Inflate = (compressed: Uint8Array, size: number) => Uint8Array | Promise<Uint8Array>;
/** Deflates bytes into raw deflate data. */
export type Deflate = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** The options of loadNpz. */
export interface LoadNpzOptions {
  /** What error messages call the archive (a file name); default 'the .npz data'. */
  readonly name?: string;
  /** The raw-deflate inflater (default: the platform's DecompressionStream('deflate-raw')). */
  readonly inflate?: Inflate;
  /** The dtype of members whose descr is ml_dtypes' ambiguous '<V2' / '<V1' (see loadNpy). */
  readonly dtypes?: Readonly<Record<string, DType>>;
}

/** Raw deflate data inflated by the platform's DecompressionStream, stopped past `size` bytes. */
export async function streamInflate(compressed: Uint8Array, size: number): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined')
    throw new Error('this platform has no DecompressionStream; pass { inflate } (the Node entry passes node:zlib)');
  const out = new Uint8Array(size);
  let at = 0;
  const stream = new Blob([compressed as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.length > size) {
      await reader.cancel();
      throw new Error(`inflates to more than the ${size} bytes its header claims`);
    }
    out.set(value, at);
    at += value.length;
  }
  if (at !== size) throw new Error(`inflates to ${at} bytes, not the ${size} its header claims`);
  return out;
}

/** Raw deflate of `bytes` by the platform's CompressionStream. */
export async function streamDeflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined')
    throw new Error('this platform has no CompressionStream; pass { deflate } (the Node entry passes node:zlib)');
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The arrays of a .npz archive (NumPy's `np.load` of an .npz), by name without the '.npy' (an
 * object without a prototype). Stored and deflated members; a deflated one is inflated by
 * `inflate` (default: DecompressionStream, so the result is a Promise). Each member is a .npy
 * file, read as loadNpy reads one; `dtypes` names the dtype of members with a raw descr. A Blob
 * (a File) or a fetch Response is read whole first.
 * @example const arrays = await loadNpz(savez({ a: zeros([2]) })); // arrays.a: the float64 array [0, 0]
 */
export function loadNpz(
  bytes: Uint8Array | ArrayBuffer | WholeSource,
  options?: LoadNpzOptions,
): Promise<Record<string, AnyNDArray>> {
  // Wrong arguments throw now; what is wrong with the archive rejects the Promise.
  const where = 'loadNpz';
  const checked = checkNpzOptions(options, where);
  // A Blob (a File) or a fetch Response is read whole first: the central directory is at the end.
  if (isWholeSource(bytes))
    return bytes.arrayBuffer().then((buffer) => readNpz(bytesOf(buffer, where), checked, where));
  return readNpz(bytesOf(bytes, where), checked, where);
}

async function readNpz(
  source: Uint8Array,
  checked: LoadNpzOptions,
  where: string,
): Promise<Record<string, AnyNDArray>> {
  const fail = zipFailure(where, checked.name ?? 'the .npz data');
  const members = zipMembers(source, fail);
  // Inflated first (asynchronously), then read as the synchronous path reads them.
  const inflated = new Map<ZipMember, Uint8Array>();
  for (const member of members) {
    if (member.method !== 8) continue;
    const stored = source.subarray(member.dataOffset, member.dataOffset + member.compressedSize);
    try {
      inflated.set(member, await (checked.inflate ?? streamInflate)(stored, member.size));
    } catch (error) {
      fail(`member ${show(member.name)} ${(error as Error)?.message ?? String(error)}`);
    }
  }
  return npzArrays(source, members, checked, where, (member) => inflated.get(member)!);
}

/**
 * loadNpz without a Promise, for a synchronous `inflate` (the Node entry passes node:zlib's
 * inflateRawSync); an archive of stored members needs none.
 * @example loadNpzSync(savez({ a: array([1, 2], 'int8') })).a.toArray() //=> [1, 2]
 */
export function loadNpzSync(
  bytes: Uint8Array | ArrayBuffer,
  options?: Omit<LoadNpzOptions, 'inflate'> & {
    readonly inflate?: (compressed: Uint8Array, size: number) => Uint8Array;
  },
): Record<string, AnyNDArray> {
  const where = 'loadNpzSync';
  const source = bytesOf(bytes, where);
  const checked = checkNpzOptions(options, where);
  const fail = zipFailure(where, checked.name ?? 'the .npz data');
  const members = zipMembers(source, fail);
  return npzArrays(source, members, checked, where, (member) => {
    if (checked.inflate === undefined)
      return fail(
        `member ${show(member.name)} is deflated: pass { inflate } (a synchronous raw-deflate inflater), or use loadNpz`,
      );
    const stored = source.subarray(member.dataOffset, member.dataOffset + member.compressedSize);
    let inflated: unknown;
    try {
      inflated = checked.inflate(stored, member.size);
    } catch (error) {
      return fail(`member ${show(member.name)} ${(error as Error)?.message ?? String(error)}`);
    }
    if (!(inflated instanceof Uint8Array))
      return fail(
        `member ${show(member.name)}: inflate gave ${show(inflated)}, not a Uint8Array (a synchronous inflater is needed)`,
      );
    return inflated;
  });
}

export function checkNpzOptions(options: unknown, where: string): LoadNpzOptions {
  const checked = checkOptionsObject(options, where, ['name', 'inflate', 'dtypes']) as LoadNpzOptions;
  if (checked.inflate !== undefined && typeof checked.inflate !== 'function')
    throw new TypeError(`${where}: option inflate must be a function, got ${show(checked.inflate)}.`);
  if (checked.name !== undefined && typeof checked.name !== 'string')
    throw new TypeError(`${where}: option name must be a string, got ${show(checked.name)}.`);
  const { dtypes } = checked;
  if (dtypes !== undefined) {
    if (typeof dtypes !== 'object' || dtypes === null)
      throw new TypeError(`${where}: option dtypes must be an object from array names to dtypes, got ${show(dtypes)}.`);
    for (const dtype of Object.values(dtypes)) checkDType(dtype, where);
  }
  return checked;
}

/** The arrays of an archive's members, `inflated` giving each deflated member's bytes. */
export function npzArrays(
  source: Uint8Array,
  members: readonly ZipMember[],
  options: LoadNpzOptions,
  where: string,
  inflated: (member: ZipMember) => Uint8Array,
): Record<string, AnyNDArray> {
  const archive = options.name ?? 'the .npz data';
  const fail = zipFailure(where, archive);
  const result: Record<string, AnyNDArray> = Object.create(null);
  try {
    for (const member of members) {
      if (!member.name.endsWith('.npy')) fail(`has the member ${show(member.name)}, which is not a .npy file`);
      const key = member.name.slice(0, -4);
      const data =
        member.method === 8
          ? inflated(member)
          : source.subarray(member.dataOffset, member.dataOffset + member.compressedSize);
      if (data.length !== member.size)
        fail(`member ${show(member.name)} inflates to ${data.length} bytes, not the ${member.size} its header claims`);
      if (crc32(data) !== member.crc)
        fail(`member ${show(member.name)} fails its CRC-32 check (the archive is corrupt)`);
      const fileName = `${archive}/${member.name}`;
      const plan = planNpy(
        data,
        data.length,
        {
          name: fileName,
          dtype: options.dtypes && Object.hasOwn(options.dtypes, key) ? options.dtypes[key] : undefined,
        },
        where,
      );
      result[key] = arrayOfPlan(plan, where, fileName, (into) =>
        into.set(data.subarray(plan.dataOffset, plan.dataOffset + plan.dataBytes)),
      );
    }
  } catch (error) {
    for (const made of Object.values(result)) made.dispose();
    throw error;
  }
  return result;
}

/** The named arrays of savez: an object's entries, or a list's as arr_0, arr_1 … (NumPy's names). */
export function namedArrays(arrays: unknown, where: string): [string, AnyNDArray][] {
  if (Array.isArray(arrays)) return arrays.map((x, index) => [`arr_${index}`, checkArray(x, where, `array ${index}`)]);
  if (typeof arrays !== 'object' || arrays === null || storage in arrays)
    throw new TypeError(
      `${where}: expected an object from names to arrays (or a list of arrays), got ${show(arrays)}${typeof arrays === 'object' && arrays !== null ? ': name it, as { x }' : ''}.`,
    );
  return Object.entries(arrays).map(([name, x]) => [name, checkArray(x, where, `array ${show(name)}`)]);
}

export function archiveOf(members: ZipInput[], where: string): Uint8Array {
  const total = members.reduce((sum, member) => sum + member.data.length + 2 * member.name.length + 80, 22);
  if (total >= 2 ** 32)
    throw new RangeError(
      `${where}: the archive would be ${total} bytes; archives of 4 GiB or more (zip64) are not written.`,
    );
  return zipArchive(members);
}

/**
 * The bytes of a .npz archive of `arrays` (NumPy's `np.savez`): each array a stored .npy member
 * named after its key (a list's arrays are arr_0, arr_1 …, as NumPy names them). With a
 * synchronous `deflate` (node:zlib's deflateRawSync), the members are deflated instead
 * (np.savez_compressed's archive).
 * @example savez({ a: zeros([2]) }).length //=> 244
 */
export function savez(
  arrays: Readonly<Record<string, AnyNDArray>> | readonly AnyNDArray[],
  options?: { readonly deflate?: (bytes: Uint8Array) => Uint8Array },
): Uint8Array {
  const where = 'savez';
  const { deflate } = checkOptionsObject(options, where, ['deflate']) as {
    deflate?: (bytes: Uint8Array) => Uint8Array;
  };
  if (deflate !== undefined && typeof deflate !== 'function')
    throw new TypeError(`${where}: option deflate must be a function, got ${show(deflate)}.`);
  const members = namedArrays(arrays, where).map(([name, x]): ZipInput => {
    const bytes = saveNpy(x);
    if (deflate === undefined)
      return { name: `${name}.npy`, data: bytes, method: 0, crc: crc32(bytes), size: bytes.length };
    const data = deflate(bytes);
    if (!(data instanceof Uint8Array))
      throw new TypeError(`${where}: deflate gave ${show(data)}, not a Uint8Array (a synchronous deflater is needed).`);
    return { name: `${name}.npy`, data, method: 8, crc: crc32(bytes), size: bytes.length };
  });
  return archiveOf(members, where);
}

/**
 * The bytes of a .npz archive of `arrays` with deflated members (NumPy's `np.savez_compressed`),
 * deflated by `deflate` (default: the platform's CompressionStream, so the result is a Promise).
 * @example const bytes = await savezCompressed({ w: zeros([3]) }); // np.load reads it back
 */
export function savezCompressed(
  arrays: Readonly<Record<string, AnyNDArray>> | readonly AnyNDArray[],
  options?: { readonly deflate?: Deflate },
): Promise<Uint8Array> {
  // Wrong arguments throw now (the .npy bytes are made now, from the arrays as they are); deflating rejects.
  const where = 'savezCompressed';
  const { deflate } = checkOptionsObject(options, where, ['deflate']) as { deflate?: Deflate };
  if (deflate !== undefined && typeof deflate !== 'function')
    throw new TypeError(`${where}: option deflate must be a function, got ${show(deflate)}.`);
  const files = namedArrays(arrays, where).map(([name, x]) => [`${name}.npy`, saveNpy(x)] as const);
  return (async () => {
    const members: ZipInput[] = [];
    for (const [name, bytes] of files)
      members.push({
        name,
        data: await (deflate ?? streamDeflate)(bytes),
        method: 8,
        crc: crc32(bytes),
        size: bytes.length,
      });
    return archiveOf(members, where);
  })();
}
