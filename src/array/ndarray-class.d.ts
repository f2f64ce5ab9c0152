// NDArray as the package exports it: the type level's declared class itself (types/ndarray.ts), one
// symbol for its type and its value, which ./ndarray-class.js gives at run time (the class of
// ./ndarray.ts). A consumer's declarations then name an array `NDArray<…>` from the package.
export { NDArray } from '../../types/ndarray.js';
