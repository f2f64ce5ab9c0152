// A one-off check module compiled in memory and instantiated, for the exhaustive scripts:
// asm/elementary32-check.ts (scripts/elementary32-exhaustive.mjs, tanh32-exhaustive.mjs,
// sinh32-exhaustive.mjs) and asm/exp32-check.ts (scripts/exp32-exhaustive.mjs).
import asc from 'assemblyscript/asc';
import { fileURLToPath } from 'node:url';

/** The check module's exports; exits with the compiler's messages where it fails to compile. */
export async function checkModule(entry = 'asm/elementary32-check.ts', flags = []) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outputs = {};
  const { error, stderr } = await asc.main(
    [
      entry,
      '--enable',
      'simd',
      '-O3',
      '--noAssert',
      '--runtime',
      'stub',
      '--uncheckedBehavior',
      'always',
      ...flags,
      '--outFile',
      'check.wasm',
    ],
    {
      baseDir: root,
      writeFile: (name, contents) => {
        outputs[name] = contents;
      },
    },
  );
  if (error) {
    console.error(stderr.toString());
    process.exit(1);
  }
  const { exports } = await WebAssembly.instantiate(await WebAssembly.compile(outputs['check.wasm']), {
    env: {
      abort: () => {
        throw new Error('abort');
      },
      seed: () => 1,
    },
  });
  return exports;
}
