// The words of the operations' own errors, in a module that imports nothing, so that the executors,
// src/ops/operations.ts and jit share them without pulling the kernels' types into a declaration
// file a consumer reads (TypeScript 5.4 cannot read the generic typed arrays of src/kernels/heap.ts).

/** What writeValues' errors call a scalar operand of `operation`, one function per operation. */
const scalarDescriptions = new Map<string, () => string>();
export function scalarDescription(operation: string): () => string {
  let found = scalarDescriptions.get(operation);
  if (found === undefined) scalarDescriptions.set(operation, (found = () => `${operation}(): the scalar`));
  return found;
}

export function negativePowerError(operation: string): RangeError {
  return new RangeError(
    `${operation}(): integers cannot be raised to negative integer powers (as in NumPy); cast to a float dtype first.`,
  );
}
