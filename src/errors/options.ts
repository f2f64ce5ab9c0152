// Options objects (`{ out }`, `{ axis, keepdims, dtype, where, initial }`, `{ discardImaginary }`,
// `{ policy, x64 }`): each function checks every name against the ones it takes, so a misspelt
// option (`{ keepDims: true }`) is a TypeError rather than a default silently used, and so is an
// option given as undefined (`{ out: c.T }` with `c.T` undefined would otherwise allocate a new
// array and leave `c` untouched). types/options.ts makes the same two checks at compile time.
import type { OutOptionNames } from '../../types/out.js';
import { show, undefinedOptionText, unknownOptionText } from './messages.js';

const noOptions: Record<string, unknown> = Object.freeze({});

/**
 * Checks an options argument, the one check every function uses: undefined (no options) is `{}`;
 * otherwise a plain object whose every enumerable name is one of `accepted` and whose values are
 * not undefined. Cheap enough for small calls: a for…in over the few names given, each looked up
 * in a list of at most seven.
 */
export function checkOptions(where: string, options: unknown, accepted: readonly string[]): Record<string, unknown> {
  if (options === undefined) return noOptions;
  if (typeof options !== 'object' || options === null || Array.isArray(options) || !isPlain(options)) {
    throw new TypeError(`${where}: options must be an object like { ${accepted.join(', ')} }, got ${show(options)}.`);
  }
  for (const name in options) {
    if (!accepted.includes(name)) throw new TypeError(unknownOptionText(where, name, accepted.join(', ')));
    if ((options as Record<string, unknown>)[name] === undefined) throw new TypeError(undefinedOptionText(where, name));
  }
  return options as Record<string, unknown>;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The options of the elementwise operations, where, clip and the predicates. */
export const outOptionNames: OutOptionNames = Object.freeze(['out'] as const);
/** The options of astype. */
export const astypeOptionNames: readonly ['discardImaginary'] = Object.freeze(['discardImaginary'] as const);
/** The options that name a policy (promoteTypes, withPolicy, createOperations …). */
export const policyOptionNames: readonly ['policy', 'x64'] = Object.freeze(['policy', 'x64'] as const);

/**
 * Trailing parameters NumPy takes by position or by keyword (`digitize(x, bins, True)` or
 * `digitize(x, bins, right=True)`): `given` are the arguments from the first of `names` on. Those
 * before the first options object are positional, in `names`' order; that object (last, nothing
 * after it) names the rest, and may also name `extra` keyword-only ones. Returns them all by name,
 * undefined where not given; a name given both ways, or anything after the options, is a TypeError.
 */
export function positionalOrKeyword(
  where: string,
  given: readonly unknown[],
  names: readonly string[],
  extra: readonly string[] = [],
): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (let index = 0; index < given.length; index++) {
    const value = given[index];
    if (value === undefined) continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && isPlain(value)) {
      const later = given.slice(index + 1).find((each) => each !== undefined);
      if (later !== undefined)
        throw new TypeError(`${where}: the options object comes last; got ${show(later)} after ${show(value)}.`);
      const options = checkOptions(where, value, [...names.slice(index), ...extra]);
      for (const name in options) found[name] = options[name];
      return found;
    }
    if (index >= names.length)
      throw new TypeError(`${where}: an argument too many: ${show(value)}, after ${names.join(', ')}.`);
    found[names[index]!] = value;
  }
  return found;
}
