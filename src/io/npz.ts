// NumPy's .npz: a zip archive of .npy files, one per named array (np.savez stores them,
// np.savez_compressed deflates them). Inflating is asynchronous in browsers
// (DecompressionStream); the Node entry passes node:zlib's synchronous inflater instead.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { show } from '../errors/messages.js';
import { bytesOf, checkArray } from './common.js';
import { arrayOfPlan, planNpy, saveNpy } from './npy.js';
import { checkOptionsObject } from './safetensors.js';
import { crc32, type ZipInput, zipArchive, zipFailure, zipMembers } from './zip.js';

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
 * file, read as loadNpy reads one; `dtypes` names the dtype of members with a raw descr.
 * @example Object.keys(await loadNpz(savez({ a: zeros([2]) }))) //=> ['a']
 */
export async function loadNpz(
  bytes: Uint8Array | ArrayBuffer,
  options?: LoadNpzOptions,
): Promise<Record<string, AnyNDArray>> {
  const where = 'loadNpz';
  const source = bytesOf(bytes, where);
  const { name, inflate, dtypes } = checkOptionsObject(options, where, ['name', 'inflate', 'dtypes']) as LoadNpzOptions;
  if (inflate !== undefined && typeof inflate !== 'function')
    throw new TypeError(`${where}: option inflate must be a function, got ${show(inflate)}.`);
  const archive = name ?? 'the .npz data';
  const fail = zipFailure(where, archive);
  const members = zipMembers(source, fail);
  const result: Record<string, AnyNDArray> = Object.create(null);
  try {
    for (const member of members) {
      if (!member.name.endsWith('.npy')) fail(`has the member ${show(member.name)}, which is not a .npy file`);
      const key = member.name.slice(0, -4);
      const stored = source.subarray(member.dataOffset, member.dataOffset + member.compressedSize);
      let data = stored;
      if (member.method === 8) {
        try {
          data = await (inflate ?? streamInflate)(stored, member.size);
        } catch (error) {
          return fail(`member ${show(member.name)} ${(error as Error).message.replace(/^[^:]*inflat\w*: /i, '')}`);
        }
        if (data.length !== member.size)
          fail(
            `member ${show(member.name)} inflates to ${data.length} bytes, not the ${member.size} its header claims`,
          );
      }
      if (crc32(data) !== member.crc)
        fail(`member ${show(member.name)} fails its CRC-32 check (the archive is corrupt)`);
      const fileName = `${archive}/${member.name}`;
      const plan = planNpy(data, data.length, { name: fileName, dtype: dtypes?.[key] }, where);
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
function namedArrays(arrays: unknown, where: string): [string, AnyNDArray][] {
  if (Array.isArray(arrays)) return arrays.map((x, index) => [`arr_${index}`, checkArray(x, where, `array ${index}`)]);
  if (typeof arrays !== 'object' || arrays === null)
    throw new TypeError(
      `${where}: expected an object from names to arrays (or a list of arrays), got ${show(arrays)}.`,
    );
  return Object.entries(arrays).map(([name, x]) => [name, checkArray(x, where, `array ${show(name)}`)]);
}

function archiveOf(members: ZipInput[], where: string): Uint8Array {
  const total = members.reduce((sum, member) => sum + member.data.length + 2 * member.name.length + 80, 22);
  if (total >= 2 ** 32)
    throw new RangeError(
      `${where}: the archive would be ${total} bytes; archives of 4 GiB or more (zip64) are not written.`,
    );
  return zipArchive(members);
}

/**
 * The bytes of a .npz archive of `arrays` (NumPy's `np.savez`): each array a stored .npy member
 * named after its key (a list's arrays are arr_0, arr_1 …, as NumPy names them).
 * @example savez({ a: zeros([2]) }).length //=> 262
 */
export function savez(arrays: Readonly<Record<string, AnyNDArray>> | readonly AnyNDArray[]): Uint8Array {
  const where = 'savez';
  const members = namedArrays(arrays, where).map(([name, x]): ZipInput => {
    const data = saveNpy(x);
    return { name: `${name}.npy`, data, method: 0, crc: crc32(data), size: data.length };
  });
  return archiveOf(members, where);
}

/**
 * The bytes of a .npz archive of `arrays` with deflated members (NumPy's `np.savez_compressed`),
 * deflated by `deflate` (default: the platform's CompressionStream, so the result is a Promise).
 * @example (await loadNpz(await savezCompressed([zeros([3])]))).arr_0.toArray() //=> [0, 0, 0]
 */
export async function savezCompressed(
  arrays: Readonly<Record<string, AnyNDArray>> | readonly AnyNDArray[],
  options?: { readonly deflate?: Deflate },
): Promise<Uint8Array> {
  const where = 'savezCompressed';
  const { deflate } = checkOptionsObject(options, where, ['deflate']) as { deflate?: Deflate };
  if (deflate !== undefined && typeof deflate !== 'function')
    throw new TypeError(`${where}: option deflate must be a function, got ${show(deflate)}.`);
  const members: ZipInput[] = [];
  for (const [name, x] of namedArrays(arrays, where)) {
    const bytes = saveNpy(x);
    members.push({
      name: `${name}.npy`,
      data: await (deflate ?? streamDeflate)(bytes),
      method: 8,
      crc: crc32(bytes),
      size: bytes.length,
    });
  }
  return archiveOf(members, where);
}
