// The NDArray methods (`x.add(y)`, `x.sum()`, `x.clip(…)`, `x.transpose()`) are the functions of
// four modules. They are installed when the first array is made, not as those modules load: the
// package is marked free of side effects, so a bundler drops a module none of whose exports the
// program imports, and a method installed by its loading would then be missing (a program that
// imports only `array` and calls `x.transpose()`). Arrays always come from NDArray's constructor,
// which calls installMethods(); by then every module has loaded, whatever the import order.
import { installOperationMethods } from './operations.js';
import { installReductionMethods } from './reductions.js';
import { installSelectionMethods } from './selection.js';
import { installViewMethods } from './views.js';

/** Installs every NDArray method (once). */
export function installMethods(): void {
  installOperationMethods();
  installReductionMethods();
  installSelectionMethods();
  installViewMethods();
}
