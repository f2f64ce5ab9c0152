// A realistic image pipeline on dtype-lattice, for the type-checking cost bench (bench/types.mjs):
// the code a user writes, with declared parameter, return and variable types, generic helpers and
// mixed dtypes. bench/types/pipeline-float32array.ts is the same pipeline on Float32Array.
import {
  abs,
  add,
  array,
  divide,
  equal,
  exp,
  full,
  greater,
  less,
  logicalAnd,
  logicalOr,
  maximum,
  minimum,
  multiply,
  power,
  rint,
  sqrt,
  subtract,
  zeros,
  type DType,
  type NDArray,
} from 'dtype-lattice';

export const height = 240;
export const width = 320;
export type Dims = [240, 320];
export type Plane<D extends DType> = NDArray<D, Dims>;

/** An RGB image as three planes of bytes, as a decoder gives it. */
export interface RgbImage {
  readonly red: Plane<'uint8'>;
  readonly green: Plane<'uint8'>;
  readonly blue: Plane<'uint8'>;
}

/** The same image in linear light, as float32 in [0, 1]. */
export interface LinearImage {
  readonly red: Plane<'float32'>;
  readonly green: Plane<'float32'>;
  readonly blue: Plane<'float32'>;
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

// ---- decoding ------------------------------------------------------------------------------

/** One plane from interleaved RGBA bytes. */
export function plane(bytes: Uint8Array, channel: number): Plane<'uint8'> {
  const values = new Uint8Array(height * width);
  for (let index = 0; index < values.length; index += 1) values[index] = bytes[index * 4 + channel]!;
  return array(values, 'uint8').reshape([height, width]);
}

export function decode(bytes: Uint8Array): RgbImage {
  return { red: plane(bytes, 0), green: plane(bytes, 1), blue: plane(bytes, 2) };
}

/** Bytes to float32 in [0, 1]: uint8 / weak float stays float32 after the cast. */
export function unit(channel: Plane<'uint8'>): Plane<'float32'> {
  const asFloat: Plane<'float32'> = channel.astype('float32');
  return divide(asFloat, 255);
}

// ---- colour --------------------------------------------------------------------------------

/** sRGB's transfer function, inverted: a line near black, a power law above. */
export function toLinear(value: Plane<'float32'>): Plane<'float32'> {
  const low: Plane<'float32'> = divide(value, 12.92);
  const high: Plane<'float32'> = power(divide(add(value, 0.055), 1.055), 2.4);
  const isLow: Plane<'bool'> = less(value, 0.04045);
  const weight: Plane<'float32'> = isLow.astype('float32');
  return add(multiply(low, weight), multiply(high, subtract(1, weight)));
}

/** sRGB's transfer function. */
export function toSrgb(value: Plane<'float32'>): Plane<'float32'> {
  const low: Plane<'float32'> = multiply(value, 12.92);
  const high: Plane<'float32'> = subtract(multiply(power(value, 1 / 2.4), 1.055), 0.055);
  const isLow: Plane<'bool'> = less(value, 0.0031308);
  const weight: Plane<'float32'> = isLow.astype('float32');
  return add(multiply(low, weight), multiply(high, subtract(1, weight)));
}

export function linearise(image: RgbImage): LinearImage {
  return {
    red: toLinear(unit(image.red)),
    green: toLinear(unit(image.green)),
    blue: toLinear(unit(image.blue)),
  };
}

/** Rec. 709 luminance. */
export function luminance(image: LinearImage): Plane<'float32'> {
  const red: Plane<'float32'> = multiply(image.red, 0.2126);
  const green: Plane<'float32'> = multiply(image.green, 0.7152);
  const blue: Plane<'float32'> = multiply(image.blue, 0.0722);
  return add(add(red, green), blue);
}

/** Pushes each channel away from (or toward) the luminance. */
export function saturate(image: LinearImage, amount: number): LinearImage {
  const grey = luminance(image);
  const push = (channel: Plane<'float32'>): Plane<'float32'> => add(grey, multiply(subtract(channel, grey), amount));
  return { red: push(image.red), green: push(image.green), blue: push(image.blue) };
}

// ---- tone ----------------------------------------------------------------------------------

/** Clamps to [low, high]; generic over the float dtypes. */
export function clamp<D extends 'float32' | 'float64'>(value: NDArray<D, Dims>, low: number, high: number) {
  return minimum(maximum(value, low), high);
}

/** Maps [black, white] to [0, 1] and clamps. */
export function levels(value: Plane<'float32'>, black: number, white: number): Plane<'float32'> {
  const stretched: Plane<'float32'> = divide(subtract(value, black), white - black);
  return clamp(stretched, 0, 1);
}

export function gamma(value: Plane<'float32'>, exponent: number): Plane<'float32'> {
  return power(value, 1 / exponent);
}

/** A smooth S curve, 3x² − 2x³, for contrast. */
export function smoothstep(value: Plane<'float32'>): Plane<'float32'> {
  const squared: Plane<'float32'> = multiply(value, value);
  const cubed: Plane<'float32'> = multiply(squared, value);
  return subtract(multiply(squared, 3), multiply(cubed, 2));
}

/** Reinhard's tone map, x / (1 + x). */
export function reinhard(value: Plane<'float32'>): Plane<'float32'> {
  return divide(value, add(value, 1));
}

// ---- geometry ------------------------------------------------------------------------------

/** The distance of each pixel from the centre, 0 at the centre and about 1 in the corners. */
export function radius(): Plane<'float32'> {
  const rows = new Float32Array(height * width);
  const columns = new Float32Array(height * width);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      rows[row * width + column] = (row - height / 2) / (height / 2);
      columns[row * width + column] = (column - width / 2) / (width / 2);
    }
  }
  const y: Plane<'float32'> = array(rows, 'float32').reshape([height, width]);
  const x: Plane<'float32'> = array(columns, 'float32').reshape([height, width]);
  return divide(sqrt(add(multiply(x, x), multiply(y, y))), Math.SQRT2);
}

/** Darkens toward the corners: 1 − strength · r². */
export function vignette(value: Plane<'float32'>, strength: number): Plane<'float32'> {
  const r = radius();
  const falloff: Plane<'float32'> = subtract(1, multiply(multiply(r, r), strength));
  return multiply(value, falloff);
}

/** A soft glow: exp(−r²) blended in. */
export function glow(value: Plane<'float32'>, amount: number): Plane<'float32'> {
  const r = radius();
  const light: Plane<'float32'> = exp(multiply(multiply(r, r), -4));
  return add(multiply(value, 1 - amount), multiply(light, amount));
}

// ---- masks ---------------------------------------------------------------------------------

/** Pixels brighter than the threshold. */
export function highlights(value: Plane<'float32'>, threshold: number): Plane<'bool'> {
  return greater(value, threshold);
}

/** Pixels that are nearly grey: every channel within `tolerance` of the luminance. */
export function neutral(image: LinearImage, tolerance: number): Plane<'bool'> {
  const grey = luminance(image);
  const near = (channel: Plane<'float32'>): Plane<'bool'> => less(abs(subtract(channel, grey)), tolerance);
  return logicalAnd(logicalAnd(near(image.red), near(image.green)), near(image.blue));
}

/** Clipped pixels: black or white in any channel of the bytes. */
export function clipped(image: RgbImage): Plane<'bool'> {
  const black = (channel: Plane<'uint8'>): Plane<'bool'> => equal(channel, 0);
  const white = (channel: Plane<'uint8'>): Plane<'bool'> => equal(channel, 255);
  const any = (test: (channel: Plane<'uint8'>) => Plane<'bool'>): Plane<'bool'> =>
    logicalOr(logicalOr(test(image.red), test(image.green)), test(image.blue));
  return logicalOr(any(black), any(white));
}

/** The fraction of true pixels. */
export function coverage(mask: Plane<'bool'>): number {
  const flags: Uint8Array = mask.toTypedArray();
  let count = 0;
  for (const flag of flags) count += flag;
  return count / flags.length;
}

/** Where `mask` is set, `a`; elsewhere `b`. */
export function select(mask: Plane<'bool'>, a: Plane<'float32'>, b: Plane<'float32'>): Plane<'float32'> {
  const weight: Plane<'float32'> = mask.astype('float32');
  return add(multiply(a, weight), multiply(b, subtract(1, weight)));
}

// ---- edges (mixed dtypes) ------------------------------------------------------------------

/** Differences of bytes in int16, so they may go negative. */
export function difference(a: Plane<'uint8'>, b: Plane<'uint8'>): Plane<'int16'> {
  const wide: Plane<'int16'> = a.astype('int16');
  return subtract(wide, b);
}

/** |a − b| of two byte planes, as int16. */
export function absoluteDifference(a: Plane<'uint8'>, b: Plane<'uint8'>): Plane<'int16'> {
  return abs(difference(a, b));
}

/** Mixed-dtype arithmetic: int16 with float32 is float32 in JAX's lattice. */
export function weightedDifference(a: Plane<'uint8'>, b: Plane<'uint8'>, weight: Plane<'float32'>): Plane<'float32'> {
  const delta: Plane<'int16'> = difference(a, b);
  return multiply(delta, weight);
}

/** uint8 + int8 promote to int16, as the lattice says. */
export function offset(value: Plane<'uint8'>, shift: Plane<'int8'>): Plane<'int16'> {
  return add(value, shift);
}

// ---- encoding ------------------------------------------------------------------------------

/** float32 in [0, 1] to bytes, rounding to nearest even. */
export function quantise(value: Plane<'float32'>): Plane<'uint8'> {
  const scaled: Plane<'float32'> = rint(multiply(clamp(value, 0, 1), 255));
  return scaled.astype('uint8');
}

export function encode(image: LinearImage): RgbImage {
  return {
    red: quantise(toSrgb(image.red)),
    green: quantise(toSrgb(image.green)),
    blue: quantise(toSrgb(image.blue)),
  };
}

/** Interleaved RGBA bytes, alpha opaque. */
export function interleave(image: RgbImage): Uint8Array {
  const red = image.red.toTypedArray();
  const green = image.green.toTypedArray();
  const blue = image.blue.toTypedArray();
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

/** Runs every stage and reports on the masks. */
export function process(bytes: Uint8Array, settings: Settings = defaults): { bytes: Uint8Array; report: Report } {
  const input = decode(bytes);
  const linear = linearise(input);
  const vivid = saturate(linear, settings.saturation);
  const toned = (channel: Plane<'float32'>): Plane<'float32'> =>
    vignette(smoothstep(levels(gamma(channel, settings.gamma), settings.black, settings.white)), settings.vignette);
  const graded: LinearImage = { red: toned(vivid.red), green: toned(vivid.green), blue: toned(vivid.blue) };
  const bright: Plane<'bool'> = highlights(luminance(graded), settings.threshold);
  const soft = (channel: Plane<'float32'>): Plane<'float32'> => select(bright, reinhard(channel), glow(channel, 0.1));
  const finished: LinearImage = { red: soft(graded.red), green: soft(graded.green), blue: soft(graded.blue) };
  const output = encode(finished);
  const change: Plane<'int16'> = absoluteDifference(output.green, input.green);
  const changeFloat: Plane<'float32'> = change.astype('float32');
  const weights: Plane<'float32'> = full([height, width], 1 / (height * width), 'float32');
  const weighted: Plane<'float32'> = weightedDifference(output.red, input.red, weights);
  const zeroShift: Plane<'int8'> = zeros([height, width], 'int8');
  const shifted: Plane<'int16'> = offset(output.blue, zeroShift);
  const total = changeFloat.toTypedArray().reduce((sum, value) => sum + value, 0);
  const report: Report = {
    highlights: coverage(bright),
    neutral: coverage(neutral(finished, 0.02)),
    clipped: coverage(clipped(output)),
    meanChange: total / change.size + weighted.size * 0 + shifted.size * 0,
  };
  return { bytes: interleave(output), report };
}

/** A synthetic test card: a gradient with a bright disc. */
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
