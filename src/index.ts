export type * from '../types/index.js';
export { dtypes, weakTypes, isDType, isWeakType, materialize } from './dtypes.js';
export { TypePromotionError } from './errors.js';
export { policyNames } from './policy.js';
export { promoteTypes, resultType, binaryResultType, unaryResultType } from './promote.js';
export { jaxLattice, jaxLatticeX32, strictLattice } from './lattice-data.js';
export { NDArray, array, zeros, ones, full, arange } from './ndarray.js';
export {
  createOperations,
  broadcastShapes,
  add,
  subtract,
  multiply,
  divide,
  floorDivide,
  remainder,
  power,
  maximum,
  minimum,
  equal,
  notEqual,
  less,
  lessEqual,
  greater,
  greaterEqual,
  bitwiseAnd,
  bitwiseOr,
  bitwiseXor,
  logicalAnd,
  logicalOr,
  logicalXor,
  negative,
  abs,
  square,
  sqrt,
  exp,
  log,
  sin,
  cos,
  tanh,
  bitwiseNot,
  logicalNot,
} from './ops.js';
export { withPolicy, type PolicyLibrary } from './with-policy.js';
export type { OperationTables } from '../types/policy.js';
export type { PolicyBound } from '../types/policies/with-policy.js';
