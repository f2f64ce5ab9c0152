import type { jaxLattice, jaxLatticeX32, strictLattice } from '../src/lattice-data.js';
import type { JoinTable } from './lattice.js';

/** The promotion policies: `'jax'` (the default lattice) and `'strict'` (JAX's strict mode). */
export type PolicyName = keyof PolicyRegistry;

/** A policy by name, or options naming the policy and whether x64 is on (default: on). */
export type PolicySpec = PolicyName | PromoteOptions;

/** Options accepted wherever a policy is: `{ policy: 'strict' }`, `{ x64: false }`. */
export interface PromoteOptions {
  readonly policy?: PolicyName;
  readonly x64?: boolean;
}

/**
 * Each policy's promotion table by key. A lattice policy's table is computed from its edges; a
 * policy with x64-dependent edges has a second key.
 */
export interface PromotionTables {
  jax: JoinTable<typeof jaxLattice, 'jax'>;
  'jax-x32': JoinTable<typeof jaxLatticeX32, 'jax'>;
  strict: JoinTable<typeof strictLattice, 'strict'>;
}

interface PolicyRegistry {
  jax: 'jax';
  strict: 'strict';
}

/** The policy name a spec names (`'jax'` when it names none). */
export type PolicyOf<Spec> = Spec extends PolicyName
  ? Spec
  : Spec extends { readonly policy: infer Name extends PolicyName }
    ? Name
    : 'jax';

/** Whether a spec has x64 on (the default). */
export type X64Of<Spec> = Spec extends { readonly x64: false } ? false : true;

/** The key of the promotion table a spec selects (one conditional for the common cases). */
export type TableKey<Spec> = Spec extends PolicyName
  ? Spec
  : Spec extends { readonly x64: false; readonly policy?: 'jax' }
    ? 'jax-x32'
    : PolicyOf<Spec>;
