// The `random` namespace (`import { random } from 'dtype-lattice'`): JAX's jax.random with explicit
// keys. This module is the namespace's member list; each sampler lives in the module named below.
export { Key, isKey, key, keyData, split, foldIn, threefry2x32 } from './keys.js';
export { bits, uniform } from './uniform.js';
export { normal } from './continuous.js';
export { randint, bernoulli } from './discrete.js';
export { permutation, choice } from './permutation.js';
export { categorical } from './categorical.js';
export type { Float8DType, RandintDType, UintDType, UniformDType } from '../../plan/random.js';
