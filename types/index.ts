export type * from './dtype.js';
export type * from './error.js';
export type * from './messages.js';
export type * from './ops.js';
export type { PolicyName, PolicySpec, PromoteOptions, PromotionTables } from './policy.js';
export type * from './promote.js';
export type * from './result-type.js';
export type * from './scalar.js';
export type { JoinTable, UpperBounds } from './lattice.js';
