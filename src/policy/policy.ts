import type { PolicyName, PromoteOptions, X64Policy } from '../../types/policy.js';
import { isDType, isNarrow, isNode, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import { deriveLattice, type LatticeEdges } from '../lattice/lattice.js';
import { defaultX64, jaxLattice, jaxLatticeX32, strictLattice } from '../registry/lattice-data.js';
import { show, unknownDTypeText, unknownPolicyText } from '../errors/messages.js';
import { checkOptions, policyOptionNames } from '../errors/options.js';
import { arrayApiRules } from './array-api.js';
import { laxRules } from './lax.js';
import { numpyRules } from './numpy.js';
import {
  isRefusal,
  materializeX64,
  ruleOutcome,
  noPromotion,
  Refusal,
  type Operand,
  type Outcome,
  type PolicyRules,
} from './rules.js';
import { tensorflowRules } from './tensorflow.js';
import { tritonRules } from './triton.js';
import { torchRules } from './torch.js';

/**
 * A promotion policy at run time: how it promotes a pair (seeing scalar values where the system
 * does), its operation-specific rules, its n-ary rule, and how weak results materialise.
 */
export interface Policy {
  readonly name: PolicyName;
  /**
   * Whether x64 is on for this policy: the option given for 'jax', 'strict' and 'lax'; always true
   * for the systems without an x64 switch (SPEC §6), whose defaults are 64-bit whatever the option says.
   */
  readonly x64: boolean;
  /** The promotion of two operands (SPEC §6), seeing scalar values where the policy reads them. */
  promoteOperands: PolicyRules['promote'];
  /** An operation's own rule, where the policy has one (else SPEC §4's rule on the promotion). */
  readonly operation?: PolicyRules['operation'];
  /** A unary operation's own rule, where the policy has one (else SPEC §4's rule). */
  readonly unary?: PolicyRules['unary'];
  /** Whether weak results stay weakly typed arrays (JAX's policies); else they materialise. */
  readonly weakArrays: boolean;
  /** The result of several inputs, where it is not a left fold of the promotion (NumPy). */
  readonly resultType?: PolicyRules['resultType'];
  /** The strong dtype a weak type becomes on its own under this policy (torch: float → float32). */
  materialize(weak: WeakType): DType | Refusal;
  /** Scalar values whose answers differ; the first is what a weak name without a value stands for. */
  readonly valueSamples?: PolicyRules['valueSamples'];
  /** No answer depends on a scalar's value (JAX's lattices): plans may be kept per weak kind. */
  readonly ignoresValues: boolean;
}

/** JAX's lattice policies: the join on the edges; values do not matter. */
function latticeRules(name: PolicyName, edges: LatticeEdges, x64: boolean): PolicyRules {
  const lattice = deriveLattice(edges);
  return {
    promote: (left, right) => lattice.join(left.node, right.node) ?? noPromotion(left.node, right.node, name),
    materialize: (weak) => materializeX64(weak, x64),
    weakArrays: true,
    ignoresValues: true,
  };
}

/**
 * The other systems, the narrow dtypes (float8/6/4, int4/2 …) and the dtypes a system lacks
 * (`rules.knows`): none of them promotes these implicitly (PyTorch's float8 types, ml_dtypes' types
 * under NumPy's scalar rules, Triton's fp8, lax's identical-dtype rule), so under those policies such
 * a dtype meets only itself; anything else, a scalar included, is a TypePromotionError saying to cast
 * explicitly. Operations on one such dtype follow SPEC §4's rules.
 */
function foreignMeetsOnlyItself(name: PolicyName, rules: PolicyRules): PolicyRules {
  const knows = rules.knows;
  const foreign = (node: AnyDType) => isNarrow(node) || (knows !== undefined && isDType(node) && !knows(node));
  const foreignIn = (operands: readonly Operand[]) => operands.some((operand) => foreign(operand.node));
  const promote = (left: Operand, right: Operand) =>
    foreign(left.node) || foreign(right.node)
      ? left.node === right.node
        ? left.node
        : noPromotion(left.node, right.node, name)
      : rules.promote(left, right);
  return {
    ...rules,
    promote,
    operation: (operation, left, right, rule) => {
      if (!foreignIn([left, right])) return rules.operation?.(operation, left, right, rule);
      const promoted = promote(left, right);
      return isRefusal(promoted) ? promoted : ruleOutcome(rule, operation, promoted);
    },
    unary: (operation, operand, rule) => (foreign(operand.node) ? undefined : rules.unary?.(operation, operand, rule)),
    resultType: rules.resultType
      ? (operands) => {
          if (!foreignIn(operands)) return rules.resultType!(operands);
          let joined: Outcome = operands[0]!.node;
          for (const next of operands.slice(1)) {
            if (isRefusal(joined)) return joined;
            joined = promote({ node: joined }, next);
          }
          return joined;
        }
      : undefined,
  };
}

function makePolicy(name: PolicyName, x64: boolean, rules: PolicyRules): Policy {
  return Object.freeze({
    name,
    x64,
    promoteOperands: rules.promote,
    operation: rules.operation,
    unary: rules.unary,
    weakArrays: rules.weakArrays ?? false,
    resultType: rules.resultType,
    materialize: rules.materialize,
    valueSamples: rules.valueSamples,
    ignoresValues: rules.ignoresValues === true,
  });
}

/**
 * The policies that read x64 (SPEC §6): JAX's. NumPy, PyTorch, TensorFlow, Triton and the Array API
 * have no x64 switch: under them x64 is on whatever the options say (their 64-bit default int, as
 * their own argsort and sum give), and `{ policy: 'numpy', x64: false }` is the policy 'numpy'.
 */
export const x64Policies: readonly X64Policy[] = Object.freeze(['jax', 'strict', 'lax'] as const);

/** Whether a policy reads the x64 option (see x64Policies). */
export function readsX64(name: PolicyName): name is X64Policy {
  return (x64Policies as readonly PolicyName[]).includes(name);
}

/**
 * Each policy's rules, for x64 on and off (x64 matters to 'jax', 'strict' and 'lax' only: the other
 * systems have fixed defaults). A lattice policy is derived from its edges once, on first use.
 */
const policyFactories: { readonly [Name in PolicyName]: (x64: boolean) => PolicyRules } = {
  jax: (x64) => latticeRules('jax', x64 ? jaxLattice : jaxLatticeX32, x64),
  strict: (x64) => latticeRules('strict', strictLattice, x64),
  numpy: () => foreignMeetsOnlyItself('numpy', numpyRules()),
  torch: () => foreignMeetsOnlyItself('torch', torchRules()),
  tensorflow: () => foreignMeetsOnlyItself('tensorflow', tensorflowRules()),
  lax: (x64) => foreignMeetsOnlyItself('lax', laxRules(x64)),
  triton: () => foreignMeetsOnlyItself('triton', tritonRules()),
  'array-api': () => foreignMeetsOnlyItself('array-api', arrayApiRules()),
};

/** The policy names, in the order error messages list them. */
export const policyNames = Object.freeze(Object.keys(policyFactories)) as readonly PolicyName[];

const cache = new Map<string, Policy>();

/**
 * The policy an options object (or a bare policy name) selects; validates both. `where` is the
 * public function given the options: its errors then start with its name (the CLI and internal
 * callers leave it out, and the words stand alone).
 */
export function resolvePolicy(options: PromoteOptions | PolicyName | undefined, where?: string): Policy {
  const prefix = where === undefined ? '' : `${where}: `;
  const spec: PromoteOptions = typeof options === 'string' ? { policy: options } : (options ?? {});
  if (typeof spec !== 'object' || spec === null) {
    throw new TypeError(`${prefix}Expected promotion options like { policy: 'jax', x64: true }, got ${show(options)}.`);
  }
  if (spec === options) checkOptions(where ?? 'the policy options', spec, policyOptionNames);
  const name = spec.policy ?? 'jax';
  if (!Object.hasOwn(policyFactories, name)) {
    throw new TypeError(`${prefix}${unknownPolicyText(show(name), policyNames.join(', '))}`);
  }
  const given = spec.x64 ?? defaultX64;
  if (typeof given !== 'boolean')
    throw new TypeError(`${prefix}The x64 option must be true or false, got ${show(given)}.`);
  // A system without an x64 switch gives its own results whatever x64 says (SPEC §6): one policy, x64 on.
  const x64 = given || !readsX64(name);
  const key = `${name}/${x64}`;
  let policy = cache.get(key);
  if (!policy) {
    policy = makePolicy(name, x64, policyFactories[name](x64));
    cache.set(key, policy);
  }
  return policy;
}

/** Checks that a value names a lattice node; throws a TypeError listing the valid names if not. */
export function checkNode(value: unknown): AnyDType {
  if (!isNode(value)) throw new TypeError(unknownDTypeText(show(value)));
  return value;
}
