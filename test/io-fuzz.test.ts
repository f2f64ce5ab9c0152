// The readers against mutated files (fast-check): bytes flipped, cut, inserted, header lengths and
// header text rewritten, safetensors headers made up. Every outcome is an array (disposed here) or
// an Error whose message starts with the function's name; never an engine error, a hang or a
// broken library. DTYPE_LATTICE_IO_FUZZ sets the runs per reader (default 2,000; 10⁵ for the issue's
// figures: DTYPE_LATTICE_IO_FUZZ=100000 npx vitest run test/io-fuzz.test.ts).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { array, loadNpy, loadNpz, loadSafetensors, memoryStats, type NDArray } from '../src/index.js';

const runs = Number(process.env.DTYPE_LATTICE_IO_FUZZ ?? 2000);
const dir = new URL('fixtures/io/', import.meta.url);
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));

const npyFiles = [
  'float32.npy',
  'int4.npy',
  'complex128.be.f.npy',
  'bool.0d.npy',
  'float16.empty.npy',
  'float32.v3.npy',
  'uint64.be.npy',
].map(read);
const safetensorsFiles = ['all.safetensors', 'f4.safetensors', 'f6.safetensors'].map(read);
const npzFiles = ['stored.npz', 'deflated.npz', 'positional.npz'].map(read);

type Mutation =
  | { kind: 'flip'; at: number; value: number }
  | { kind: 'cut'; at: number }
  | { kind: 'insert'; at: number; bytes: number[] }
  | { kind: 'length'; value: number }
  | { kind: 'digit'; at: number; digit: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 9 }),
  }),
  fc.record({
    kind: fc.constant('length' as const),
    value: fc.oneof(fc.nat(), fc.integer({ min: 0, max: 2 ** 32 - 1 })),
  }),
  fc.record({ kind: fc.constant('digit' as const), at: fc.nat(), digit: fc.integer({ min: 0, max: 9 }) }),
);

/** `base` with `mutations` applied; `lengthAt` is where the header-length field lies. */
function mutate(base: Uint8Array, mutations: readonly Mutation[], lengthAt: number, lengthBytes: number): Uint8Array {
  let bytes = base.slice();
  for (const each of mutations) {
    const at = bytes.length === 0 ? 0 : (each as { at?: number }).at! % (bytes.length + 1);
    if (each.kind === 'flip' && bytes.length > 0) bytes[at % bytes.length] = each.value;
    else if (each.kind === 'cut') bytes = bytes.slice(0, at);
    else if (each.kind === 'insert')
      bytes = new Uint8Array([...bytes.subarray(0, at), ...each.bytes, ...bytes.subarray(at)]);
    else if (each.kind === 'length' && lengthBytes > 0 && bytes.length >= lengthAt + lengthBytes) {
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      if (lengthBytes === 2) view.setUint16(lengthAt, each.value & 0xffff, true);
      else view.setUint32(lengthAt, each.value, true);
    } else if (each.kind === 'digit') {
      // a digit of the header text (a shape, an offset) replaced: the claims change, the data do not
      const text = bytes.subarray(0, Math.min(bytes.length, 400));
      const digits = [...text.keys()].filter((index) => text[index]! >= 0x30 && text[index]! <= 0x39);
      if (digits.length > 0) bytes[digits[at % digits.length]!] = 0x30 + each.digit;
    }
  }
  return bytes;
}

/** Runs `read`; an array is disposed, an error must name `where`. Returns what happened. */
function outcome(where: string, read: () => unknown): 'read' | 'refused' {
  let result: unknown;
  try {
    result = read();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith(`${where}: `)) {
      throw new Error(`${where} threw an error that does not name it: ${String(error)}`);
    }
    return 'refused';
  }
  const arrays = (
    result && typeof result === 'object' && 'dispose' in result ? [result] : Object.values(result as object)
  ) as NDArray[];
  for (const x of arrays) {
    void x.size;
    x.dispose();
  }
  return 'read';
}

const tally: Record<string, { read: number; refused: number }> = {};
const count = (reader: string, what: 'read' | 'refused') => {
  tally[reader] ??= { read: 0, refused: 0 };
  tally[reader][what] += 1;
};

describe(`the readers on ${runs} mutated files each`, () => {
  it('loadNpy', () => {
    fc.assert(
      fc.property(
        fc.nat(npyFiles.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (index, mutations, typed) => {
          const bytes = mutate(npyFiles[index]!, mutations, 8, index === 5 ? 4 : 2);
          count(
            'loadNpy',
            outcome('loadNpy', () => loadNpy(bytes, typed ? { dtype: 'int4' } : undefined)),
          );
        },
      ),
      { numRuns: runs },
    );
  });
  it('loadSafetensors', () => {
    fc.assert(
      fc.property(
        fc.nat(safetensorsFiles.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (index, mutations) => {
          const bytes = mutate(safetensorsFiles[index]!, mutations, 0, 4);
          count(
            'loadSafetensors',
            outcome('loadSafetensors', () => loadSafetensors(bytes)),
          );
        },
      ),
      { numRuns: runs },
    );
  });
  it('loadSafetensors on made-up headers', () => {
    const dtype = fc.constantFrom('F32', 'F4', 'F6_E2M3', 'BOOL', 'C64', 'U64', 'F8_E8M0', 'X');
    const dim = fc.oneof(fc.nat(5), fc.constant(2 ** 31), fc.integer({ min: -2, max: 2 ** 53 + 2 }));
    const tensor = fc.record({
      dtype,
      shape: fc.array(dim, { maxLength: 3 }),
      data_offsets: fc.tuple(fc.nat(40), fc.nat(40)),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), tensor, { maxKeys: 3 }), fc.nat(40), (header, data) => {
        const text = new TextEncoder().encode(JSON.stringify(header));
        const bytes = new Uint8Array(8 + text.length + data);
        new DataView(bytes.buffer).setUint32(0, text.length, true);
        bytes.set(text, 8);
        count(
          'made-up headers',
          outcome('loadSafetensors', () => loadSafetensors(bytes)),
        );
      }),
      { numRuns: runs },
    );
  });
  it('loadNpz', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(npzFiles.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        async (index, mutations) => {
          const bytes = mutate(npzFiles[index]!, mutations, 0, 0);
          let result: unknown;
          try {
            result = await loadNpz(bytes);
          } catch (error) {
            if (!(error instanceof Error) || !error.message.startsWith('loadNpz: '))
              throw new Error(`loadNpz: an unnamed error: ${String(error)}`);
            count('loadNpz', 'refused');
            return;
          }
          for (const x of Object.values(result as Record<string, NDArray>)) x.dispose();
          count('loadNpz', 'read');
        },
      ),
      { numRuns: runs },
    );
  });
  it('leaves the library working and nothing held', () => {
    expect(array([1, 2], 'float32').toArray()).toEqual([1, 2]);
    expect(Object.keys(tally).length).toBe(4);
    if (process.env.DTYPE_LATTICE_IO_FUZZ) console.log(`io fuzz: ${JSON.stringify(tally)}`);
    expect(memoryStats().liveArrays).toBeLessThan(50);
  });
});
