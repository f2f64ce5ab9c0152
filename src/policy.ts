import type { PolicyName, PromoteOptions } from '../types/policy.js';
import { isNode, type NodeName } from './dtypes.js';
import { deriveLattice, type LatticeEdges } from './lattice.js';
import { jaxLattice, jaxLatticeX32, strictLattice } from './lattice-data.js';
import { show, unknownDTypeText, unknownPolicyText } from './messages.js';

/** A promotion policy at run time: how it promotes a pair, and how weak results materialise. */
export interface Policy {
  readonly name: PolicyName;
  readonly x64: boolean;
  /** The promotion of two nodes, or undefined where the policy defines none. */
  promote(left: NodeName, right: NodeName): NodeName | undefined;
}

function latticePolicy(name: PolicyName, edges: LatticeEdges, x64: boolean): Policy {
  const lattice = deriveLattice(edges);
  return { name, x64, promote: lattice.join };
}

/** Each policy, for x64 on and off. A lattice policy is derived from its edges once, on first use. */
const policyFactories: { readonly [Name in PolicyName]: (x64: boolean) => Policy } = {
  jax: (x64) => latticePolicy('jax', x64 ? jaxLattice : jaxLatticeX32, x64),
  strict: (x64) => latticePolicy('strict', strictLattice, x64),
};

/** The policy names, in the order error messages list them. */
export const policyNames = Object.freeze(Object.keys(policyFactories)) as readonly PolicyName[];

const cache = new Map<string, Policy>();

/** The policy an options object (or a bare policy name) selects; validates both. */
export function resolvePolicy(options: PromoteOptions | PolicyName | undefined): Policy {
  const spec: PromoteOptions = typeof options === 'string' ? { policy: options } : options ?? {};
  if (typeof spec !== 'object' || spec === null) {
    throw new TypeError(`Expected promotion options like { policy: 'jax', x64: true }, got ${show(options)}.`);
  }
  const name = spec.policy ?? 'jax';
  if (!Object.prototype.hasOwnProperty.call(policyFactories, name)) {
    throw new TypeError(unknownPolicyText(show(name), policyNames.join(', ')));
  }
  const x64 = spec.x64 ?? true;
  if (typeof x64 !== 'boolean') throw new TypeError(`The x64 option must be true or false, got ${show(x64)}.`);
  const key = `${name}/${x64}`;
  let policy = cache.get(key);
  if (!policy) {
    policy = policyFactories[name](x64);
    cache.set(key, policy);
  }
  return policy;
}

/** Checks that a value names a lattice node; throws a TypeError listing the valid names if not. */
export function checkNode(value: unknown): NodeName {
  if (!isNode(value)) throw new TypeError(unknownDTypeText(show(value)));
  return value;
}
