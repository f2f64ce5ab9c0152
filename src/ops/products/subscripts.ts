// einsum's subscripts ('ij,jk->ik', '...ij,...jk->...ik') parsed into labels per operand and for the
// output, with NumPy's rules and errors; and how its labels broadcast and are named in errors.
import type { Broadcasts, LabelName } from './contract.js';

/** The most operands einsum takes (NumPy's limit). */
const MAX_OPERANDS = 32;

/**
 * Labels of the axes that '...' stands for: ELLIPSIS + d for the d-th such axis from the right, so
 * that operands with fewer of them line up on the right, as NumPy's broadcasting does.
 */
const ELLIPSIS = 0x10000;
export const isEllipsisLabel: Broadcasts = (label) => label >= ELLIPSIS;
export const einsumLabel: LabelName = (label) =>
  label >= ELLIPSIS
    ? `the axis ${label - ELLIPSIS + 1} from the right of '...'`
    : `letter '${String.fromCharCode(label)}'`;

/**
 * Parses einsum subscripts ('ij,jk->ik', implicit 'ij,jk': the letters used once, in alphabetical
 * order, or with '...': '...ij,...jk->...ik') for operands of `ndims` dimensions into labels per
 * operand and for the output (letter codes, and ELLIPSIS + d for the axes '...' stands for), with
 * NumPy's rules and errors. Implicit output puts the '...' axes first; an explicit output without
 * '...' is refused when '...' stands for any axis (NumPy's rule: those axes are not summed).
 */
export function parseSubscripts(
  subscripts: string,
  ndims: readonly number[],
): { inputs: number[][]; output: number[] } {
  const text = subscripts.replace(/\s+/g, '');
  const count = ndims.length;
  if (count === 0)
    throw new TypeError(`einsum: no operands for '${subscripts}'; pass one array per comma-separated term.`);
  if (count > MAX_OPERANDS)
    throw new RangeError(`einsum: too many operands (${count}); einsum takes at most ${MAX_OPERANDS}.`);
  const arrow = text.indexOf('->');
  if (arrow !== text.lastIndexOf('->')) throw new TypeError(`einsum: '${subscripts}' has more than one '->'.`);
  const left = arrow < 0 ? text : text.slice(0, arrow);
  const terms = left.split(',');
  if (terms.length !== count)
    throw new RangeError(
      `einsum: '${subscripts}' names ${terms.length} operand${terms.length === 1 ? '' : 's'}, but ${count} were given.`,
    );
  const letter = /^[a-zA-Z]$/;
  /** The letters of a term, and where its '...' is (-1 without one). */
  const split = (term: string): { codes: number[]; at: number } => {
    const dots = term.indexOf('.');
    let rest = term;
    let at = -1;
    if (dots >= 0) {
      if (term.slice(dots, dots + 3) !== '...' || term.indexOf('.', dots + 3) >= 0) {
        throw new TypeError(
          `einsum: '${term}' in '${subscripts}' has a '.' that is not part of one '...'; a term has at most one ellipsis.`,
        );
      }
      rest = term.slice(0, dots) + term.slice(dots + 3);
      at = dots;
    }
    const codes = [...rest].map((character) => {
      if (!letter.test(character))
        throw new TypeError(
          `einsum: '${character}' in '${subscripts}' is not a letter; subscripts are the letters a-z and A-Z (and '...').`,
        );
      return character.charCodeAt(0);
    });
    return { codes, at };
  };
  const parsed = terms.map(split);
  let ellipsisRank = 0;
  const inputs = parsed.map(({ codes, at }, index) => {
    const ndim = ndims[index]!;
    const covered = ndim - codes.length;
    if (at < 0 ? covered !== 0 : covered < 0) {
      throw new RangeError(
        `einsum: operand ${index} has ${ndim} dimension${ndim === 1 ? '' : 's'}, but its subscripts '${terms[index]}' name ${at < 0 ? '' : 'at least '}${codes.length}.`,
      );
    }
    if (at < 0) return codes;
    ellipsisRank = Math.max(ellipsisRank, covered);
    return [...codes.slice(0, at), ...ellipsisLabels(covered), ...codes.slice(at)];
  });
  const counts = new Map<number, number>();
  for (const { codes } of parsed) for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  let output: number[];
  if (arrow < 0) {
    output = [
      ...ellipsisLabels(ellipsisRank),
      ...[...counts.keys()].filter((code) => counts.get(code) === 1).sort((first, second) => first - second),
    ];
  } else {
    const { codes, at } = split(text.slice(arrow + 2));
    const seen = new Set<number>();
    for (const code of codes) {
      if (!counts.has(code))
        throw new RangeError(
          `einsum: output letter '${String.fromCharCode(code)}' of '${subscripts}' appears in no operand's subscripts.`,
        );
      if (seen.has(code))
        throw new RangeError(`einsum: output letter '${String.fromCharCode(code)}' appears twice in '${subscripts}'.`);
      seen.add(code);
    }
    if (at < 0 && ellipsisRank > 0) {
      throw new RangeError(
        `einsum: '...' stands for ${ellipsisRank} ax${ellipsisRank === 1 ? 'is' : 'es'} in '${subscripts}', but the output has no '...' to keep ${ellipsisRank === 1 ? 'it' : 'them'}; write '...' in the output (NumPy does not sum them).`,
      );
    }
    output = at < 0 ? codes : [...codes.slice(0, at), ...ellipsisLabels(ellipsisRank), ...codes.slice(at)];
  }
  return { inputs, output };
}

/** The labels of `rank` axes that '...' stands for, leftmost first. */
function ellipsisLabels(rank: number): number[] {
  return Array.from({ length: rank }, (_, index) => ELLIPSIS + rank - 1 - index);
}
