// NDArray's methods: each family's method interface, merged here into the class of types/ndarray.ts
// (src/api/methods.ts installs the functions on the runtime's prototype). The families import the
// array type, so the class cannot import them: they come to it from above, as one augmentation.
import type { ArrayMethods } from './array.js';
import type { AnyDType } from './dtype.js';
import type { IndexingMethods } from './indexing.js';
import type { ProductMethods } from './matmul.js';
import type {} from './ndarray.js';
import type { ReductionMethods } from './reductions.js';
import type { SelectionMethods } from './selection.js';
import type { Shape } from './shape.js';
import type { ShapingMethods } from './shaping.js';
import type { SortingMethods } from './sorting.js';
import type { MatrixPartMethods } from './matrix-parts.js';
import type { ViewMethods } from './view-methods.js';

declare module './ndarray.js' {
  // The operations, views, reductions and selection functions as methods.
  interface NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]>
    extends ArrayMethods,
      ViewMethods,
      ReductionMethods,
      SelectionMethods,
      ProductMethods,
      IndexingMethods,
      SortingMethods,
      ShapingMethods,
      MatrixPartMethods {}
}
