// The image pipeline of bench/types/pipeline.ts written on plain typed arrays: the baseline of
// the type-checking cost bench (bench/types.mjs). Same stages, same declared types.
export const height = 240;
export const width = 320;
export type Plane = Float32Array;
export type Mask = Uint8Array;

export interface RgbImage {
  readonly red: Uint8Array;
  readonly green: Uint8Array;
  readonly blue: Uint8Array;
}

export interface LinearImage {
  readonly red: Plane;
  readonly green: Plane;
  readonly blue: Plane;
}

export interface Settings {
  readonly gamma: number;
  readonly black: number;
  readonly white: number;
  readonly saturation: number;
  readonly threshold: number;
  readonly vignette: number;
}

export const defaults: Settings = {
  gamma: 2.2,
  black: 0.02,
  white: 0.98,
  saturation: 1.2,
  threshold: 0.5,
  vignette: 0.35,
};

// ---- elementwise helpers -------------------------------------------------------------------

export function map(a: ArrayLike<number>, f: (x: number) => number): Plane {
  const out = new Float32Array(a.length);
  for (let index = 0; index < a.length; index += 1) out[index] = f(a[index]!);
  return out;
}

export function map2(a: ArrayLike<number>, b: ArrayLike<number>, f: (x: number, y: number) => number): Plane {
  const out = new Float32Array(a.length);
  for (let index = 0; index < a.length; index += 1) out[index] = f(a[index]!, b[index]!);
  return out;
}

export function test(a: ArrayLike<number>, f: (x: number) => boolean): Mask {
  const out = new Uint8Array(a.length);
  for (let index = 0; index < a.length; index += 1) out[index] = f(a[index]!) ? 1 : 0;
  return out;
}

export function both(a: Mask, b: Mask, f: (x: boolean, y: boolean) => boolean): Mask {
  const out = new Uint8Array(a.length);
  for (let index = 0; index < a.length; index += 1) out[index] = f(a[index] === 1, b[index] === 1) ? 1 : 0;
  return out;
}

// ---- decoding ------------------------------------------------------------------------------

export function plane(bytes: Uint8Array, channel: number): Uint8Array {
  const values = new Uint8Array(height * width);
  for (let index = 0; index < values.length; index += 1) values[index] = bytes[index * 4 + channel]!;
  return values;
}

export function decode(bytes: Uint8Array): RgbImage {
  return { red: plane(bytes, 0), green: plane(bytes, 1), blue: plane(bytes, 2) };
}

export function unit(channel: Uint8Array): Plane {
  const asFloat: Plane = Float32Array.from(channel);
  return map(asFloat, (x) => x / 255);
}

// ---- colour --------------------------------------------------------------------------------

export function toLinear(value: Plane): Plane {
  const low: Plane = map(value, (x) => x / 12.92);
  const high: Plane = map(
    map(value, (x) => (x + 0.055) / 1.055),
    (x) => x ** 2.4,
  );
  const isLow: Mask = test(value, (x) => x < 0.04045);
  const weight: Plane = Float32Array.from(isLow);
  return map2(
    map2(low, weight, (x, w) => x * w),
    map2(high, weight, (x, w) => x * (1 - w)),
    (a, b) => a + b,
  );
}

export function toSrgb(value: Plane): Plane {
  const low: Plane = map(value, (x) => x * 12.92);
  const high: Plane = map(value, (x) => x ** (1 / 2.4) * 1.055 - 0.055);
  const isLow: Mask = test(value, (x) => x < 0.0031308);
  const weight: Plane = Float32Array.from(isLow);
  return map2(
    map2(low, weight, (x, w) => x * w),
    map2(high, weight, (x, w) => x * (1 - w)),
    (a, b) => a + b,
  );
}

export function linearise(image: RgbImage): LinearImage {
  return {
    red: toLinear(unit(image.red)),
    green: toLinear(unit(image.green)),
    blue: toLinear(unit(image.blue)),
  };
}

export function luminance(image: LinearImage): Plane {
  const red: Plane = map(image.red, (x) => x * 0.2126);
  const green: Plane = map(image.green, (x) => x * 0.7152);
  const blue: Plane = map(image.blue, (x) => x * 0.0722);
  return map2(
    map2(red, green, (a, b) => a + b),
    blue,
    (a, b) => a + b,
  );
}

export function saturate(image: LinearImage, amount: number): LinearImage {
  const grey = luminance(image);
  const push = (channel: Plane): Plane => map2(channel, grey, (x, g) => g + (x - g) * amount);
  return { red: push(image.red), green: push(image.green), blue: push(image.blue) };
}

// ---- tone ----------------------------------------------------------------------------------

export function clamp(value: Plane, low: number, high: number): Plane {
  return map(value, (x) => Math.min(Math.max(x, low), high));
}

export function levels(value: Plane, black: number, white: number): Plane {
  const stretched: Plane = map(value, (x) => (x - black) / (white - black));
  return clamp(stretched, 0, 1);
}

export function gamma(value: Plane, exponent: number): Plane {
  return map(value, (x) => x ** (1 / exponent));
}

export function smoothstep(value: Plane): Plane {
  const squared: Plane = map(value, (x) => x * x);
  const cubed: Plane = map2(squared, value, (a, b) => a * b);
  return map2(squared, cubed, (s, c) => s * 3 - c * 2);
}

export function reinhard(value: Plane): Plane {
  return map(value, (x) => x / (x + 1));
}

// ---- geometry ------------------------------------------------------------------------------

export function radius(): Plane {
  const rows = new Float32Array(height * width);
  const columns = new Float32Array(height * width);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      rows[row * width + column] = (row - height / 2) / (height / 2);
      columns[row * width + column] = (column - width / 2) / (width / 2);
    }
  }
  const y: Plane = rows;
  const x: Plane = columns;
  return map2(x, y, (a, b) => Math.sqrt(a * a + b * b) / Math.SQRT2);
}

export function vignette(value: Plane, strength: number): Plane {
  const r = radius();
  const falloff: Plane = map(r, (x) => 1 - x * x * strength);
  return map2(value, falloff, (a, b) => a * b);
}

export function glow(value: Plane, amount: number): Plane {
  const r = radius();
  const light: Plane = map(r, (x) => Math.exp(x * x * -4));
  return map2(value, light, (v, l) => v * (1 - amount) + l * amount);
}

// ---- masks ---------------------------------------------------------------------------------

export function highlights(value: Plane, threshold: number): Mask {
  return test(value, (x) => x > threshold);
}

export function neutral(image: LinearImage, tolerance: number): Mask {
  const grey = luminance(image);
  const near = (channel: Plane): Mask =>
    test(
      map2(channel, grey, (x, g) => Math.abs(x - g)),
      (x) => x < tolerance,
    );
  return both(
    both(near(image.red), near(image.green), (a, b) => a && b),
    near(image.blue),
    (a, b) => a && b,
  );
}

export function clipped(image: RgbImage): Mask {
  const black = (channel: Uint8Array): Mask => test(channel, (x) => x === 0);
  const white = (channel: Uint8Array): Mask => test(channel, (x) => x === 255);
  const any = (check: (channel: Uint8Array) => Mask): Mask =>
    both(
      both(check(image.red), check(image.green), (a, b) => a || b),
      check(image.blue),
      (a, b) => a || b,
    );
  return both(any(black), any(white), (a, b) => a || b);
}

export function coverage(mask: Mask): number {
  const flags: Uint8Array = mask;
  let count = 0;
  for (const flag of flags) count += flag;
  return count / flags.length;
}

export function select(mask: Mask, a: Plane, b: Plane): Plane {
  const weight: Plane = Float32Array.from(mask);
  return map2(
    map2(a, weight, (x, w) => x * w),
    map2(b, weight, (x, w) => x * (1 - w)),
    (p, q) => p + q,
  );
}

// ---- edges (mixed dtypes) ------------------------------------------------------------------

export function difference(a: Uint8Array, b: Uint8Array): Int16Array {
  const wide: Int16Array = Int16Array.from(a);
  return wide.map((x, index) => x - b[index]!);
}

export function absoluteDifference(a: Uint8Array, b: Uint8Array): Int16Array {
  return difference(a, b).map((x) => Math.abs(x));
}

export function weightedDifference(a: Uint8Array, b: Uint8Array, weight: Plane): Plane {
  const delta: Int16Array = difference(a, b);
  return map2(delta, weight, (d, w) => d * w);
}

export function offset(value: Uint8Array, shift: Int8Array): Int16Array {
  return Int16Array.from(value, (x, index) => x + shift[index]!);
}

// ---- encoding ------------------------------------------------------------------------------

export function quantise(value: Plane): Uint8Array {
  const scaled: Plane = map(clamp(value, 0, 1), (x) => Math.round(x * 255));
  return Uint8Array.from(scaled);
}

export function encode(image: LinearImage): RgbImage {
  return {
    red: quantise(toSrgb(image.red)),
    green: quantise(toSrgb(image.green)),
    blue: quantise(toSrgb(image.blue)),
  };
}

export function interleave(image: RgbImage): Uint8Array {
  const red = image.red;
  const green = image.green;
  const blue = image.blue;
  const bytes = new Uint8Array(red.length * 4);
  for (let index = 0; index < red.length; index += 1) {
    bytes[index * 4] = red[index]!;
    bytes[index * 4 + 1] = green[index]!;
    bytes[index * 4 + 2] = blue[index]!;
    bytes[index * 4 + 3] = 255;
  }
  return bytes;
}

// ---- the pipeline --------------------------------------------------------------------------

export interface Report {
  readonly highlights: number;
  readonly neutral: number;
  readonly clipped: number;
  readonly meanChange: number;
}

export function process(bytes: Uint8Array, settings: Settings = defaults): { bytes: Uint8Array; report: Report } {
  const input = decode(bytes);
  const linear = linearise(input);
  const vivid = saturate(linear, settings.saturation);
  const toned = (channel: Plane): Plane =>
    vignette(smoothstep(levels(gamma(channel, settings.gamma), settings.black, settings.white)), settings.vignette);
  const graded: LinearImage = { red: toned(vivid.red), green: toned(vivid.green), blue: toned(vivid.blue) };
  const bright: Mask = highlights(luminance(graded), settings.threshold);
  const soft = (channel: Plane): Plane => select(bright, reinhard(channel), glow(channel, 0.1));
  const finished: LinearImage = { red: soft(graded.red), green: soft(graded.green), blue: soft(graded.blue) };
  const output = encode(finished);
  const change: Int16Array = absoluteDifference(output.green, input.green);
  const changeFloat: Plane = Float32Array.from(change);
  const weights: Plane = new Float32Array(height * width).fill(1 / (height * width));
  const weighted: Plane = weightedDifference(output.red, input.red, weights);
  const zeroShift: Int8Array = new Int8Array(height * width);
  const shifted: Int16Array = offset(output.blue, zeroShift);
  const total = changeFloat.reduce((sum, value) => sum + value, 0);
  const report: Report = {
    highlights: coverage(bright),
    neutral: coverage(neutral(finished, 0.02)),
    clipped: coverage(clipped(output)),
    meanChange: total / change.length + weighted.length * 0 + shifted.length * 0,
  };
  return { bytes: interleave(output), report };
}

export function testCard(): Uint8Array {
  const bytes = new Uint8Array(height * width * 4);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const index = (row * width + column) * 4;
      const disc = (row - 120) ** 2 + (column - 160) ** 2 < 50 ** 2;
      bytes[index] = disc ? 250 : Math.round((column / width) * 255);
      bytes[index + 1] = disc ? 240 : Math.round((row / height) * 255);
      bytes[index + 2] = 128;
      bytes[index + 3] = 255;
    }
  }
  return bytes;
}

export const result = process(testCard());
