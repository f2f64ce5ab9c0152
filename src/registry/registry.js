// @ts-check
/**
 * The registry: every dtype and every operation of the library, written once, as data.
 *
 * Everything else reads these rows: the runtime (src/lattice/dtypes.ts, src/ops/operations.ts, the planner),
 * the type level (`typeof` the rows, through allowJs), the kernel generator
 * (scripts/gen-kernels.mjs, plain Node, no build step), the NumPy oracle script (through
 * `node scripts/registry-json.mjs`), the docs and the generated tests. A new dtype or operation is
 * one row here plus its kernel; if it needs more, a column is missing.
 *
 * This file is plain JavaScript so that Node scripts can import it before anything is built;
 * `@type {const}` keeps every field a literal type for the checker.
 */

/**
 * The strong dtypes, in kernel-code order (code = position; the WebAssembly module numbers them so).
 * - short: JAX's short name (its documentation's promotion table).
 * - kind: bool | uint | int | float | complex.
 * - bits: the width of one element.
 * - storage: the typed array over its memory (bool as 0/1 bytes, bfloat16/float16 as 16-bit
 *   patterns, complex as interleaved re, im parts, the narrow dtypes' codes as bytes);
 *   `toTypedArray()` returns one, and `array(typed, dtype)` reads one of this class as storage.
 * - asm: the AssemblyScript type the kernels are instantiated with (asm/dtypes.ts).
 * - inexact: what true division and transcendental functions give (SPEC §4).
 * - real: what abs gives (the real dtype of a complex one, otherwise itself).
 * - reads: the JavaScript typed arrays `array()` takes as this dtype without a dtype argument
 *   (Float16Array where the platform has one: Node 22+, browsers); absent where there is none.
 * - narrow (the 8-, 6-, 4- and 2-bit formats only): `compute`, the dtype their arithmetic runs in
 *   (float32 for the floats, int32 for the integers; one rounding back per operation), and
 *   `perByte`, elements per byte of storage: 4-bit types two, 2-bit types four, element 0 in the
 *   lowest bits (XLA's packed order); float6 takes one byte, in its low six bits, as ml_dtypes.
 *   `toTypedArray()` gives one code per element (a Uint8Array), `tobytes()` the packed bytes.
 *   The floats also give their format: `exponent` and `mantissa` bits, the exponent `bias`, and how they spell
 *   `specials`: 'ieee' (±inf at the top exponent, NaN above), 'fn' (no inf; NaN is all ones),
 *   'fnuz' (no inf, no −0; NaN is 0x80), 'none' (no inf, no NaN: saturates), 'e8m0' (an unsigned
 *   exponent only). scripts/gen-kernels.mjs writes asm/narrow.generated.ts from them.
 */
// biome-ignore format: a row per line, read as a table
export const dtypeRows = /** @type {const} */ ([
  { name: 'bool', short: 'b1', kind: 'bool', bits: 8, storage: 'Uint8Array', asm: 'bool', inexact: 'float32', real: 'bool' },
  { name: 'uint8', short: 'u1', kind: 'uint', bits: 8, storage: 'Uint8Array', asm: 'u8', inexact: 'float32', real: 'uint8', reads: ['Uint8Array', 'Uint8ClampedArray'] },
  { name: 'uint16', short: 'u2', kind: 'uint', bits: 16, storage: 'Uint16Array', asm: 'u16', inexact: 'float32', real: 'uint16', reads: ['Uint16Array'] },
  { name: 'uint32', short: 'u4', kind: 'uint', bits: 32, storage: 'Uint32Array', asm: 'u32', inexact: 'float32', real: 'uint32', reads: ['Uint32Array'] },
  { name: 'uint64', short: 'u8', kind: 'uint', bits: 64, storage: 'BigUint64Array', asm: 'u64', inexact: 'float64', real: 'uint64', reads: ['BigUint64Array'] },
  { name: 'int8', short: 'i1', kind: 'int', bits: 8, storage: 'Int8Array', asm: 'i8', inexact: 'float32', real: 'int8', reads: ['Int8Array'] },
  { name: 'int16', short: 'i2', kind: 'int', bits: 16, storage: 'Int16Array', asm: 'i16', inexact: 'float32', real: 'int16', reads: ['Int16Array'] },
  { name: 'int32', short: 'i4', kind: 'int', bits: 32, storage: 'Int32Array', asm: 'i32', inexact: 'float32', real: 'int32', reads: ['Int32Array'] },
  { name: 'int64', short: 'i8', kind: 'int', bits: 64, storage: 'BigInt64Array', asm: 'i64', inexact: 'float64', real: 'int64', reads: ['BigInt64Array'] },
  { name: 'bfloat16', short: 'bf', kind: 'float', bits: 16, storage: 'Uint16Array', asm: 'BFloat16', inexact: 'bfloat16', real: 'bfloat16' },
  { name: 'float16', short: 'f2', kind: 'float', bits: 16, storage: 'Uint16Array', asm: 'Float16', inexact: 'float16', real: 'float16', reads: ['Float16Array'] },
  { name: 'float32', short: 'f4', kind: 'float', bits: 32, storage: 'Float32Array', asm: 'f32', inexact: 'float32', real: 'float32', reads: ['Float32Array'] },
  { name: 'float64', short: 'f8', kind: 'float', bits: 64, storage: 'Float64Array', asm: 'f64', inexact: 'float64', real: 'float64', reads: ['Float64Array'] },
  { name: 'complex64', short: 'c8', kind: 'complex', bits: 64, storage: 'Float32Array', asm: 'Complex64', inexact: 'complex64', real: 'float32' },
  { name: 'complex128', short: 'c16', kind: 'complex', bits: 128, storage: 'Float64Array', asm: 'Complex128', inexact: 'complex128', real: 'float64' },
  // The narrow formats of JAX and ml_dtypes (asm/narrow.ts): stored packed, computed in `narrow.compute`.
  { name: 'float8_e4m3fn', short: 'e4m3fn', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E4M3FN', inexact: 'float8_e4m3fn', real: 'float8_e4m3fn', narrow: { compute: 'float32', perByte: 1, exponent: 4, mantissa: 3, bias: 7, specials: 'fn' } },
  { name: 'float8_e5m2', short: 'e5m2', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E5M2', inexact: 'float8_e5m2', real: 'float8_e5m2', narrow: { compute: 'float32', perByte: 1, exponent: 5, mantissa: 2, bias: 15, specials: 'ieee' } },
  { name: 'float8_e4m3fnuz', short: 'e4m3fnuz', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E4M3FNUZ', inexact: 'float8_e4m3fnuz', real: 'float8_e4m3fnuz', narrow: { compute: 'float32', perByte: 1, exponent: 4, mantissa: 3, bias: 8, specials: 'fnuz' } },
  { name: 'float8_e5m2fnuz', short: 'e5m2fnuz', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E5M2FNUZ', inexact: 'float8_e5m2fnuz', real: 'float8_e5m2fnuz', narrow: { compute: 'float32', perByte: 1, exponent: 5, mantissa: 2, bias: 16, specials: 'fnuz' } },
  { name: 'float8_e4m3b11fnuz', short: 'e4m3b11', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E4M3B11FNUZ', inexact: 'float8_e4m3b11fnuz', real: 'float8_e4m3b11fnuz', narrow: { compute: 'float32', perByte: 1, exponent: 4, mantissa: 3, bias: 11, specials: 'fnuz' } },
  { name: 'float8_e3m4', short: 'e3m4', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E3M4', inexact: 'float8_e3m4', real: 'float8_e3m4', narrow: { compute: 'float32', perByte: 1, exponent: 3, mantissa: 4, bias: 3, specials: 'ieee' } },
  { name: 'float8_e4m3', short: 'e4m3', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E4M3', inexact: 'float8_e4m3', real: 'float8_e4m3', narrow: { compute: 'float32', perByte: 1, exponent: 4, mantissa: 3, bias: 7, specials: 'ieee' } },
  { name: 'float8_e8m0fnu', short: 'e8m0', kind: 'float', bits: 8, storage: 'Uint8Array', asm: 'Float8E8M0FNU', inexact: 'float8_e8m0fnu', real: 'float8_e8m0fnu', narrow: { compute: 'float32', perByte: 1, exponent: 8, mantissa: 0, bias: 127, specials: 'e8m0' } },
  { name: 'float6_e2m3fn', short: 'e2m3', kind: 'float', bits: 6, storage: 'Uint8Array', asm: 'Float6E2M3FN', inexact: 'float6_e2m3fn', real: 'float6_e2m3fn', narrow: { compute: 'float32', perByte: 1, exponent: 2, mantissa: 3, bias: 1, specials: 'none' } },
  { name: 'float6_e3m2fn', short: 'e3m2', kind: 'float', bits: 6, storage: 'Uint8Array', asm: 'Float6E3M2FN', inexact: 'float6_e3m2fn', real: 'float6_e3m2fn', narrow: { compute: 'float32', perByte: 1, exponent: 3, mantissa: 2, bias: 3, specials: 'none' } },
  { name: 'float4_e2m1fn', short: 'e2m1', kind: 'float', bits: 4, storage: 'Uint8Array', asm: 'Float4E2M1FN', inexact: 'float4_e2m1fn', real: 'float4_e2m1fn', narrow: { compute: 'float32', perByte: 2, exponent: 2, mantissa: 1, bias: 1, specials: 'none' } },
  { name: 'int2', short: 'int2', kind: 'int', bits: 2, storage: 'Uint8Array', asm: 'Int2', inexact: 'float32', real: 'int2', narrow: { compute: 'int32', perByte: 4 } },
  { name: 'int4', short: 'int4', kind: 'int', bits: 4, storage: 'Uint8Array', asm: 'Int4', inexact: 'float32', real: 'int4', narrow: { compute: 'int32', perByte: 2 } },
  { name: 'uint2', short: 'uint2', kind: 'uint', bits: 2, storage: 'Uint8Array', asm: 'UInt2', inexact: 'float32', real: 'uint2', narrow: { compute: 'int32', perByte: 4 } },
  { name: 'uint4', short: 'uint4', kind: 'uint', bits: 4, storage: 'Uint8Array', asm: 'UInt4', inexact: 'float32', real: 'uint4', narrow: { compute: 'int32', perByte: 2 } },
]);

/**
 * The weak types: the kinds of JavaScript scalars (Python's int, float, complex in JAX). A weak
 * type takes the precision of the strong dtype it meets; alone it materialises as `x64` (x64 on)
 * or `x32` (x64 off).
 */
// biome-ignore format: a row per line, read as a table
export const weakRows = /** @type {const} */ ([
  { name: 'int', short: 'i*', kind: 'int', x64: 'int64', x32: 'int32', inexact: 'float', real: 'int' },
  { name: 'float', short: 'f*', kind: 'float', x64: 'float64', x32: 'float32', inexact: 'float', real: 'float' },
  { name: 'complex', short: 'c*', kind: 'complex', x64: 'complex128', x32: 'complex64', inexact: 'complex', real: 'float' },
]);

// Kernel kinds: a dtype's kind, with the 16-bit floats apart ('half': computed in float32). The rows
// use no spread syntax: a spread may run an iterator, and bundlers then keep every row even where
// only dtypes are used (a bundle of promoteTypes alone stays small).
const ALL = /** @type {const} */ (['bool', 'uint', 'int', 'half', 'float', 'complex']);
const NOT_BOOL = /** @type {const} */ (['uint', 'int', 'half', 'float', 'complex']);
const INEXACT = /** @type {const} */ (['half', 'float', 'complex']);
const INTEGERS = /** @type {const} */ (['bool', 'uint', 'int']);
const REAL = /** @type {const} */ (['bool', 'uint', 'int', 'half', 'float']);
const FLOATS = /** @type {const} */ (['half', 'float']);
const NUMBERS = /** @type {const} */ (['uint', 'int', 'half', 'float']);
const INTS = /** @type {const} */ (['uint', 'int']);

/**
 * How an operation's result dtype follows from its (promoted) input (SPEC §4; applied by
 * src/policy/result-rules.ts at run time and types/operations.ts at the type level).
 */
export const resultRules = /** @type {const} */ ({
  promote: 'the promotion of the inputs',
  noBool: 'the promotion; bool is an error',
  inexact: 'the inexact dtype of the promotion: integers of up to 32 bits → float32, 64-bit → float64',
  inexactReal: 'as inexact; complex is an error',
  floor: 'the promotion; bool → int32; complex is an error',
  rounding: 'the promotion (integers unchanged); complex is an error',
  rint: 'integers and bool → the default float (float64 with x64); others unchanged',
  numeric: 'the promotion; bool → int32',
  compare: 'bool (the inputs must promote)',
  logical: 'bool, on the truth values of the inputs',
  bitwise: 'the promotion; only bool and integers',
  real: 'the real dtype (abs of complex); others unchanged',
  integer: 'the promotion; only integers (bool is an error)',
  shift: 'the promotion; bool → int32; only integers',
  count: 'uint8 (a count of bits); bool → int32 first; only integers',
  angle: "the real part's dtype; integers and bool → the default float",
  realPredicate: 'bool; complex is an error (and the 8-, 6- and 4-bit floats for the bit-level operations)',
  exponent: "int32 (a float's binary exponent, of the input's inexact dtype); complex is an error",
});

/**
 * The operations, in the order the API lists them.
 * - arity: 1 or 2 operands.
 * - rule: a key of `resultRules`.
 * - numpy: the NumPy / jax.numpy name.
 * - kernel: the kernel it runs, as { family: asm/<family>.ts, kinds: the dtype kinds it has a
 *   kernel for, entry: the AssemblyScript function where it is not the kernel's name, narrow: the
 *   AssemblyScript module with a kernel per narrow float format (`${op}_${format}`, on the float32
 *   values the narrow executor decodes) where rounding the float32 kernel's result would be wrong
 *   (nextafter, spacing: a step in the format's own precision) }; or the
 *   name of another operation whose kernel it runs (at the result dtype; the logical operations
 *   run theirs on bools).
 *   Kernels are exported from the wasm module as `${snake_case name}_${dtype}`.
 * - aliases (optional): JAX's other names for the operation (`invert` for `bitwise_not`): the same
 *   function exported again under each, with a result-type alias of the same name.
 * - converting: a kernel that converts integer inputs to the float result inside its loop.
 * - mixed: the fused kernels for two operands of different dtypes (asm/mixed.ts, generated by
 *   scripts/gen-kernels.mjs): 'int' for integer pairs (wrapping, in the result's lanes), 'float'
 *   for an integer and a float operand with a float result.
 * - example (optional): a doc-comment example for the generated export, checked by
 *   test/api-examples.test.ts.
 * - method: false where the function is not an NDArray method (jax.Array has no `x.sinh()`); the
 *   others are methods, `a.add(b)` being `add(a, b)`.
 * - aliases (optional): further names of the same function (JAX's `jnp.asin is jnp.arcsin`, the Array
 *   API's names): the generated exports bind each to the row's function object.
 * - accuracy (the float functions with a measured error bound): `domain`, the range of the
 *   uniform third of scripts/accuracy.py's random inputs (`domain64` where float64's is wider);
 *   accuracy.py measures these operations against mpmath and test/accuracy.test.ts checks them.
 */
// biome-ignore format: a row per line, read as a table
export const operationRows = /** @type {const} */ ([
  { name: 'add', arity: 2, rule: 'promote', numpy: 'add', kernel: { family: 'arithmetic', kinds: ALL }, mixed: ['int', 'float'] },
  { name: 'subtract', arity: 2, rule: 'noBool', numpy: 'subtract', kernel: { family: 'arithmetic', kinds: NOT_BOOL }, mixed: ['int', 'float'] },
  { name: 'multiply', arity: 2, rule: 'promote', numpy: 'multiply', kernel: { family: 'arithmetic', kinds: ALL }, mixed: ['int', 'float'] },
  // The integer kernels divide truncating (lax.div, for the 'lax' policy).
  { name: 'divide', arity: 2, rule: 'inexact', numpy: 'divide', aliases: ['trueDivide'], kernel: { family: 'arithmetic', kinds: NOT_BOOL }, converting: 'true_divide', mixed: ['float'] },
  { name: 'floorDivide', arity: 2, rule: 'floor', numpy: 'floor_divide', kernel: { family: 'arithmetic', kinds: REAL } },
  { name: 'remainder', arity: 2, rule: 'floor', numpy: 'remainder', kernel: { family: 'arithmetic', kinds: REAL }, aliases: ['mod'] },
  { name: 'power', arity: 2, rule: 'promote', numpy: 'power', aliases: ['pow'], kernel: { family: 'arithmetic', kinds: ALL } },
  // jnp.float_power: power's kernel at the operands' inexact promotion.
  { name: 'floatPower', arity: 2, rule: 'inexact', numpy: 'float_power', method: false, kernel: 'power',
    example: "floatPower(array([2, 3], 'int8'), 2).toArray() //=> [4, 9]" },
  { name: 'maximum', arity: 2, rule: 'promote', numpy: 'maximum', kernel: { family: 'arithmetic', kinds: ALL } },
  { name: 'minimum', arity: 2, rule: 'promote', numpy: 'minimum', kernel: { family: 'arithmetic', kinds: ALL } },
  { name: 'hypot', arity: 2, rule: 'inexactReal', numpy: 'hypot', kernel: { family: 'arithmetic', kinds: FLOATS }, accuracy: { domain: [-100, 100] } },
  { name: 'arctan2', arity: 2, rule: 'inexactReal', numpy: 'arctan2', kernel: { family: 'arithmetic', kinds: FLOATS }, accuracy: { domain: [-10, 10] }, aliases: ['atan2'] },
  // logaddexp, logaddexp2 take complex, as JAX's (the imaginary part wrapped into [−π, π), [−π/ln 2, π/ln 2)).
  { name: 'logaddexp', arity: 2, rule: 'inexact', numpy: 'logaddexp', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  { name: 'logaddexp2', arity: 2, rule: 'inexact', numpy: 'logaddexp2', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  // jnp.fmax, fmin: NaN only where both are; complex is refused, as jnp's (its comparisons refuse it).
  { name: 'fmax', arity: 2, rule: 'rounding', numpy: 'fmax', method: false, kernel: { family: 'elementary', kinds: REAL } },
  { name: 'fmin', arity: 2, rule: 'rounding', numpy: 'fmin', method: false, kernel: { family: 'elementary', kinds: REAL } },
  { name: 'copysign', arity: 2, rule: 'inexactReal', numpy: 'copysign', method: false, kernel: { family: 'elementary', kinds: FLOATS },
    example: "copysign(array([1, -2.5]), -0).toArray() //=> [-1, -2.5]" },
  // 0 where x1 < 0, x2 where x1 is 0, 1 where x1 > 0 (NaN stays).
  { name: 'heaviside', arity: 2, rule: 'inexactReal', numpy: 'heaviside', method: false, kernel: { family: 'elementary', kinds: FLOATS } },
  // C's fmod: truncating division's remainder, with x1's sign (integers: x2 = 0 gives 0).
  { name: 'fmod', arity: 2, rule: 'floor', numpy: 'fmod', method: false, kernel: { family: 'elementary', kinds: NUMBERS },
    example: "fmod(array([-7, 7], 'int32'), 3).toArray() //=> [-1, 1]" },
  // The neighbour of x1 toward x2, a step in x1's own precision (the 16-bit floats on their patterns,
  // the narrow floats in their format: asm/steps.ts).
  { name: 'nextafter', arity: 2, rule: 'inexactReal', numpy: 'nextafter', method: false, kernel: { family: 'elementary', kinds: FLOATS, narrow: 'steps' },
    example: "nextafter(array([1], 'float32'), 2).toArray() //=> [1.0000001192092896]" },
  // Of |x1| and |x2|: gcd(0, 0) is 0, lcm is 0 where either is.
  { name: 'gcd', arity: 2, rule: 'integer', numpy: 'gcd', method: false, kernel: { family: 'integer', kinds: INTS },
    example: "gcd(array([12, -18, 0], 'int32'), 8).toArray() //=> [4, 2, 8]" },
  { name: 'lcm', arity: 2, rule: 'integer', numpy: 'lcm', method: false, kernel: { family: 'integer', kinds: INTS } },
  // lax's shifts: by a negative amount or the width or more, 0 (a right shift of a negative value: −1).
  { name: 'leftShift', arity: 2, rule: 'shift', numpy: 'left_shift', method: false, aliases: ['bitwiseLeftShift'], kernel: { family: 'integer', kinds: INTS },
    example: "leftShift(array([1, 3], 'uint8'), array([2, 7], 'uint8')).toArray() //=> [4, 128]" },
  { name: 'rightShift', arity: 2, rule: 'shift', numpy: 'right_shift', method: false, aliases: ['bitwiseRightShift'], kernel: { family: 'integer', kinds: INTS } },
  { name: 'equal', arity: 2, rule: 'compare', numpy: 'equal', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'notEqual', arity: 2, rule: 'compare', numpy: 'not_equal', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'less', arity: 2, rule: 'compare', numpy: 'less', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'lessEqual', arity: 2, rule: 'compare', numpy: 'less_equal', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'greater', arity: 2, rule: 'compare', numpy: 'greater', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'greaterEqual', arity: 2, rule: 'compare', numpy: 'greater_equal', kernel: { family: 'comparison', kinds: ALL } },
  { name: 'bitwiseAnd', arity: 2, rule: 'bitwise', numpy: 'bitwise_and', kernel: { family: 'bitwise', kinds: INTEGERS } },
  { name: 'bitwiseOr', arity: 2, rule: 'bitwise', numpy: 'bitwise_or', kernel: { family: 'bitwise', kinds: INTEGERS } },
  { name: 'bitwiseXor', arity: 2, rule: 'bitwise', numpy: 'bitwise_xor', kernel: { family: 'bitwise', kinds: INTEGERS } },
  { name: 'logicalAnd', arity: 2, rule: 'logical', numpy: 'logical_and', kernel: 'multiply' },
  { name: 'logicalOr', arity: 2, rule: 'logical', numpy: 'logical_or', kernel: 'add' },
  { name: 'logicalXor', arity: 2, rule: 'logical', numpy: 'logical_xor', kernel: 'notEqual' },
  { name: 'negative', arity: 1, rule: 'noBool', numpy: 'negative', kernel: { family: 'unary', kinds: NOT_BOOL } },
  { name: 'abs', arity: 1, rule: 'real', numpy: 'absolute', kernel: { family: 'unary', kinds: ALL, entry: 'abs_' }, aliases: ['absolute'] },
  // jnp.fabs: abs's kernel at the inexact dtype.
  { name: 'fabs', arity: 1, rule: 'inexactReal', numpy: 'fabs', method: false, kernel: 'abs' },
  { name: 'square', arity: 1, rule: 'numeric', numpy: 'square', kernel: { family: 'unary', kinds: NOT_BOOL } },
  { name: 'sign', arity: 1, rule: 'noBool', numpy: 'sign', kernel: { family: 'unary', kinds: NOT_BOOL } },
  { name: 'sqrt', arity: 1, rule: 'inexact', numpy: 'sqrt', kernel: { family: 'unary', kinds: INEXACT, entry: 'sqrt_' }, accuracy: { domain: [0, 100] } },
  { name: 'exp', arity: 1, rule: 'inexact', numpy: 'exp', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-110, 90], domain64: [-750, 710] } },
  { name: 'log', arity: 1, rule: 'inexact', numpy: 'log', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [0, 10] } },
  { name: 'sin', arity: 1, rule: 'inexact', numpy: 'sin', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  { name: 'cos', arity: 1, rule: 'inexact', numpy: 'cos', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  { name: 'tanh', arity: 1, rule: 'inexact', numpy: 'tanh', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  { name: 'tan', arity: 1, rule: 'inexact', numpy: 'tan', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] } },
  { name: 'sinh', arity: 1, rule: 'inexact', numpy: 'sinh', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-90, 90], domain64: [-712, 712] } },
  { name: 'cosh', arity: 1, rule: 'inexact', numpy: 'cosh', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-90, 90], domain64: [-712, 712] } },
  // The inverse functions take complex (C99 Annex G branch cuts and special values as NumPy's);
  // sinc too (sin(πz)/(πz), 1 at 0, as JAX's).
  { name: 'arcsin', arity: 1, rule: 'inexact', numpy: 'arcsin', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-1, 1] }, aliases: ['asin'] },
  { name: 'arccos', arity: 1, rule: 'inexact', numpy: 'arccos', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-1, 1] }, aliases: ['acos'] },
  { name: 'arctan', arity: 1, rule: 'inexact', numpy: 'arctan', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] }, aliases: ['atan'] },
  { name: 'arcsinh', arity: 1, rule: 'inexact', numpy: 'arcsinh', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-100, 100] }, aliases: ['asinh'] },
  { name: 'arccosh', arity: 1, rule: 'inexact', numpy: 'arccosh', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [1, 100] }, aliases: ['acosh'] },
  { name: 'arctanh', arity: 1, rule: 'inexact', numpy: 'arctanh', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-1, 1] }, aliases: ['atanh'] },
  { name: 'sinc', arity: 1, rule: 'inexact', numpy: 'sinc', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] },
    example: "sinc(array([0, 0.5, 1], 'float32')).toArray() //=> [1, 0.6366197466850281, 0]" },
  // jnp.cbrt is lax.cbrt: real floats only.
  { name: 'cbrt', arity: 1, rule: 'inexactReal', numpy: 'cbrt', method: false, kernel: { family: 'elementary', kinds: FLOATS }, accuracy: { domain: [-100, 100] } },
  // jnp.i0: the modified Bessel function of the first kind, order 0; real floats (JAX refuses complex).
  { name: 'i0', arity: 1, rule: 'inexactReal', numpy: 'i0', method: false, kernel: { family: 'elementary', kinds: FLOATS }, accuracy: { domain: [-80, 80], domain64: [-700, 700] },
    example: "i0(array([0, 1], 'float32')).toArray() //=> [1, 1.2660658359527588]" },
  // x·π/180 and x·180/π (complex: each part).
  { name: 'deg2rad', arity: 1, rule: 'inexact', numpy: 'deg2rad', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-1000, 1000] }, aliases: ['radians'] },
  { name: 'rad2deg', arity: 1, rule: 'inexact', numpy: 'rad2deg', method: false, kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 20] }, aliases: ['degrees'] },
  // nextafter(x, ±inf) − x in x's own dtype, as JAX (toward +inf for float16, away from 0 for the others); exact.
  { name: 'spacing', arity: 1, rule: 'inexactReal', numpy: 'spacing', method: false, kernel: { family: 'elementary', kinds: FLOATS, narrow: 'steps' },
    example: "spacing(array([1, -1, 0], 'float32')).toArray() //=> [1.1920928955078125e-7, -1.1920928955078125e-7, 1.401298464324817e-45]" },
  { name: 'exp2', arity: 1, rule: 'inexact', numpy: 'exp2', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-160, 130], domain64: [-1080, 1025] } },
  { name: 'log2', arity: 1, rule: 'inexact', numpy: 'log2', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [0, 10] } },
  { name: 'log10', arity: 1, rule: 'inexact', numpy: 'log10', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [0, 10] } },
  { name: 'log1p', arity: 1, rule: 'inexact', numpy: 'log1p', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-1, 10] } },
  { name: 'expm1', arity: 1, rule: 'inexact', numpy: 'expm1', kernel: { family: 'elementary', kinds: INEXACT }, accuracy: { domain: [-20, 90], domain64: [-40, 710] } },
  // jax.scipy.special.erf (jax.lax.erf): real floats only, as JAX's.
  { name: 'erf', arity: 1, rule: 'inexactReal', numpy: 'erf', kernel: { family: 'unary', kinds: FLOATS }, accuracy: { domain: [-7, 7] },
    example: "erf(array([0, 0.5, 1], 'float32')).toArray() //=> [0, 0.5204998850822449, 0.8427007794380188]" },
  // Integers keep their value (and dtype) under floor, ceil and trunc; their kernels copy.
  { name: 'floor', arity: 1, rule: 'rounding', numpy: 'floor', kernel: { family: 'unary', kinds: REAL, entry: 'floor_' }, accuracy: { domain: [-100, 100] } },
  { name: 'ceil', arity: 1, rule: 'rounding', numpy: 'ceil', kernel: { family: 'unary', kinds: REAL, entry: 'ceil_' }, accuracy: { domain: [-100, 100] } },
  { name: 'trunc', arity: 1, rule: 'rounding', numpy: 'trunc', aliases: ['fix'], kernel: { family: 'unary', kinds: REAL, entry: 'trunc_' }, accuracy: { domain: [-100, 100] } },
  { name: 'rint', arity: 1, rule: 'rint', numpy: 'rint', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-100, 100] } },
  { name: 'reciprocal', arity: 1, rule: 'inexact', numpy: 'reciprocal', kernel: { family: 'unary', kinds: INEXACT }, accuracy: { domain: [-10, 10] } },
  { name: 'bitwiseNot', arity: 1, rule: 'bitwise', numpy: 'bitwise_not', aliases: ['invert', 'bitwiseInvert'], kernel: { family: 'bitwise', kinds: INTEGERS } },
  // The set bits of |x| (wrapping: int8 −128 has one), as uint8; its kernel reads the input's dtype.
  { name: 'bitwiseCount', arity: 1, rule: 'count', numpy: 'bitwise_count', method: false, kernel: { family: 'integer', kinds: INTEGERS },
    example: "bitwiseCount(array([7, -1, 0], 'int8')).toArray() //=> [3, 1, 0]" },
  { name: 'logicalNot', arity: 1, rule: 'logical', numpy: 'logical_not', kernel: 'equal' },
  // The parts of a number (asm/parts.ts, bits moved, never computed): real and imag of complex give
  // its part's dtype, other dtypes their own (imag: zeros); conjugate negates the imaginary part;
  // positive copies (bool too, as jnp.positive).
  { name: 'real', arity: 1, rule: 'real', numpy: 'real', kernel: { family: 'parts', kinds: ALL },
    example: "real(array([{ re: 1, im: 2 }], 'complex64')).toArray() //=> [1]" },
  { name: 'imag', arity: 1, rule: 'real', numpy: 'imag', kernel: { family: 'parts', kinds: ALL },
    example: "imag(array([{ re: 1, im: 2 }], 'complex64')).toArray() //=> [2]" },
  { name: 'conjugate', arity: 1, rule: 'promote', numpy: 'conjugate', aliases: ['conj'], kernel: { family: 'parts', kinds: ALL } },
  { name: 'positive', arity: 1, rule: 'promote', numpy: 'positive', method: false, kernel: { family: 'parts', kinds: ALL } },
  // The predicates (asm/predicates.ts, one byte per element): signbit reads a float's sign bit (−0
  // and negative NaNs too) and tests integers below zero; isposinf, isneginf are false for
  // integers; complex is refused (JAX's), and by signbit the 8-, 6- and 4-bit floats (bitLevelOperations).
  { name: 'signbit', arity: 1, rule: 'realPredicate', numpy: 'signbit', method: false, kernel: { family: 'predicates', kinds: REAL },
    example: "signbit(array([-0, 1.5, -2.5])).toArray() //=> [true, false, true]" },
  { name: 'isposinf', arity: 1, rule: 'realPredicate', numpy: 'isposinf', method: false, kernel: { family: 'predicates', kinds: REAL } },
  { name: 'isneginf', arity: 1, rule: 'realPredicate', numpy: 'isneginf', method: false, kernel: { family: 'predicates', kinds: REAL } },
  // Whether the imaginary part is 0 (NaN is not); every real dtype is real.
  { name: 'isreal', arity: 1, rule: 'compare', numpy: 'isreal', method: false, kernel: { family: 'predicates', kinds: ALL } },
  { name: 'iscomplex', arity: 1, rule: 'compare', numpy: 'iscomplex', method: false, kernel: { family: 'predicates', kinds: ALL } },
]);

/**
 * The one-result parts of the elementwise functions with two results that no operation row gives
 * (jnp.frexp's mantissa and exponent; modf is trunc and subtract, divmod floorDivide and remainder):
 * rows as the operation rows are (arity, rule, kernel; planned, run and traced by jit as they are),
 * each a kernel writing one array, but no function of their own: `of` names the public function
 * (src/ops/composites.ts) that checks its operand, converts it to the rule's dtype, and calls its
 * parts, which jit then fuses into one segment with two outputs, as JAX's frexp is lax primitives.
 * Kernels are exported as `${snake_case name}_${dtype}`, as the operations'.
 */
// biome-ignore format: a row per line, read as a table
export const partRows = /** @type {const} */ ([
  { name: 'frexpMantissa', of: 'frexp', arity: 1, rule: 'inexactReal', kernel: { family: 'frexp', kinds: FLOATS, entry: 'mantissa' } },
  { name: 'frexpExponent', of: 'frexp', arity: 1, rule: 'exponent', kernel: { family: 'frexp', kinds: FLOATS, entry: 'exponent' } },
]);

/**
 * The elementwise functions with scalar parameters (jnp.round's `decimals`, jnp.nan_to_num's `nan`,
 * `posinf`, `neginf`, jnp.angle's `deg`): operation rows as above (arity 1, rule, kernel) plus the
 * `parameters` column. Their kernels take the parameters as scalar arguments after the unary ABI's
 * `(input, stride, out, count)`; the planner keeps their values in the plan, jit in the node.
 * - parameters.passed: 'argument' (one parameter, the second positional argument: `round(x, 2)`) or
 *   'options' (an object of them: `nanToNum(x, { nan: 0 })`).
 * - parameters.list: each parameter's `name`, `type` ('integer': a safe integer; 'number'; 'boolean')
 *   and `default` (a value, or 'finfo' where it is derived from the dtype: the largest finite value,
 *   negated for neginf).
 * - kernel.scalars: the kernel's scalar arguments (f64), which src/ops/parameters.ts derives from the
 *   parameters for a dtype (round's 10^decimals rounded as the scaled steps write it …).
 * - kernel.narrow 'steps': the narrow floats run the scaled steps op by op (each step rounds to the
 *   format, which one kernel over float32 values cannot do); otherwise they run the float32 kernel.
 */
// biome-ignore format: a row per line, read as a table
export const parameterRows = /** @type {const} */ ([
  // jnp.round: x·10^d rounded half to even, divided by 10^d (float16 scaled in float32, as JAX); integers unchanged.
  { name: 'round', arity: 1, rule: 'noBool', numpy: 'round', aliases: ['around'], kernel: { family: 'parameters', kinds: NOT_BOOL, scalars: ['factor'], narrow: 'steps' },
    parameters: { passed: 'argument', list: [{ name: 'decimals', type: 'integer', default: 0 }] } },
  // jnp.nan_to_num: NaN, +inf, −inf replaced (complex: each part); integers and bool unchanged. `infinity`: what
  // the dtype makes of inf, which isposinf compares with (the largest value where inf saturates, NaN where it has none).
  { name: 'nanToNum', arity: 1, rule: 'promote', numpy: 'nan_to_num', kernel: { family: 'parameters', kinds: ALL, scalars: ['nan', 'posinf', 'neginf', 'infinity'] },
    parameters: { passed: 'options', list: [{ name: 'nan', type: 'number', default: 0 }, { name: 'posinf', type: 'number', default: 'finfo' }, { name: 'neginf', type: 'number', default: 'finfo' }] } },
  // jnp.angle: arctan2(imag, real), in degrees where `deg`; reals give `zero` or `scale` (π) by their sign bit.
  { name: 'angle', arity: 1, rule: 'angle', numpy: 'angle', kernel: { family: 'parameters', kinds: INEXACT, scalars: ['scale', 'zero'] },
    parameters: { passed: 'argument', list: [{ name: 'deg', type: 'boolean', default: false }] } },
]);

/**
 * The binary operations that the systems with a kernel per dtype (TensorFlow's kernels, lax's
 * primitives) register for numbers only: bool operands are refused there (comparisons and logical
 * operations take bool). Read by src/policy/rules.ts. A list of names rather than a column of the
 * rows: the policies are in a promotion-only bundle, and the operation rows must stay out of it.
 */
export const numbersOnlyOperations = /** @type {const} */ ([
  'add',
  'subtract',
  'multiply',
  'divide',
  'floorDivide',
  'remainder',
  'power',
]);

/**
 * The functions JAX computes on a float's bits, read as the signed integer of its width (jnp.signbit,
 * and copysign, frexp and ldexp through it: `_INT_DTYPES[finfo(dtype).bits]`, 16, 32 or 64 bits):
 * the 8-, 6- and 4-bit floats have none, and JAX refuses them. Applied with the rule (src/policy/
 * result-rules.ts, types/operations.ts), so the type level, the runtime and the sweeps refuse the same
 * dtypes. spacing and nextafter take them (lax.nextafter steps in the format itself: asm/steps.ts).
 */
export const bitLevelOperations = /** @type {const} */ (['copysign', 'frexp', 'ldexp', 'signbit']);

/**
 * Kernels the planner uses that are not operations of their own: integer true division that
 * converts to the float result inside its loop (`output: 'inexact'`: float32, float64 for 64-bit
 * integers). Casts between every pair of dtypes are generated from `dtypeRows`.
 */
// biome-ignore format: a row per line, read as a table
export const helperKernels = /** @type {const} */ ([
  { name: 'true_divide', arity: 2, family: 'true_divide', kinds: INTEGERS, output: 'inexact' },
]);

// Reductions and scans run on these dtypes only: the JS layer first casts the input to the
// dtype the rule accumulates in (small integers widen, 16-bit floats compute in float32).
const ACCUMULATORS = /** @type {const} */ ([
  'uint32',
  'uint64',
  'int32',
  'int64',
  'float32',
  'float64',
  'complex64',
  'complex128',
]);
const ORDERED = /** @type {const} */ ([
  'bool',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'int8',
  'int16',
  'int32',
  'int64',
  'float32',
  'float64',
  'complex64',
  'complex128',
]);

/**
 * How a reduction's result dtype follows from its input dtype: JAX's `jnp.sum`, `jnp.mean`,
 * `jnp.var`, `jnp.argmax` … (jax/_src/numpy/reductions.py), under every policy. "The default
 * int" is int64 with x64 and int32 without (uint and float alike). Applied by
 * src/plan/reductions.ts at run time and types/reductions.ts at the type level.
 */
export const reductionRules = /** @type {const} */ ({
  accumulate:
    'bool and integers narrower than the default int widen to it (unsigned to the default uint); others keep their dtype',
  scan: 'bool → the default int; integers keep their dtype (and wrap); others keep theirs',
  mean: 'the inexact dtype: integers of up to 32 bits and bool → float32, 64-bit → float64; floats and complex keep theirs',
  variance: 'as mean, then the real dtype (complex → its part)',
  extreme: 'the input dtype',
  index: 'the default int (int64 with x64, int32 without)',
  truth: 'bool',
});

/**
 * The reductions and scans.
 * - rule: a key of `reductionRules`.
 * - axes: 'many' (an axis, a list of axes, or all) or 'one' (an axis, or all of the flattened array).
 * - identity: whether an empty reduction has a value (max of nothing is an error).
 * - options: the names its options object takes, as jax.numpy's keyword arguments (in the order
 *   error messages list them): `dtype` accumulates and returns in that dtype, `where` is a bool
 *   mask broadcast to the input, `initial` a scalar folded into every result (required with
 *   `where` where there is no identity, as in JAX); anything else is a TypeError.
 * - kernel: { entry: its AssemblyScript function in asm/reduce.ts, abi: 'rows' | 'index' | 'scan',
 *   dtypes: the dtypes it has a kernel for }; or the name of the reduction it runs on (any runs
 *   max on bools); or 'composite' (mean, var, std: sums and elementwise operations).
 *   Kernels are exported as `reduce_${entry}_${dtype}`.
 * - doc: the doc comment of its package export (scripts/gen-operations.mjs writes the exports);
 *   exportName: the export's name where the row's is a reserved word (var).
 * - aliases (optional): NumPy's and JAX's other names (`amax` for `max`): the same function, exported again.
 * - float16 and bfloat16 are reduced in float32, as JAX upcasts them, and rounded once.
 */
// biome-ignore format: a row per line, read as a table
export const reductionRows = /** @type {const} */ ([
  { name: 'sum', rule: 'accumulate', numpy: 'sum', axes: 'many', identity: true, options: ['axis', 'keepdims', 'dtype', 'where', 'initial', 'out'], kernel: { entry: 'sum', abi: 'rows', dtypes: ACCUMULATORS }, doc: 'Sum over axes (`{ axis, keepdims, out }`); small integers widen to the default int (JAX).' },
  { name: 'prod', rule: 'accumulate', numpy: 'prod', axes: 'many', identity: true, options: ['axis', 'keepdims', 'dtype', 'where', 'initial', 'out'], kernel: { entry: 'prod', abi: 'rows', dtypes: ACCUMULATORS }, doc: 'Product over axes; small integers widen to the default int (JAX).' },
  { name: 'mean', rule: 'mean', numpy: 'mean', axes: 'many', identity: true, options: ['axis', 'keepdims', 'dtype', 'where', 'out'], kernel: 'composite', doc: 'Mean over axes: integers → float32 (int64/uint64 → float64); float16/bfloat16 accumulate in float32.' },
  { name: 'var', rule: 'variance', numpy: 'var', axes: 'many', identity: true, options: ['axis', 'keepdims', 'ddof', 'dtype', 'where', 'out'], kernel: 'composite', doc: "Variance over axes (`ddof`); complex → its real dtype (NumPy's `var`, a reserved word in JavaScript: exported as `variance`, and as `var` for namespace imports; the method is `x.var()`).", exportName: 'variance' },
  { name: 'std', rule: 'variance', numpy: 'std', axes: 'many', identity: true, options: ['axis', 'keepdims', 'ddof', 'dtype', 'where', 'out'], kernel: 'composite', doc: 'Standard deviation over axes (`ddof`); complex → its real dtype.' },
  { name: 'min', rule: 'extreme', numpy: 'min', axes: 'many', identity: false, options: ['axis', 'keepdims', 'where', 'initial', 'out'], kernel: { entry: 'min_', abi: 'rows', dtypes: ORDERED }, doc: 'Minimum over axes (NaN propagates); an empty reduction throws.', aliases: ['amin'] },
  { name: 'max', rule: 'extreme', numpy: 'max', axes: 'many', identity: false, options: ['axis', 'keepdims', 'where', 'initial', 'out'], kernel: { entry: 'max_', abi: 'rows', dtypes: ORDERED }, doc: 'Maximum over axes (NaN propagates); an empty reduction throws.', aliases: ['amax'] },
  { name: 'argmin', rule: 'index', numpy: 'argmin', axes: 'one', identity: false, options: ['axis', 'keepdims', 'out'], kernel: { entry: 'argmin', abi: 'index', dtypes: ORDERED }, doc: 'Index of the first minimum along an axis (or of the flattened array), as the default int.' },
  { name: 'argmax', rule: 'index', numpy: 'argmax', axes: 'one', identity: false, options: ['axis', 'keepdims', 'out'], kernel: { entry: 'argmax', abi: 'index', dtypes: ORDERED }, doc: 'Index of the first maximum along an axis (or of the flattened array), as the default int.' },
  { name: 'any', rule: 'truth', numpy: 'any', axes: 'many', identity: true, options: ['axis', 'keepdims', 'where', 'out'], kernel: 'max', doc: 'Whether any element is true (non-zero) over axes.' },
  { name: 'all', rule: 'truth', numpy: 'all', axes: 'many', identity: true, options: ['axis', 'keepdims', 'where', 'out'], kernel: 'min', doc: 'Whether every element is true (non-zero) over axes.' },
  { name: 'cumsum', rule: 'scan', numpy: 'cumsum', axes: 'one', identity: true, options: ['axis', 'dtype', 'out'], kernel: { entry: 'cumsum', abi: 'scan', dtypes: ACCUMULATORS }, doc: "Running sum along an axis (or the flattened array); dtype as sum's." },
  { name: 'cumprod', rule: 'scan', numpy: 'cumprod', axes: 'one', identity: true, options: ['axis', 'dtype', 'out'], kernel: { entry: 'cumprod', abi: 'scan', dtypes: ACCUMULATORS }, doc: "Running product along an axis (or the flattened array); dtype as prod's." },
]);

/**
 * Reductions' dtypes as data, read by src/plan/reductions.ts (the planner) under every policy: the
 * policy's x64 flag picks the default widths, the rest is fixed (JAX's jnp reductions).
 * - defaults: the default int, uint and float, by x64 ('on' / 'off').
 * - results: by reductionRules key, then by dtype kind, what the result is: 'input' (the input
 *   dtype), 'default int' / 'default uint' (the default width, whatever the input's), 'at least
 *   default int' / 'at least default uint' (widened to the default width where narrower),
 *   'inexact' (the input's inexact dtype), 'real' (its inexact dtype's real part), 'bool'.
 * - upcast: JAX's `upcast_f16_for_computation`: the 16-bit floats are reduced in float32 and rounded
 *   once (the narrow dtypes compute in their registry `compute` dtype).
 * - kernelWidth: what a sum, product or scan accumulating in an integer narrower than 32 bits, or in
 *   bool, runs its kernel in (the low bits of a wrapped sum are the same in any width, so casting
 *   back wraps as the narrower dtype would; a bool sum cast back is `or`, a product `and`).
 */
// biome-ignore format: read as a table
export const reductionAccumulation = /** @type {const} */ ({
  defaults: {
    on: { int: 'int64', uint: 'uint64', float: 'float64' },
    off: { int: 'int32', uint: 'uint32', float: 'float32' },
  },
  results: {
    accumulate: { bool: 'default int', int: 'at least default int', uint: 'at least default uint', float: 'input', complex: 'input' },
    scan: { bool: 'default int', int: 'input', uint: 'input', float: 'input', complex: 'input' },
    mean: { bool: 'inexact', int: 'inexact', uint: 'inexact', float: 'inexact', complex: 'inexact' },
    variance: { bool: 'real', int: 'real', uint: 'real', float: 'real', complex: 'real' },
    extreme: { bool: 'input', int: 'input', uint: 'input', float: 'input', complex: 'input' },
    index: { bool: 'default int', int: 'default int', uint: 'default int', float: 'default int', complex: 'default int' },
    truth: { bool: 'bool', int: 'bool', uint: 'bool', float: 'bool', complex: 'bool' },
  },
  upcast: { float16: 'float32', bfloat16: 'float32' },
  kernelWidth: { bool: 'int64', int: 'int32', uint: 'uint32', narrowBits: 32 },
});

/**
 * Selection. `where` picks elements by a bool condition (x and y promote as `maximum` does);
 * `clip` is JAX's minimum(maximum(x, lo), hi); the predicates give bool for every dtype.
 * - select: the element sizes (bytes) the select kernel moves, `reduce_select_${bytes}`.
 */
// biome-ignore format: a row per line, read as a table
export const selectionRows = /** @type {const} */ ([
  { name: 'where', numpy: 'where', rule: 'promote', select: [1, 2, 4, 8, 16] },
  { name: 'clip', numpy: 'clip', rule: 'promote' },
  { name: 'isnan', numpy: 'isnan', rule: 'predicate' },
  { name: 'isinf', numpy: 'isinf', rule: 'predicate' },
  { name: 'isfinite', numpy: 'isfinite', rule: 'predicate' },
]);

/**
 * Matrix products (matmul, dot, vdot, inner, outer, tensordot, einsum) and what they run in.
 * Read by src/plan/products.ts; nothing else decides a product's dtypes.
 * - accumulation: the dtype a product accumulates in, by the kind and bits of its result dtype
 *   (a narrow dtype by its compute dtype): integers of up to 32 bits and bool in int32 (bool as a
 *   count whose truth is the `or` of the `and`s), 64-bit integers in int64 (wrapping), floats of up
 *   to 32 bits in float32, float64 and complex in themselves. One of the kernels' six; the result
 *   is rounded or wrapped once at the end.
 * - sixteenBitOperands: operands an int32 product hands the int16 kernel (exactly; uint16 does not
 *   fit), which multiplies pairs with i32x4.dot_i16x8_s.
 * - widenedWhilePacking: kernel operand dtype → the operand dtypes that kernel reads as they are,
 *   widening them exactly while it packs (no cast pass, no temporaries).
 * - kernels: the operand dtypes with a kernel, `matmul_${dtype}` in asm/matmul.ts.
 */
// biome-ignore format: read as a table
export const productRules = /** @type {const} */ ({
  accumulation: {
    bool: { 8: 'int32' },
    int: { 8: 'int32', 16: 'int32', 32: 'int32', 64: 'int64' },
    uint: { 8: 'int32', 16: 'int32', 32: 'int32', 64: 'int64' },
    float: { 16: 'float32', 32: 'float32', 64: 'float64' },
    complex: { 64: 'complex64', 128: 'complex128' },
  },
  sixteenBitOperands: ['bool', 'int8', 'uint8', 'int16'],
  widenedWhilePacking: { int16: ['int8', 'uint8', 'bool'], float32: ['bfloat16', 'float16'] },
  kernels: ['float32', 'bfloat16', 'float16', 'float64', 'int32', 'int64', 'int16', 'int8', 'uint8', 'bool', 'complex64', 'complex128'],
});

/**
 * linalg: the result-dtype rule of each function, a key of `reductionRules` (norm follows var:
 * real and inexact). Read by src/plan/products.ts.
 */
export const linalgRows = /** @type {const} */ ([{ name: 'norm', rule: 'variance' }]);

/**
 * The dtype of the indices (and counts) that sorting, searching and selection return, with x64 on
 * and off (jax_enable_x64): JAX's "default int" (int64 with x64, int32 without) for argsort,
 * argwhere, nonzero and unique's counts; int32 either way for lax.top_k's indices and
 * jnp.searchsorted's (their dtype is fixed in JAX). Read by the planner (src/plan/sorting.ts) from
 * the policy's x64 flag, so every policy reaches these families.
 * - what: the result these rows type. x64, x32: the dtype with x64 on, off.
 */
// biome-ignore format: a row per line, read as a table
export const indexDTypeRows = /** @type {const} */ ([
  { name: 'argsort', what: 'indices', x64: 'int64', x32: 'int32' },
  { name: 'unique', what: 'counts', x64: 'int64', x32: 'int32' },
  { name: 'argwhere', what: 'indices', x64: 'int64', x32: 'int32' },
  { name: 'nonzero', what: 'indices', x64: 'int64', x32: 'int32' },
  { name: 'topK', what: 'indices', x64: 'int32', x32: 'int32' },
  { name: 'searchsorted', what: 'indices', x64: 'int32', x32: 'int32' },
]);

/**
 * Random (jax.random; planned by src/plan/random.ts, drawn by src/ops/random/), one row per sampler.
 * - default: the kind of the dtype the sampler makes when it is given none, resolved under the
 *   policy: 'float' and 'int' are the policy's default float and int (JAX: float64 and int64 with
 *   x64, float32 and int32 without), 'uint' the unsigned dtype as wide as that int (jnp.uint).
 *   bernoulli's is the dtype of its uniform draws for a number p; permutation, choice and
 *   categorical make indices.
 * - options: the names its options object takes (in the order error messages list them).
 */
// biome-ignore format: a row per line, read as a table
export const randomRows = /** @type {const} */ ([
  { name: 'bits', default: 'uint', options: ['dtype'] },
  { name: 'uniform', default: 'float', options: ['dtype', 'minval', 'maxval'] },
  { name: 'normal', default: 'float', options: ['dtype'] },
  { name: 'randint', default: 'int', options: ['dtype'] },
  { name: 'bernoulli', default: 'float', options: [] },
  { name: 'permutation', default: 'int', options: ['axis', 'independent'] },
  { name: 'choice', default: 'int', options: ['shape', 'replace', 'p', 'axis'] },
  { name: 'categorical', default: 'int', options: ['axis', 'shape'] },
]);

/**
 * The floats JAX's uniform and normal draw in besides the float8 formats (whose mantissa is their
 * `narrow.mantissa` above): `mantissa` bits (finfo(dtype).nmant) and the random `bits` drawn per
 * element (finfo(dtype).bits, but 8 where the mantissa is narrower than 8 bits: bfloat16, float8).
 * `tinyExponent`: the smallest normal number is 2^tinyExponent (finfo(dtype).tiny: Gumbel noise's
 * lower bound; the float8 formats' is 2^(1 − bias)). An exponent, not `2 ** e`: a bundler keeps an
 * expression it cannot prove pure, and these rows would then ship with promoteTypes alone. `kernel`: asm/random.ts has the whole uniform fused with the bits
 * (random_uniform_<dtype>).
 */
// biome-ignore format: a row per line, read as a table
export const randomFloats = /** @type {const} */ ([
  { name: 'float16', mantissa: 10, bits: 16, tinyExponent: -14, kernel: false },
  { name: 'bfloat16', mantissa: 7, bits: 8, tinyExponent: -126, kernel: false },
  { name: 'float32', mantissa: 23, bits: 32, tinyExponent: -126, kernel: true },
  { name: 'float64', mantissa: 52, bits: 64, tinyExponent: -1022, kernel: true },
]);
