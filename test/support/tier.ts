// The test tiers (vitest.config.mjs). The files listed there as sized run in both projects: in the
// unit project (the edit loop, DTYPE_LATTICE_TIER=unit) their property tests and sweeps take fewer
// cases (and the drift tests of the generated type tests are skipped); in the integration project,
// and whenever the variable is unset, they take them all. The unit tier checks the same things on
// fewer cases; the integration tier is the whole of what was there before the tiers.

/** Whether this run is the quick (unit) one. */
export const quick = process.env.DTYPE_LATTICE_TIER === 'unit';

/** `full` runs in the integration tier, `unit` in the unit tier. */
export const runs = (full: number, unit: number): number => (quick ? unit : full);

/** The whole list in the integration tier, the given part of it in the unit tier. */
export const sweep = <Item>(full: readonly Item[], unit: readonly Item[]): readonly Item[] => (quick ? unit : full);
