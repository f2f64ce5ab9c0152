// Joining's executor (concatenate, stack): copies one contiguous input, seen as [outer, part], into
// its columns [column, column + part) of the output seen as [outer, row], over a range [begin, end)
// of the outer rows. Each row is one copy of its own bytes, so a range cut into pieces writes the
// bytes the whole range writes: threads would split the rows here.
import type { JoinPlan } from '../plan/joining.js';

/** Rows [begin, end) of `source` ([outer, part]) copied to `target` ([outer, row]) at `column`. */
export function copyRows(
  plan: JoinPlan,
  source: number,
  part: number,
  target: number,
  row: number,
  column: number,
  begin: number,
  end: number,
): void {
  const { bytes, copy } = plan;
  for (let line = begin; line < end; line += 1) {
    copy(source + line * part * bytes, 1, target + (line * row + column) * bytes, part);
  }
}
