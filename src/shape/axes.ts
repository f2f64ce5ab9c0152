// Axes as users give them: an integer in [-ndim, ndim), negative ones counted from the end (NumPy's
// normalize_axis_index). Every function that takes an axis checks it here, in one set of words.
import { axisOutOfBoundsText, show } from '../errors/messages.js';

/** One axis, checked and made non-negative; `option` names it in the error (`axis`, `axis1` …). */
export function checkAxis(where: string, axis: unknown, ndim: number, option = 'axis'): number {
  if (typeof axis !== 'number' || !Number.isSafeInteger(axis))
    throw new TypeError(`${where}: ${option} must be an integer, got ${show(axis)}.`);
  if (axis < -ndim || axis >= ndim) throw new RangeError(axisOutOfBoundsText(where, String(axis), String(ndim)));
  return axis < 0 ? axis + ndim : axis;
}

/** A list of distinct axes (an integer or a list of them), each checked and made non-negative. */
export function checkAxisList(where: string, axes: unknown, ndim: number, option = 'axis'): number[] {
  const list = typeof axes === 'number' ? [axes] : axes;
  if (!Array.isArray(list))
    throw new TypeError(`${where}: ${option} must be an integer or a list of integers, got ${show(axes)}.`);
  const seen = new Set<number>();
  for (const each of list) {
    const axis = checkAxis(where, each, ndim, option);
    if (seen.has(axis)) throw new RangeError(`${where}: ${option} lists axis ${axis} twice (${show(axes)}).`);
    seen.add(axis);
  }
  return [...seen];
}
