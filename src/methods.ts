// The NDArray methods (`x.add(y)`, `x.sum()`, `x.clip(…)`, `x.transpose()`) are the functions of
// four modules. They are installed when the first array is made, not as those modules load: the
// package is marked free of side effects, so a bundler drops a module none of whose exports the
// program imports, and a method installed by its loading would then be missing (a program that
// imports only `array` and calls `x.transpose()`). Arrays always come from NDArray's constructor,
// which calls installMethods(); by then every module has loaded, whatever the import order.
import { NDArray } from './ndarray.js';
import { jaxOperations } from './operations.js';
import { jaxProducts } from './matmul.js';
import { jaxReductions, reductionNames } from './reductions.js';
import { binaryOperations, unaryOperations } from './result-rules.js';
import { jaxSelection, selectionMethodNames } from './selection.js';
import { viewFunctions } from './views.js';
import { indexingMethods } from './indexing.js';
import { sortingMethods } from './sorting.js';
import { shapingMethods } from './shaping.js';

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
 * Installs every NDArray method (once), under JAX's policy: `a.add(b)` is `add(a, b)`,
 * `x.sum({ axis: 0 })` is `sum(x, { axis: 0 })`, `x.clip(lo, hi)`, `x.transpose()` …
 */
export function installMethods(): void {
  define(jaxOperations, binaryOperations, 2);
  define(jaxOperations, unaryOperations, 1);
  define(jaxReductions, reductionNames, 1);
  define(jaxSelection, selectionMethodNames, 'any');
  define(viewFunctions, Object.keys(viewFunctions), 'any');
  define(jaxProducts, ['matmul', 'dot'], 2);
  define(indexingMethods, Object.keys(indexingMethods), 'any'); // at() after views: it extends theirs
  define(sortingMethods, Object.keys(sortingMethods), 'any'); // no sort(): NumPy's and JS's sort in place
  define(shapingMethods, Object.keys(shapingMethods), 'any');
}
