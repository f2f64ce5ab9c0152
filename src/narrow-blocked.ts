// Moved to src/execute/narrow-blocks.ts (the narrow-blocks executor); kept for the tests and
// benchmarks that switch the path off.
export {
  narrowBlockElements,
  narrowBlockedRuns,
  runNarrowBlocked,
  setNarrowBlocking,
} from './execute/narrow-blocks.js';
