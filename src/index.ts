export type * from '../types/index.js';
export { dtypes, weakTypes, isDType, isWeakType, materialize } from './dtypes.js';
export { TypePromotionError } from './errors.js';
export { policyNames } from './policy.js';
export { promoteTypes, resultType, binaryResultType, unaryResultType } from './promote.js';
export { jaxLattice, jaxLatticeX32, strictLattice } from './lattice-data.js';
