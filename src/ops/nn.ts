// jax.nn under a policy (createNn): softmax, logSoftmax and logsumexp as row kernels over any axis (the
// axis moved last and made contiguous, when it is not already), sigmoid, silu, gelu and relu as fused
// elementwise kernels (asm/nn.ts through src/kernels/nn.ts and src/execute/nn.ts; softplus, logSigmoid,
// elu, celu, selu and mish too), and the other
// activations as compositions of the elementwise operations. These are operations of their own (SPEC
// §4a): their accuracy is docs/accuracy.md's "nn" section, not the op-by-op composition's bits.
import type { AnyNDArray } from '../../types/index.js';
import type { PolicySpec } from '../../types/policy.js';
import type { NnFunctions } from '../../types/nn.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { checkOptions } from '../errors/options.js';
import { show } from '../errors/messages.js';
import { publicFunction } from '../array/public-function.js';
import { checkArray } from '../array/operands.js';
import { allocArray, castArray, checkDType, nodeOfArray, storage } from '../array/ndarray.js';
import { checkAxis } from '../shape/axes.js';
import { broadcastShapes } from '../shape/broadcast.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { unaryResultWith } from '../plan/promote.js';
import { materialize } from '../lattice/dtypes.js';
import { nnActivationPlan, runNnElementwiseAll, runNnRowsAll } from '../execute/nn.js';
import { recorder } from '../array/trace-hook.js';
import type { NnElementwiseDType, NnElementwiseName, NnKernelDType, NnRowsDType, NnRowsName } from '../execute/nn.js';
import { createOperations } from './operations.js';
import { createSelection } from './selection.js';
import { moveaxis } from './views.js';
import { scope } from '../memory/memory.js';
import { arange } from './creation.js';
import { expandDims } from './views.js';
import { split } from './shaping.js';
import { createReductions } from './reductions/functions.js';
import { einsum } from './products/products.js';
import { logsumexp } from './logsumexp.js';

type Run = (...operands: unknown[]) => AnyNDArray;

/** The float dtype a kernel computes `dtype` in: float64 for float64, float32 lanes for the others. */
function kernelDType(dtype: DType): NnKernelDType {
  return dtype === 'float64' ? 'float64' : 'float32';
}

/** Frees the temporaries a function made, whatever happens. */
class Temporaries {
  private readonly held: AnyNDArray[] = [];
  keep<Value extends AnyNDArray>(value: Value): Value {
    this.held[this.held.length] = value;
    return value;
  }
  /** `value` kept from freeing (the result). */
  release(value: AnyNDArray): AnyNDArray {
    for (let index = this.held.indexOf(value); index >= 0; index = this.held.indexOf(value)) this.held.splice(index, 1);
    return value;
  }
  free(): void {
    for (const each of this.held) each.dispose();
  }
}

/** The nn functions under a policy, made once per policy (by its name and x64). */
const bound = new Map<string, unknown>();

/**
 * jax.nn under a policy (`createNn({ x64: true })`): int and bool inputs of softmax, logSoftmax and
 * logsumexp give that policy's inexact dtype, as jnp.exp would.
 */
export function createNn<Spec extends PolicySpec = 'jax'>(spec?: Spec): NnFunctions<Spec> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createNn');
  const key = `${policy.name} ${policy.x64}`;
  let functions = bound.get(key);
  if (functions === undefined) bound.set(key, (functions = bind(policy, spec as PolicySpec | undefined)));
  return functions as NnFunctions<Spec>;
}

function bind(policy: Policy, spec: PolicySpec | undefined): unknown {
  const operations = createOperations(spec) as unknown as Record<string, Run>;
  const selection = createSelection(spec) as unknown as Record<string, Run>;
  const reductions = createReductions(spec) as unknown as Record<string, Run>;

  /** The result dtype of a row function (jnp.exp's) and whether it is weak; complex is refused. */
  function rowResult(name: string, input: AnyNDArray): { dtype: DType; weak: boolean } {
    const dtype = input.dtype as DType;
    if (dtypeInfo[dtype].kind === 'complex')
      throw new TypeError(`nn.${name}: complex input (${dtype}) is not supported; take the real part first.`);
    const node = unaryResultWith(policy, 'exp', nodeOfArray(input));
    return { dtype: materialize(node, policy.x64), weak: node !== materialize(node, policy.x64) };
  }

  /** softmax / logSoftmax: the row kernel along `axis`, `where` as JAX applies it. */
  function rows(kernelName: 'softmax' | 'log_softmax', name: string, x: unknown, options: unknown): AnyNDArray {
    const input = checkArray(`nn.${name}`, x) as AnyNDArray;
    const given =
      typeof options === 'number' ? { axis: options } : checkOptions(`nn.${name}`, options, ['axis', 'where']);
    const { dtype, weak } = rowResult(name, input);
    const ndim = input.ndim;
    const temporaries = new Temporaries();
    try {
      let values = input;
      let mask: AnyNDArray | undefined;
      if (given.where !== undefined && given.where !== null) {
        mask = checkMask(`nn.${name}`, given.where, input.shape);
        values = temporaries.keep(selection.where!(mask, input, -Infinity));
      }
      let result: AnyNDArray;
      if (ndim === 0) {
        // One value: softmax is exp(x − x)/1, logSoftmax x − x (NaN for ±∞ and NaN, as JAX gives).
        const difference = temporaries.keep(operations.subtract!(values, values));
        result = kernelName === 'softmax' ? operations.exp!(difference) : operations.add!(difference, 0);
        temporaries.keep(result);
        result = temporaries.keep(castArray(result, dtype, weak, `nn.${name}`));
      } else {
        const axis = checkAxis(`nn.${name}`, given.axis ?? -1, ndim);
        result = temporaries.keep(alongAxis(kernelName, `nn.${name}`, values, axis, dtype, weak, temporaries));
      }
      if (mask !== undefined)
        result = temporaries.keep(selection.where!(mask, result, kernelName === 'softmax' ? 0 : -Infinity));
      return temporaries.release(result);
    } finally {
      temporaries.free();
    }
  }

  const nn = {
    softmax: publicFunction('nn.softmax', (x: unknown, options?: unknown) => rows('softmax', 'softmax', x, options)),
    logSoftmax: publicFunction('nn.logSoftmax', (x: unknown, options?: unknown) =>
      rows('log_softmax', 'logSoftmax', x, options),
    ),
    logsumexp: publicFunction('nn.logsumexp', (x: unknown, options?: unknown) =>
      (logsumexp as unknown as Run)(x, options),
    ),
    sigmoid: activation('sigmoid', 'sigmoid'),
    silu: activation('silu', 'silu'),
    swish: activation('swish', 'silu'),
    softplus: activation('softplus', 'softplus'),
    logSigmoid: activation('logSigmoid', 'log_sigmoid'),
    selu: activation('selu', 'selu'),
    mish: activation('mish', 'mish'),
    elu: withAlpha('elu', 'elu'),
    celu: withAlpha('celu', 'celu'),
    relu: publicFunction('nn.relu', (x: unknown) => {
      const input = checkArray('nn.relu', x) as AnyNDArray;
      const kind = dtypeInfo[input.dtype as DType].kind;
      if (kind === 'float') return traced('nn.relu', 'relu', input);
      if (kind === 'complex' || kind === 'bool')
        throw new TypeError(`nn.relu: ${kind} input (${input.dtype}) is not supported; relu takes real numbers.`);
      return operations.maximum!(input, 0);
    }),
    gelu: publicFunction('nn.gelu', (x: unknown, options?: unknown) => {
      const given =
        typeof options === 'boolean' ? { approximate: options } : checkOptions('nn.gelu', options, ['approximate']);
      const approximate = given.approximate ?? true;
      if (typeof approximate !== 'boolean')
        throw new TypeError(`nn.gelu: approximate must be true or false, got ${show(approximate)}.`);
      const input = checkFloat('gelu', x);
      return traced('nn.gelu', approximate ? 'gelu_tanh' : 'gelu_erf', input);
    }),
    ...composed(),
    oneHot: publicFunction('nn.oneHot', (x: unknown, numClasses: unknown, options?: unknown) => {
      const input = checkArray('nn.oneHot', x) as AnyNDArray;
      const kind = dtypeInfo[input.dtype as DType].kind;
      if (kind !== 'int' && kind !== 'uint')
        throw new TypeError(`nn.oneHot: the classes must be integers, got ${input.dtype}.`);
      if (typeof numClasses !== 'number' || !Number.isInteger(numClasses) || numClasses < 0)
        throw new TypeError(`nn.oneHot: numClasses must be a non-negative integer, got ${show(numClasses)}.`);
      const given = checkOptions('nn.oneHot', options, ['dtype', 'axis']);
      const dtype =
        given.dtype === undefined ? (policy.x64 ? 'float64' : 'float32') : checkDType(given.dtype, 'nn.oneHot');
      const axis = checkAxis('nn.oneHot', given.axis ?? -1, input.ndim + 1);
      return scope(() => {
        const classes = (arange as unknown as Run)(numClasses, input.dtype);
        const hits = operations.equal!(expandDims(input, -1), classes);
        const moved = axis === input.ndim ? hits : (moveaxis(hits, -1, axis) as AnyNDArray);
        return castArray(moved, dtype, false, 'nn.oneHot');
      });
    }),
    glu: publicFunction('nn.glu', (x: unknown, axis?: unknown) => {
      const input = checkFloat('glu', x);
      const at = checkAxis('nn.glu', axis ?? -1, input.ndim);
      if ((input.shape[at] as number) % 2 !== 0)
        throw new RangeError(`nn.glu: axis ${at} has odd size ${input.shape[at]}; glu splits it in two halves.`);
      return scoped(() => {
        const [a, b] = split(input as never, 2, { axis: at }) as unknown as [AnyNDArray, AnyNDArray];
        return operations.multiply!(a, elementwise('nn.glu', 'sigmoid', b));
      }, input);
    }),
    standardize: publicFunction('nn.standardize', (x: unknown, options?: unknown) => {
      const input = checkArray('nn.standardize', x) as AnyNDArray;
      rowResult('standardize', input);
      const given = checkOptions('nn.standardize', options, ['axis', 'mean', 'variance', 'epsilon', 'where']);
      const epsilon = given.epsilon ?? 1e-5;
      if (typeof epsilon !== 'number')
        throw new TypeError(`nn.standardize: epsilon must be a number, got ${show(epsilon)}.`);
      const plain = given.mean === undefined && given.variance === undefined && given.where === undefined;
      const axis = given.axis ?? -1;
      if (plain && typeof axis === 'number' && input.ndim > 0) {
        // The fused rows kernel: mean and variance of two passes over each row, then the scaling.
        const { dtype, weak } = rowResult('standardize', input);
        const at = checkAxis('nn.standardize', axis, input.ndim);
        const temporaries = new Temporaries();
        try {
          const result = alongAxis('standardize', 'nn.standardize', input, at, dtype, weak, temporaries, epsilon);
          return temporaries.release(temporaries.keep(result));
        } finally {
          temporaries.free();
        }
      }
      const reduce = {
        axis: given.axis ?? -1,
        keepdims: true,
        ...(given.where === undefined ? {} : { where: given.where }),
      };
      return scope(() => {
        const mean = (given.mean as AnyNDArray | undefined) ?? reductions.mean!(input, reduce);
        const variance =
          (given.variance as AnyNDArray | undefined) ??
          operations.subtract!(reductions.mean!(operations.square!(input), reduce), operations.square!(mean));
        return operations.multiply!(
          operations.subtract!(input, mean),
          operations.reciprocal!(operations.sqrt!(operations.add!(variance, epsilon))),
        );
      });
    }),
    dotProductAttention: publicFunction(
      'nn.dotProductAttention',
      (query: unknown, key: unknown, value: unknown, options?: unknown) => {
        const where = 'nn.dotProductAttention';
        const q = checkFloat('dotProductAttention', query);
        const k = checkArray(where, key, 'key') as AnyNDArray;
        const v = checkArray(where, value, 'value') as AnyNDArray;
        const given = checkOptions(where, options, ['bias', 'mask', 'scale', 'isCausal']);
        const rank = q.ndim;
        if ((rank !== 3 && rank !== 4) || k.ndim !== rank || v.ndim !== rank)
          throw new RangeError(
            `${where}: query, key and value must all be [T, N, H] or [B, T, N, H], got [${q.shape}], [${k.shape}], [${v.shape}].`,
          );
        const head = q.shape[rank - 1] as number;
        const scale = given.scale ?? 1 / Math.sqrt(head);
        if (typeof scale !== 'number') throw new TypeError(`${where}: scale must be a number, got ${show(scale)}.`);
        const batch = rank === 4 ? 'B' : '';
        return scope(() => {
          // JAX's _dot_product_attention_xla: logits [B, N, T, S], masked to the dtype's lowest value.
          let logits = operations.multiply!(
            (einsum as unknown as Run)(`${batch}TNH,${batch}SNH->${batch}NTS`, q, k),
            scale,
          );
          if (given.bias !== undefined && given.bias !== null) logits = operations.add!(logits, given.bias);
          let mask = given.mask as AnyNDArray | undefined;
          if (given.isCausal === true) {
            const t = logits.shape[logits.ndim - 2] as number;
            const s = logits.shape[logits.ndim - 1] as number;
            const causal = operations.lessEqual!(
              (arange as unknown as Run)(s, 'int32').reshape([1, s]),
              (arange as unknown as Run)(t, 'int32').reshape([t, 1]),
            );
            mask = mask === undefined ? causal : operations.logicalAnd!(mask, causal);
          }
          if (mask !== undefined) {
            const lowest = logits.dtype === 'float64' ? -Number.MAX_VALUE : -3.4028234663852886e38;
            logits = selection.where!(mask, logits, lowest);
          }
          const probabilities = rows('softmax', 'dotProductAttention', logits, { axis: -1 });
          return castArray(
            (einsum as unknown as Run)(`${batch}NTS,${batch}SNH->${batch}TNH`, probabilities, v),
            q.dtype as DType,
            q.weakType,
            where,
          );
        });
      },
    ),
    logmeanexp: publicFunction('nn.logmeanexp', (x: unknown, options?: unknown) => {
      const input = checkArray('nn.logmeanexp', x) as AnyNDArray;
      const given =
        typeof options === 'number'
          ? { axis: options }
          : checkOptions('nn.logmeanexp', options, ['axis', 'keepdims', 'where']);
      return scope(() => {
        const total = (logsumexp as unknown as Run)(input, given);
        const ones = operations.add!(operations.multiply!(input, 0), 1);
        const weights = given.where === undefined ? ones : selection.where!(given.where, ones, 0);
        const count = reductions.sum!(weights, {
          ...(given.axis === undefined ? {} : { axis: given.axis }),
          keepdims: given.keepdims === true,
        });
        return operations.subtract!(total, operations.log!(count));
      });
    }),
  };
  return Object.freeze(recorded(nn));

  /**
   * The other activations, as JAX writes them, composed of the elementwise operations (each a few
   * passes; float inputs only, as jax.nn's float formulas; results in the input's dtype).
   */
  function composed(): Record<string, unknown> {
    const o = operations;
    const w = selection.where!;
    const LN2 = Math.LN2;
    const define = (name: string, body: (x: AnyNDArray, parameter: number | undefined) => AnyNDArray) =>
      publicFunction(`nn.${name}`, (x: unknown, parameter?: unknown) => {
        const input = checkFloat(name, x);
        if (parameter !== undefined && typeof parameter !== 'number')
          throw new TypeError(`nn.${name}: its parameter must be a number, got ${show(parameter)}.`);
        return scoped(() => body(input, parameter as number | undefined), input);
      });
    const hardSigmoid = (x: AnyNDArray) => o.divide!(o.minimum!(o.maximum!(o.add!(x, 3), 0), 6), 6);
    return {
      identity: publicFunction('nn.identity', (x: unknown) => checkArray('nn.identity', x)),
      relu6: define('relu6', (x) => o.minimum!(o.maximum!(x, 0), 6)),
      leakyRelu: define('leakyRelu', (x, slope = 0.01) => w(o.greaterEqual!(x, 0), x, o.multiply!(x, slope))),
      hardTanh: define('hardTanh', (x) => o.minimum!(o.maximum!(x, -1), 1)),
      hardSigmoid: define('hardSigmoid', hardSigmoid),
      hardSilu: define('hardSilu', (x) => o.multiply!(x, hardSigmoid(x))),
      hardSwish: define('hardSwish', (x) => o.multiply!(x, hardSigmoid(x))),
      softSign: define('softSign', (x) => o.divide!(x, o.add!(o.abs!(x), 1))),
      sparsePlus: define('sparsePlus', (x) =>
        w(o.lessEqual!(x, -1), 0, w(o.greaterEqual!(x, 1), x, o.divide!(o.square!(o.add!(x, 1)), 4))),
      ),
      sparseSigmoid: define('sparseSigmoid', (x) => o.multiply!(o.minimum!(o.maximum!(o.add!(x, 1), 0), 2), 0.5)),
      squareplus: define('squareplus', (x, b = 4) => o.divide!(o.add!(x, o.sqrt!(o.add!(o.square!(x), b))), 2)),
      log1mexp: define('log1mexp', (x) =>
        w(
          o.less!(x, LN2),
          o.log!(o.negative!(o.expm1!(o.negative!(x)))),
          o.log1p!(o.negative!(o.exp!(o.negative!(x)))),
        ),
      ),
    };
  }

  function activation(name: string, kernel: NnElementwiseName) {
    return publicFunction(`nn.${name}`, (x: unknown) => traced(`nn.${name}`, kernel, checkFloat(name, x)));
  }

  /** elu and celu: an activation with JAX's `alpha` (default 1), a number. */
  function withAlpha(name: string, kernel: NnElementwiseName) {
    return publicFunction(`nn.${name}`, (x: unknown, alpha?: unknown) => {
      const input = checkFloat(name, x);
      const value = alpha ?? 1;
      if (typeof value !== 'number')
        throw new TypeError(`nn.${name}: its parameter must be a number, got ${show(alpha)}.`);
      return traced(`nn.${name}`, kernel, input, value);
    });
  }

  /**
   * An activation's kernel over a float array, recorded while jit traces as one primitive
   * (`nn.silu` …) that replays the same kernel, and that jit runs block by block with the
   * elementwise operations around it where the values are float32 or float64 (nnActivationPlan).
   */
  function traced(where: string, kernel: NnElementwiseName, input: AnyNDArray, parameter = 0): AnyNDArray {
    if (recorder === undefined) return elementwise(where, kernel, input, parameter);
    const key = `${where} ${kernel} ${parameter}`;
    let run = replays.get(key);
    if (run === undefined)
      replays.set(key, (run = (x: unknown) => elementwise(where, kernel, x as AnyNDArray, parameter)));
    const dtype = input.dtype;
    const plan =
      dtype === 'float32' || dtype === 'float64'
        ? () => nnActivationPlan(kernel, dtype, input.weakType, parameter)
        : undefined;
    return recorder.operation(run, `nn.${kernel}`, [input], undefined, plan, true) as AnyNDArray;
  }
}

/** The replayed functions of the traced activations, one per name and kernel (stable: jit compares them). */
const replays = new Map<string, Run>();

/** The functions recorded by their activations' kernels themselves (traced), or not at all (identity returns its input). */
const recordedInside = new Set([
  'sigmoid',
  'silu',
  'swish',
  'relu',
  'gelu',
  'softplus',
  'logSigmoid',
  'selu',
  'mish',
  'elu',
  'celu',
  'identity',
]);

/**
 * The nn functions, each recorded while jit traces as one primitive (`nn.softmax` …) whose replay
 * is the function itself: positional arguments become its operands (arrays, or numbers and flags
 * as constants), a last plain object its options (a `where` mask or other array in them makes the
 * trace opaque, and the function then runs op by op).
 */
function recorded<Functions extends Record<string, unknown>>(functions: Functions): Functions {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(functions)) {
    if (recordedInside.has(name)) {
      wrapped[name] = value;
      continue;
    }
    const run = value as Run;
    wrapped[name] = publicFunction(`nn.${name}`, (...args: unknown[]) => {
      if (recorder === undefined) return run(...args);
      const last = args[args.length - 1];
      const prototype = typeof last === 'object' && last !== null ? Object.getPrototypeOf(last) : undefined;
      const hasOptions = args.length > 1 && (prototype === Object.prototype || prototype === null);
      return recorder.operation(
        run,
        `nn.${name}`,
        hasOptions ? args.slice(0, -1) : args,
        hasOptions ? last : undefined,
      );
    });
  }
  return wrapped as Functions;
}

/**
 * `body`'s result in the input's dtype (and weak type), the temporaries it made freed: a composition
 * computes weakly typed scalars into the input's dtype, so only a cast of the last is needed.
 */
function scoped(body: () => AnyNDArray, input: AnyNDArray): AnyNDArray {
  const result = scope(body);
  if (result.dtype === input.dtype && result.weakType === input.weakType) return result;
  try {
    return castArray(result, input.dtype as DType, input.weakType, 'nn');
  } finally {
    result.dispose();
  }
}

/** A float array, or the error JAX's float-only activations give. */
function checkFloat(name: string, x: unknown): AnyNDArray {
  const input = checkArray(`nn.${name}`, x) as AnyNDArray;
  const kind = dtypeInfo[input.dtype as DType].kind;
  if (kind !== 'float')
    throw new TypeError(
      `nn.${name}: ${kind === 'complex' ? 'complex' : kind === 'bool' ? 'bool' : 'integer'} input (${input.dtype}) is not supported; ${name} takes floats (cast with astype first).`,
    );
  return input;
}

/** A `where` mask: a bool array that broadcasts to `shape` (the result's). */
function checkMask(where: string, mask: unknown, shape: readonly number[]): AnyNDArray {
  const array = checkArray(where, mask, 'where') as AnyNDArray;
  if (array.dtype !== 'bool') throw new TypeError(`${where}: where must be a bool array, got ${array.dtype}.`);
  let joined: readonly number[];
  try {
    joined = broadcastShapes(array.shape, shape);
  } catch {
    joined = [];
  }
  if (joined.length !== shape.length || joined.some((size, index) => size !== shape[index]))
    throw new RangeError(
      `${where}: where's shape [${array.shape.join(', ')}] does not broadcast to the input's [${shape.join(', ')}].`,
    );
  return array;
}

/** The row kernel along `axis`: the axis moved last and the values made contiguous in the kernel's dtype. */
function alongAxis(
  kernelName: NnRowsName | 'standardize',
  where: string,
  input: AnyNDArray,
  axis: number,
  dtype: DType,
  weak: boolean,
  temporaries: Temporaries,
  parameter?: number,
): AnyNDArray {
  const ndim = input.ndim;
  // float16 and bfloat16 run their own kernels (float32 lanes, converted in the loads and stores: the
  // float32 result rounded once); the others compute in float32 or float64 and cast once.
  const compute: NnRowsDType = dtype === 'float16' || dtype === 'bfloat16' ? dtype : kernelDType(dtype);
  const last = axis === ndim - 1;
  const moved = last ? input : temporaries.keep(moveaxis(input, axis, -1) as AnyNDArray);
  const values =
    moved.dtype === compute && moved[storage].strides === undefined
      ? moved
      : temporaries.keep(castArray(moved, compute, false, where));
  const out = temporaries.keep(allocArray(compute, moved.shape, false, where));
  const length = moved.shape[ndim - 1]!;
  if (out.size > 0)
    runNnRowsAll({
      name: kernelName,
      dtype: compute,
      input: values[storage].pointer,
      out: out[storage].pointer,
      rows: out.size / length,
      length,
      ...(parameter === undefined ? {} : { parameter }),
    });
  const back = last ? out : temporaries.keep(moveaxis(out, -1, axis) as AnyNDArray);
  if (back === out && compute === dtype && !weak) return out;
  return castArray(back, dtype, weak, where);
}

/**
 * An activation kernel over a float array: float32 and float64 in their own kernels, float16 and
 * bfloat16 in theirs (float32 lanes, converted in the kernel: each result the float32 one rounded
 * once), the narrower floats widened to float32 and the result cast back.
 */
function elementwise(where: string, kernel: NnElementwiseName, input: AnyNDArray, parameter = 0): AnyNDArray {
  const dtype = input.dtype as DType;
  const compute: NnElementwiseDType =
    dtype === 'float64' || dtype === 'float16' || dtype === 'bfloat16' ? dtype : 'float32';
  const temporaries = new Temporaries();
  try {
    const values =
      input.dtype === compute && input[storage].strides === undefined
        ? input
        : temporaries.keep(castArray(input, compute, false, where));
    const direct = compute === dtype;
    const out = allocArray(compute, input.shape, direct && input.weakType, where);
    if (!direct) temporaries.keep(out);
    runNnElementwiseAll({
      name: kernel,
      dtype: compute,
      input: values[storage].pointer,
      out: out[storage].pointer,
      count: out.size,
      parameter,
    });
    return direct ? out : castArray(out, dtype, input.weakType, where);
  } finally {
    temporaries.free();
  }
}

/**
 * JAX's jax.nn (x64 off): softmax, logSoftmax, logsumexp, sigmoid, silu/swish, relu, gelu, … Here,
 * not in the entry, so that a bundle that uses none of it leaves this module out.
 */
export const nn: NnFunctions<'jax'> = createNn();
