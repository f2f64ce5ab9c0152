// The part of the zip format .npz files use: stored and deflated members, zip64 sizes (NumPy
// writes its members with zip64 extra fields), one disk, no encryption. Members are found through
// the central directory, and every offset and size is checked against the archive's bytes.
import { FileFormatError } from './common.js';

/** A member of an archive, checked to lie inside it. */
export interface ZipMember {
  readonly name: string;
  /** 0 stored, 8 deflated. */
  readonly method: 0 | 8;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  /** Where its (compressed) bytes start. */
  readonly dataOffset: number;
}

type Fail = (why: string) => never;

export function zipFailure(where: string, name: string): Fail {
  return (why: string): never => {
    throw new FileFormatError(`${where}: ${name}: ${why}.`);
  };
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;

/** The members of the archive `bytes`, in the central directory's order. */
export function zipMembers(bytes: Uint8Array, fail: Fail): ZipMember[] {
  const length = bytes.length;
  if (length < 22) fail(`is truncated: ${length} bytes, shorter than a zip archive's end record`);
  let end = -1;
  for (let at = length - 22; at >= Math.max(0, length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === 0x06054b50 && at + 22 + u16(bytes, at + 20) === length) {
      end = at;
      break;
    }
  }
  if (end < 0) fail('is not a zip archive (.npz): no end-of-central-directory record');
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0) fail('is a multi-disk zip archive');
  let count = u16(bytes, end + 10);
  let directorySize = u32(bytes, end + 12);
  let directoryOffset = u32(bytes, end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || u32(bytes, locator) !== 0x07064b50) fail('has zip64 sizes without a zip64 locator');
    const record = u64(bytes, locator + 8);
    if (record + 56 > locator || u32(bytes, record) !== 0x06064b50)
      fail('has a zip64 locator that points outside the archive');
    count = u64(bytes, record + 32);
    directorySize = u64(bytes, record + 40);
    directoryOffset = u64(bytes, record + 48);
  }
  if (directoryOffset + directorySize > end)
    fail(`has a central directory (at ${directoryOffset}, ${directorySize} bytes) past its end record`);
  if (count > directorySize / 46) fail(`claims ${count} members in a central directory of ${directorySize} bytes`);
  const members: ZipMember[] = [];
  const names = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directoryOffset + directorySize || u32(bytes, at) !== 0x02014b50)
      fail(`has a broken central directory entry ${index}`);
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const crc = u32(bytes, at + 16);
    let compressedSize = u32(bytes, at + 20);
    let size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    let localOffset = u32(bytes, at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directoryOffset + directorySize)
      fail(`has a central directory entry ${index} that runs past the directory`);
    let name: string;
    try {
      name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1', { fatal: true }).decode(
        bytes.subarray(at + 46, at + 46 + nameLength),
      );
    } catch {
      return fail(`has a member name (entry ${index}) that is not UTF-8`);
    }
    // zip64: the sizes and offset that are 0xffffffff come from the extra field, in this order.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; ) {
      const id = u16(bytes, extra);
      const fieldLength = u16(bytes, extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const take = () => {
          if (field + 8 > extra + 4 + fieldLength) fail(`member ${JSON.stringify(name)} has a short zip64 field`);
          const value = u64(bytes, field);
          field += 8;
          return value;
        };
        if (size === 0xffffffff) size = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localOffset === 0xffffffff) localOffset = take();
      }
      extra += 4 + fieldLength;
    }
    if (flags & 0x1) fail(`member ${JSON.stringify(name)} is encrypted`);
    if (method !== 0 && method !== 8)
      fail(`member ${JSON.stringify(name)} is compressed with method ${method}; stored (0) and deflated (8) are read`);
    if (method === 0 && compressedSize !== size)
      fail(`member ${JSON.stringify(name)} is stored, but its sizes differ (${compressedSize} and ${size})`);
    if (names.has(name)) fail(`has the member ${JSON.stringify(name)} twice`);
    names.add(name);
    if (localOffset + 30 > directoryOffset || u32(bytes, localOffset) !== 0x04034b50)
      fail(`member ${JSON.stringify(name)} has no local header at ${localOffset}`);
    const dataOffset = localOffset + 30 + u16(bytes, localOffset + 26) + u16(bytes, localOffset + 28);
    if (dataOffset + compressedSize > directoryOffset)
      fail(`member ${JSON.stringify(name)} claims ${compressedSize} bytes at ${dataOffset}, past the archive's data`);
    members.push({ name, method: method as 0 | 8, crc, compressedSize, size, dataOffset });
    at = next;
  }
  return members;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (the zip format's) of `bytes`. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  if (crcTable === undefined) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  const table = crcTable;
  let c = ~crc;
  for (let index = 0; index < bytes.length; index += 1) c = table[(c ^ bytes[index]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** A member to write: its name, bytes as stored, and the facts of the uncompressed bytes. */
export interface ZipInput {
  readonly name: string;
  readonly data: Uint8Array;
  readonly method: 0 | 8;
  readonly crc: number;
  readonly size: number;
}

/** A zip archive of `members` (no zip64: an archive of 4 GiB or more is refused by the caller). */
export function zipArchive(members: readonly ZipInput[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = members.map((member) => encoder.encode(member.name));
  let total = 22;
  members.forEach((member, index) => {
    total += 30 + names[index]!.length + member.data.length + 46 + names[index]!.length;
  });
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  const header = (member: ZipInput, name: Uint8Array, central: boolean) => {
    const flags = name.some((byte) => byte > 0x7f) ? 0x800 : 0;
    view.setUint32(at, central ? 0x02014b50 : 0x04034b50, true);
    let field = at + 4;
    if (central) {
      view.setUint16(field, 20, true); // made by: version 2.0
      field += 2;
    }
    view.setUint16(field, 20, true); // needed: version 2.0
    view.setUint16(field + 2, flags, true);
    view.setUint16(field + 4, member.method, true);
    view.setUint16(field + 6, 0, true); // time 00:00:00
    view.setUint16(field + 8, 0x21, true); // date 1980-01-01
    view.setUint32(field + 10, member.crc, true);
    view.setUint32(field + 14, member.data.length, true);
    view.setUint32(field + 18, member.size, true);
    view.setUint16(field + 22, name.length, true);
    view.setUint16(field + 24, 0, true); // extra
    return field + 26;
  };
  members.forEach((member, index) => {
    offsets.push(at);
    at = header(member, names[index]!, false);
    out.set(names[index]!, at);
    at += names[index]!.length;
    out.set(member.data, at);
    at += member.data.length;
  });
  const directory = at;
  members.forEach((member, index) => {
    const start = at;
    at = header(member, names[index]!, true);
    // comment length, disk, internal and external attributes: 0; then the local header's offset
    view.setUint32(start + 42, offsets[index]!, true);
    at = start + 46;
    out.set(names[index]!, at);
    at += names[index]!.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, members.length, true);
  view.setUint16(at + 10, members.length, true);
  view.setUint32(at + 12, at - directory, true);
  view.setUint32(at + 16, directory, true);
  return out;
}
