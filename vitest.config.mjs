// vitest settings and the two test tiers. `npm run test:unit` (the edit loop) runs the runtime unit
// tests; `npm run test:integration` the ones that pack, install, bundle, start browsers, compilers or
// language servers, grow memory to gigabytes or soak it (10⁶-operation heap loops, memory exhaustion,
// 1024² transposes of every element size). `npm test` runs both.
//
// The `sized` files run in both tiers: with fewer cases in the unit tier's `unit-sized` project
// (DTYPE_LATTICE_TIER=unit, read by test/support/tier.ts), with all of them in the integration one.
// `npm test` runs the projects `unit` and `integration`, so each sized file runs once, whole (its
// quick run is a subset). test/support/equality.ts compares typed arrays and lists of numbers in one pass.
//
// No test may depend on the machine's speed: CI shares its machine with other work, so each test's
// budget is sized for a machine several times slower than an idle one here (beside eight other
// builds the heaviest unit tests took up to 28 s; idle, about 5 s).
//
// The unit projects run in worker threads, not processes: starting a file's worker is cheaper
// (the unit tier took 98–99 s against 114 s in processes, side by side on a busy machine). The
// integration project keeps processes: its files grow memory to gigabytes and exhaust it on purpose.
import { defineConfig } from 'vitest/config';

const integration = [
  'test/browser.test.ts',
  'test/cli.test.ts',
  'test/compile-errors.test.ts',
  'test/consumer.test.ts',
  'test/creation-large.test.ts',
  'test/docs.test.ts',
  'test/hardening.test.ts',
  'test/memory-exhaustion.test.ts',
  'test/hover.test.ts',
  'test/package.test.ts',
  'test/readme.test.ts',
  'test/static-runtime.test.ts',
  'test/transpose.test.ts',
  'test/type-cost.test.ts',
];

// Sized (test/support/tier.ts): fewer random cases in the unit tier, all of them in integration; the
// drift tests of the generated type tests (megabytes each) run in integration only.
const sized = [
  'test/array-sweep.test.ts',
  'test/call-paths.test.ts',
  'test/fft.test.ts',
  'test/fuzz.test.ts',
  'test/generated.test.ts',
  'test/jit.test.ts',
  'test/linalg-512.test.ts',
  'test/narrow-blocked.test.ts',
  'test/policies-generated.test.ts',
  'test/silent-values.test.ts',
  'test/split-elementwise.test.ts',
];

// DTYPE_LATTICE_FMA=off: the suite's bit-for-bit expectations of float products are the plain
// micro-kernels' (Node 20 has no relaxed SIMD; Node ≥ 22 would fuse). test/fused-multiply-add.test.ts
// runs both builds in child processes of its own, and test/browser.test.ts the fused one in Chromium.
const fma = { DTYPE_LATTICE_FMA: 'off' };

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['test/support/equality.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...integration, ...sized],
          pool: 'threads',
          env: { DTYPE_LATTICE_TIER: 'unit', ...fma },
        },
      },
      // The sized files with fewer cases: in the edit loop (test:unit) only. `npm test` runs the
      // integration project, which has all their cases, instead.
      {
        extends: true,
        test: { name: 'unit-sized', include: sized, pool: 'threads', env: { DTYPE_LATTICE_TIER: 'unit', ...fma } },
      },
      { extends: true, test: { name: 'integration', include: [...integration, ...sized], env: fma } },
    ],
  },
});
