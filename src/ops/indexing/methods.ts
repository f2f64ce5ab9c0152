// The indexing methods: `x.take(…)`, `x.at(…)`, `x.with(…)` (src/ops/methods.ts installs them).
import { atFunction } from './advanced.js';
import { withValues } from './scatter.js';
import { take } from './take.js';

export const indexingMethods = { take, at: atFunction, with: withValues } as const;
