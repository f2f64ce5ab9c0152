// The image pipeline of the type-cost bench (bench/types/pipeline.ts) is real code: run it, and
// its Float32Array twin, and check they agree. It never disposes anything, as users forget to.
import { describe, expect, it } from 'vitest';
import * as onArrays from '../bench/types/pipeline.js';
import * as onFloat32Array from '../bench/types/pipeline-float32array.js';

describe('the image pipeline of bench/types', () => {
  it('gives the bytes and report of the same pipeline on Float32Array', () => {
    const card = onArrays.testCard();
    const mine = onArrays.process(card);
    const theirs = onFloat32Array.process(card);
    expect(mine.bytes.length).toBe(theirs.bytes.length);
    let largest = 0;
    for (let index = 0; index < mine.bytes.length; index += 1)
      largest = Math.max(largest, Math.abs(mine.bytes[index]! - theirs.bytes[index]!));
    // float32 throughout here, float64 in Math.pow there: a byte may round the other way.
    expect(largest).toBeLessThanOrEqual(1);
    expect(mine.report.highlights).toBeCloseTo(theirs.report.highlights, 2);
    expect(mine.report.neutral).toBeCloseTo(theirs.report.neutral, 2);
    expect(mine.report.clipped).toBe(theirs.report.clipped);
    expect(mine.report.meanChange).toBeCloseTo(theirs.report.meanChange, 1);
    expect(mine.report.highlights).toBeGreaterThan(0.01);
  });
});
