// How arrays print: NumPy's repr layout (one row per line, columns aligned, lines wrapped at 75
// characters, arrays of more than 1,000 elements summarised with `...`) around JAX-style text:
// `NDArray([1, 2], dtype=int16)`, the shortest decimals that read back.
import type { AnyNDArray } from '../../types/ndarray.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { shapeText } from '../errors/messages.js';
import { isComplexScalar, readElement } from '../memory/values.js';

/** NumPy's print options: beyond `threshold` elements, each long axis shows `edgeItems` at either end. */
const threshold = 1000;
const edgeItems = 3;
const lineWidth = 75;
const prefix = 'NDArray(';
/** Where NumPy writes `...` for the elements left out. */
const skipped: unique symbol = Symbol('skipped');

type Shown = unknown; // a value, `skipped`, or a list of Shown

/**
 * Like JAX's repr: `NDArray([1, 2], dtype=int16)`, with `weak_type=True` for weak arrays. Laid
 * out as NumPy lays out its repr: nested brackets, one row per line, columns aligned (numbers on
 * their decimal point), and more than 1,000 elements summarised to 3 at each end of each axis.
 */
export function formatArray(array: AnyNDArray): string {
  if (array.disposed) return `NDArray(disposed, dtype=${array.dtype}, shape=${shapeText(array.shape)})`;
  const dtype = array.dtype as DType;
  const large = array.size > threshold;
  const shown: Shown = large ? summarised(array) : array.toArray();
  const { kind, bits } = dtypeInfo[dtype];
  const single = dtype === 'float32' || dtype === 'complex64' || (kind === 'float' && bits <= 16);
  const leaves: string[] = [];
  const tree = mapLeaves(shown, (value) => {
    const text = formatValue(value, single);
    leaves.push(text);
    return text;
  });
  const pad = aligner(leaves, kind === 'float');
  // NumPy's layout: lines of at most 75 characters, the closing ')' counted.
  const body = Array.isArray(tree)
    ? layout(
        mapLeaves(tree, (text) => pad(text as string)),
        array.shape.length,
        ' '.repeat(prefix.length + 1),
        lineWidth - 1,
      )
    : pad(tree as string);
  // As NumPy 2: the shape where the values do not show it (empty or summarised), then the dtype;
  // on a line of their own where they would make the last line too long.
  const extras = [
    ...((array.size === 0 && array.shape.length !== 1) || large ? [`shape=${shapeText(array.shape)}`] : []),
    `dtype=${dtype}`,
    ...(array.weakType ? ['weak_type=True'] : []),
  ].join(', ');
  const text = `${prefix}${body},`;
  const lastLine = text.length - (text.lastIndexOf('\n') + 1);
  const spacer = lastLine + extras.length + 2 > lineWidth ? `\n${' '.repeat(prefix.length)}` : ' ';
  return `${text}${spacer}${extras})`;
}

/** The elements to show of a large array: each axis longer than 6 as its first 3, `skipped`, its last 3. */
function summarised(array: AnyNDArray): Shown {
  const { shape } = array;
  const strides = array.strides;
  const walk = (axis: number, offset: number): Shown => {
    if (axis === shape.length) return readElement(array, offset);
    const length = shape[axis]!;
    const indices =
      length > 2 * edgeItems
        ? [0, 1, 2, -1, length - 3, length - 2, length - 1]
        : Array.from({ length }, (_, index) => index);
    return indices.map((index) => (index < 0 ? skipped : walk(axis + 1, offset + index * strides[axis]!)));
  };
  return walk(0, 0);
}

function mapLeaves(node: Shown, map: (leaf: unknown) => unknown): Shown {
  if (node === skipped) return skipped;
  if (Array.isArray(node)) return node.map((child) => mapLeaves(child, map));
  return map(node);
}

/**
 * Pads each element's text to one width: numbers aligned on the decimal point (as NumPy's float
 * columns), everything else (integers, booleans, complex, exponents) right-aligned.
 */
function aligner(texts: readonly string[], float: boolean): (text: string) => string {
  const plain = /^-?\d+(\.\d+)?$/;
  if (float && texts.every((text) => plain.test(text) || !/e/.test(text))) {
    const split = (text: string): [string, string] => {
      const point = plain.test(text) ? text.indexOf('.') : -1;
      return point < 0 ? [text, ''] : [text.slice(0, point), text.slice(point)];
    };
    let left = 0;
    let right = 0;
    for (const text of texts) {
      const [whole, fraction] = split(text);
      left = Math.max(left, whole.length);
      right = Math.max(right, fraction.length);
    }
    return (text) => {
      const [whole, fraction] = split(text);
      return whole.padStart(left) + fraction.padEnd(right);
    };
  }
  const width = Math.max(0, ...texts.map((text) => text.length));
  return (text) => text.padStart(width);
}

/**
 * NumPy's _formatArray: nested brackets; rows of the last axis wrapped at `width` with a hanging
 * indent; axes above it one row per line, with a blank line per further axis between blocks.
 */
function layout(node: Shown, axesLeft: number, hanging: string, width: number): string {
  const items = node as Shown[];
  const nextHanging = `${hanging} `;
  const nextWidth = width - 1;
  let text = '';
  if (axesLeft === 1) {
    const elementWidth = width - 1;
    let line = hanging;
    items.forEach((item, index) => {
      const word = item === skipped ? '...' : (item as string);
      if (line.length + word.length > elementWidth && line.length > hanging.length) {
        text += `${line.trimEnd()}\n`;
        line = hanging;
      }
      line += word;
      if (index < items.length - 1) line += ', ';
    });
    text += line;
  } else {
    const separator = `,${'\n'.repeat(axesLeft - 1)}`;
    items.forEach((item, index) => {
      const nested = item === skipped ? '...' : layout(item, axesLeft - 1, nextHanging, nextWidth);
      text += hanging + nested + (index < items.length - 1 ? separator : '');
    });
  }
  return `[${text.slice(hanging.length)}]`;
}

function formatValue(value: unknown, single: boolean): string {
  if (isComplexScalar(value)) {
    const sign = value.im < 0 || Object.is(value.im, -0) ? '-' : '+';
    return `${formatNumber(value.re, single)}${sign}${formatNumber(Math.abs(value.im), single)}j`;
  }
  return typeof value === 'number' ? formatNumber(value, single) : String(value);
}

/** The shortest decimal that reads back as the same value (at float32 precision for `single`). */
function formatNumber(value: number, single: boolean): string {
  if (Object.is(value, -0)) return '-0';
  if (!single || !Number.isFinite(value)) return String(value);
  for (let digits = 1; digits < 17; digits += 1) {
    const text = value.toPrecision(digits);
    if (Math.fround(Number(text)) === value) return String(Number(text));
  }
  return String(value);
}
