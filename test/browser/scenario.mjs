// What the browser pages run, and Node runs too: the two logs must be equal. Promotions, every
// dtype's arithmetic (and the errors where an operation is not defined), jit, the memory API, files.
// `lib` is the package's namespace, however the page got it (esbuild, Vite, webpack, native ESM).
export async function scenario(lib) {
  const log = [];
  const record = (label, run) => {
    try {
      const value = run();
      log.push([
        label,
        typeof value === 'bigint'
          ? `${value}n`
          : JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${item}n` : item)),
      ]);
    } catch (error) {
      log.push([label, `${error.name}: ${error.message}`]);
    }
  };
  record('promote int8 uint8', () => lib.promoteTypes('int8', 'uint8'));
  record('promote bfloat16 float16', () => lib.promoteTypes('bfloat16', 'float16'));
  record('numpy int64 uint64', () => lib.promoteTypes('int64', 'uint64', { policy: 'numpy' }));
  record('strict refuses', () => lib.promoteTypes('float32', 'int32', { policy: 'strict' }));
  record('ready before', () => lib.isReady());
  await lib.ready();
  record('ready after', () => lib.isReady());

  const operations = [
    'add',
    'subtract',
    'multiply',
    'divide',
    'floorDivide',
    'remainder',
    'power',
    'maximum',
    'minimum',
    'less',
    'negative',
    'abs',
    'sqrt',
  ];
  for (const dtype of lib.dtypes) {
    const kind =
      dtype === 'bool' ? 'bool' : dtype.startsWith('complex') ? 'complex' : dtype.includes('int') ? 'int' : 'float';
    // int2, uint2, int4, uint4 hold only small values.
    const subByte = /^u?int[24]$/.test(dtype);
    const left =
      kind === 'bool'
        ? [true, false, true]
        : kind === 'complex'
          ? [{ re: 1, im: 2 }, { re: -3, im: 0.5 }, 4]
          : subByte
            ? [1, 0, 1]
            : [7, 3, 100];
    const right =
      kind === 'bool'
        ? [true, true, false]
        : kind === 'complex'
          ? [{ re: 0.5, im: -1 }, 2, { re: 0, im: 1 }]
          : subByte
            ? [1, 1, 0]
            : [2, 5, 9];
    const a = lib.array(left, dtype);
    const b = lib.array(right, dtype);
    for (const operation of operations) {
      record(`${operation} ${dtype}`, () => {
        const result =
          lib[operation].length === 1 || ['negative', 'abs', 'sqrt'].includes(operation)
            ? lib[operation](a)
            : lib[operation](a, b);
        const out = [result.dtype, result.toArray()];
        result.dispose();
        return out;
      });
    }
    record(`weak scalar ${dtype}`, () => lib.multiply(a, 2).dtype);
    a.dispose();
    b.dispose();
  }

  // jit: each chain traced, then replayed with its runs fused into generated WebAssembly (compiled
  // under the page's policy, like the kernels), or run block by block (float16, int16); each must
  // equal the same chain op by op, element for element, and equal Node's log.
  const affine = (x, y) => lib.add(lib.multiply(lib.divide(lib.subtract(x, 0.5), 2), y), 1.5);
  const chains = [
    ['affine float32', 'float32', affine],
    ['hypot float64', 'float64', (x, y) => lib.sqrt(lib.add(lib.multiply(x, x), lib.multiply(y, y)))],
    ['affine float16', 'float16', affine],
    ['int16 x*3 + y - 7', 'int16', (x, y) => lib.subtract(lib.add(lib.multiply(x, 3), y), 7)],
    [
      'uint8 image to float32',
      'uint8',
      (x, y) => lib.multiply(lib.subtract(x.astype('float32'), y.astype('float32')), 1 / 255),
    ],
  ];
  const modulesBefore = lib.jitStats().modules;
  for (const [label, dtype, chain] of chains) {
    // 4099 elements: SIMD blocks and a scalar tail.
    const x = lib.array(
      Array.from({ length: 4099 }, (_, index) => (index * 37) % 251),
      dtype,
    );
    const y = lib.array(
      Array.from({ length: 4099 }, (_, index) => (index * 11) % 97),
      dtype,
    );
    const jitted = lib.jit(chain);
    record(`jit ${label}`, () => {
      jitted(x, y).dispose();
      const fused = jitted(x, y);
      const reference = chain(x, y);
      const values = fused.toArray();
      const same = JSON.stringify(values) === JSON.stringify(reference.toArray()) && fused.dtype === reference.dtype;
      const out = [fused.dtype, fused.shape, same, values.slice(0, 3)];
      fused.dispose();
      reference.dispose();
      return out;
    });
    x.dispose();
    y.dispose();
  }
  record('jit generated modules', () => lib.jitStats().modules > modulesBefore);
  record('jit of a non-function', () => lib.jit(42));

  // The memory API: creation, views, casts, reshape, dispose, use after dispose, exhaustion.
  record('zeros', () => lib.zeros([2, 3], 'int16').toArray());
  record('arange reshape', () => lib.arange(6).reshape([2, -1]).toArray());
  record('broadcast', () => lib.add(lib.zeros([2, 1], 'float32'), lib.arange(3, 'float32')).toArray());
  record('typed array', () => Array.from(lib.array([1.5, 2.5], 'float16').toTypedArray()));
  record('astype', () => lib.array([1.9, -2.9, 300], 'float32').astype('uint8').toArray());
  record('dispose', () => {
    const disposed = lib.ones([4]);
    disposed.dispose();
    disposed.dispose();
    return disposed.toArray();
  });
  record('exhausted', () => lib.zeros([2 ** 31], 'float64'));
  record('works after', () => lib.add(lib.array([1, 2], 'uint8'), 1).toArray());

  // Files: .npy and safetensors from bytes, safetensors lazily from a Blob (Blob.slice), .npz
  // deflated by CompressionStream and inflated by DecompressionStream; a broken file's error.
  const weights = lib.array(
    [
      [1, 2],
      [3, 4],
    ],
    'bfloat16',
  );
  record('npy round trip', () => lib.loadNpy(lib.saveNpy(weights), { dtype: 'bfloat16' }).toArray());
  record('safetensors round trip', () => lib.loadSafetensors(lib.saveSafetensors({ w: weights })).w.toArray());
  const file = await lib.safeOpen(new Blob([lib.saveSafetensors({ w: weights, b: lib.ones([2], 'float32') })]));
  const lazy = await file.getTensor('w');
  record('safeOpen over a Blob', () => [file.keys(), lazy.toArray()]);
  const archive = await lib.loadNpz(await lib.savezCompressed({ w: lib.array([1, 2, 3], 'int16') }));
  record('npz deflated and inflated by the platform', () => archive.w.toArray());
  record('broken npy', () => lib.loadNpy(new Uint8Array(3)));
  return log;
}
