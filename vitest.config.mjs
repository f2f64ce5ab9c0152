// vitest settings for every tier. No test may depend on the machine's speed: CI shares its machine
// with other work, so each test's budget is sized for a machine several times slower than an idle
// one here (the heaviest unit test takes about 5 s idle and 20 s beside another `npm test`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
