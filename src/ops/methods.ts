// The NDArray methods (`x.add(y)`, `x.sum()`, `x.clip(…)`, `x.transpose()`) are the functions of
// the modules below; this module puts them on NDArray.prototype as it loads. It sits above the
// array class and the operations (ndarray.ts imports nothing of this layer), so the modules whose
// public functions make arrays from JavaScript values (creation, creation-patterns, bytes, random,
// the operation and toolkit exports, withPolicy, jit) import it for its effect: a program that uses
// any of them loads it. package.json lists it under "sideEffects", so that bundlers keep that
// import although the package is otherwise marked free of side effects (a program that imports only
// `array` and calls `x.transpose()`); a program that imports only promotions does not load it.
import { NDArray } from '../array/ndarray.js';
import { jaxOperations } from './operations.js';
import { jaxProducts } from './products/products.js';
import { jaxReductions } from './reductions/functions.js';
import { reductionNames } from '../plan/reductions.js';
import { binaryOperations, operationInfo, unaryOperations } from '../policy/result-rules.js';
import { jaxSelection, selectionMethodNames } from './selection.js';
import { viewFunctions } from './views.js';
import { indexingMethods } from './indexing/methods.js';
import { sortingMethods } from './sorting/search.js';
import { argpartition } from './sorting/partition.js';
import { shapingMethods } from './shaping.js';
import { matrixPartMethods } from './matrix-parts.js';

type Method = (this: unknown, ...rest: unknown[]) => unknown;

/**
 * Makes each named function a method: `x.name(…)` is `name(x, …)`. `parameters` is how many
 * arguments follow the array (fixed counts keep the common calls free of rest-argument arrays).
 */
function define(functions: object, names: readonly string[], parameters: 1 | 2 | 'any'): void {
  for (const name of names) {
    const run = (functions as Record<string, (...operands: unknown[]) => unknown>)[name]!;
    const value: Method =
      parameters === 1
        ? function (this: unknown, options?: unknown) {
            return run(this, options);
          }
        : parameters === 2
          ? function (this: unknown, other?: unknown, options?: unknown) {
              return run(this, other, options);
            }
          : function (this: unknown, ...rest: unknown[]) {
              return run(this, ...rest);
            };
    Object.defineProperty(NDArray.prototype, name, { value, writable: true, configurable: true });
  }
}

/**
 * Installs every NDArray method, under JAX's policy: `a.add(b)` is `add(a, b)`,
 * `x.sum({ axis: 0 })` is `sum(x, { axis: 0 })`, `x.clip(lo, hi)`, `x.transpose()` …
 */
function installMethods(): void {
  // The operations that are methods: the rows without `method: false` (jax.Array has no x.sinh()).
  const method = (name: string) => !('method' in operationInfo[name as keyof typeof operationInfo]);
  define(jaxOperations, binaryOperations.filter(method), 2);
  define(jaxOperations, unaryOperations.filter(method), 1);
  define(jaxReductions, reductionNames, 2); // (axis or options, options): x.sum(1, { keepdims })
  define(jaxSelection, selectionMethodNames, 'any');
  define(viewFunctions, Object.keys(viewFunctions), 'any');
  define(jaxProducts, ['matmul', 'dot'], 2);
  define(indexingMethods, Object.keys(indexingMethods), 'any'); // at() after views: it extends theirs
  define(sortingMethods, Object.keys(sortingMethods), 'any'); // no sort(): NumPy's and JS's sort in place
  define(shapingMethods, Object.keys(shapingMethods), 'any');
  define(matrixPartMethods, Object.keys(matrixPartMethods), 'any'); // x.diagonal(), x.trace()
  define({ argpartition }, ['argpartition'], 'any'); // jax.Array's; no partition(): NumPy's works in place
}

installMethods();
