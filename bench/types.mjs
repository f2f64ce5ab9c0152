#!/usr/bin/env node
// What the type level costs the checker: instantiation counts and check time for generated
// consumer files, measured with TypeScript 6's API (program.getInstantiationCount()) and with
// TypeScript 7 (tsc --extendedDiagnostics). Each case is measured against a baseline file that
// declares the same things but does not do the measured work, so the figure is the cost of that
// work alone. A case whose file has any diagnostic (a type error, "excessively deep") fails.
//
//   node bench/types.mjs          print the table
//   node bench/types.mjs --json   print the figures as JSON
//
// test/type-cost.test.ts runs the same cases and compares the counts with
// bench/type-cost-baseline.json (write it anew with `node bench/types.mjs --write-baseline`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dtypeRows, weakRows } from '../src/registry/registry.js';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
// One directory per process, so a bench and a test running at once do not delete each other's files.
const workDir = join(root, 'bench', '.type-cost', String(process.pid));
export const baselinePath = join(root, 'bench', 'type-cost-baseline.json');
// The case files import the built declarations (dist/, from `npm run build`), as a consumer of the
// package does, with skipLibCheck: each run checks the case file and only the library types it
// reaches, not the whole of src/ again (that was about 9 s of each 10 s run, paid twice a case).
// The counts are of the case's own work (measured − baseline), read through the .d.ts files.
const libraryModule = '../../../dist/src/index.js';
const libraryDeclarations = join(root, 'dist', 'src', 'index.d.ts');

// The 15 dtypes of JAX's documented table (docs/type_promotion.rst), in the registry's order: the
// same workload whatever other dtypes (narrow float8, int4 …, or a new wide one) the registry has,
// so the counts stay comparable with the baseline (which the bigger tables still affect). Every
// case cycles through these.
const jaxTable = [
  'bool',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'int8',
  'int16',
  'int32',
  'int64',
  'bfloat16',
  'float16',
  'float32',
  'float64',
  'complex64',
  'complex128',
];
const jaxTableNames = dtypeRows.map((row) => row.name).filter((name) => jaxTable.includes(name));
if (jaxTableNames.length !== jaxTable.length) throw new Error("bench/types.mjs: a dtype of JAX's table is missing");
const nodeNames = [...jaxTableNames, ...weakRows.map((row) => row.name)];
const specs = [`'jax'`, `'strict'`, `{ x64: true }`];

/**
 * The benchmark cases: name → { count, build }, where build() gives [baseline source, measured
 * source]. Files are written to bench/.type-cost/<pid>/ and import the library as `libraryModule`.
 */
export const cases = {
  // As at call sites: each value's type is a lookup (the form a result type takes).
  'Promote lookups': {
    count: 2000,
    build: (count) => promoteLookups(count, (index, type) => `export declare const p${index}: ${type};`),
  },
  // Each lookup under its own alias name, which the checker instantiates afresh every time.
  'Promote lookups as type aliases': {
    count: 2000,
    build: (count) => promoteLookups(count, (index, type) => `export type P${index} = ${type};`),
  },
  // `const r1 = add(r0, x1); const r2 = multiply(r1, x2); …` over arrays of every dtype with
  // literal shapes that broadcast, and weak scalars; comparisons bring the chain back to bool.
  'Chained mixed-dtype ops': {
    count: 2000,
    build: (count) => {
      const setup = chainSetup(count);
      const chain = [];
      for (let index = 1; index <= count; index += 1) {
        chain.push(`const r${index} = ${chainOperation(index)}(r${index - 1}, x${index});`);
      }
      return [`${setup}export { r0 };\n`, `${setup}${chain.join('\n')}\nexport { r${count} };\n`];
    },
  },
  // The same chain with every result declared (`const r1: NDArray<'int16', [2, 3]> = add(r0, x1)`):
  // a declared type is a contextual type for the call, which the checker also infers from.
  // Compare per operation with the unannotated chain (budget: at most about twice as much).
  'Chained ops, annotated results': {
    count: 2000,
    build: (count) => {
      const setup = chainSetup(count).replace('import {', 'import { type NDArray,');
      const chain = [];
      for (const [index, type] of annotatedChainTypes(count)) {
        chain.push(`const r${index}: ${type} = ${chainOperation(index)}(r${index - 1}, x${index});`);
      }
      return [`${setup}export { r0 };\n`, `${setup}${chain.join('\n')}\nexport { r${count} };\n`];
    },
  },
  // The chain again, each operation under one of the policies in turn (`p3.add(r2, x3)` with
  // `const p3 = withPolicy('torch')`), operands chosen so that every policy accepts them.
  'Chained ops under every policy': {
    count: 1000,
    build: (count) => policyChain(count, false),
  },
  // The same with every result declared (budget: at most about twice the undeclared chain).
  'Chained ops under every policy, annotated results': {
    count: 1000,
    build: (count) => policyChain(count, true),
  },
  // Results whose type is declared elsewhere than on a variable: returned from a function with a
  // declared return type, or passed straight to a parameter of a declared type.
  'Results into return types and typed parameters': {
    count: 1000,
    build: (count) => declaredForms(count, true),
  },
  // The same calls, their results assigned to undeclared variables (what the above is compared with).
  'The same calls, undeclared': {
    count: 1000,
    build: (count) => declaredForms(count, false),
  },
  // The toolkit's functions (clip, where, reductions, predicates) under every policy, each result
  // declared as a variable, a return type or a parameter (budget: about twice the undeclared calls).
  'Selection and reductions, declared results': {
    count: 600,
    build: (count) => toolkitForms(count, true),
  },
  'Selection and reductions, undeclared': {
    count: 600,
    build: (count) => toolkitForms(count, false),
  },
  // A realistic 300-line image pipeline (bench/types/pipeline.ts): typed helpers, annotated
  // results, generic functions. Measured beyond the same pipeline written on Float32Array
  // (bench/types/pipeline-float32array.ts); the count is its number of lines.
  'Image pipeline vs Float32Array': {
    count: 300,
    // The baseline also imports the library, so the figure is the pipeline's own cost.
    build: () => [
      `${readPipeline('pipeline-float32array.ts')}\nimport { add as libraryAdd } from '${libraryModule}';\nexport const library = libraryAdd;\n`,
      readPipeline('pipeline.ts'),
    ],
  },
  // The generic helpers of issue #24 (test-d/generic-helpers.test-d.ts: normalize, softmax, dense …
  // over `NDArray<D, S>` with `D extends FloatDType`) beyond the same helpers written with concrete
  // dtypes and shapes (bench/types/helpers-concrete.ts); the count is the number of helpers.
  'Generic helpers vs concrete dtypes': {
    count: 8,
    build: () => [readPipeline('helpers-concrete.ts'), readGenericHelpers()],
  },
  // Issue #24's "96-call file": six generic annotated helpers (`<D extends FloatDType, S extends
  // Shape>`) of 16 calls each (elementwise with weak scalars and with D itself, clip, where,
  // reductions), every result a distinct array (helperCalls below), measured
  // beyond a file with the helpers' signatures and no calls; the count is the number of calls.
  'Generic helpers, 96 calls': {
    count: 96,
    build: (count) => [helperCalls(0, true), helperCalls(count, true)],
  },
  // The same 96 calls with concrete dtypes and shapes (float32, [2, 3]): what the generic file is
  // compared with (test/type-cost.test.ts: at most twice as much per call).
  'The same 96 calls, concrete dtypes': {
    count: 96,
    build: (count) => [helperCalls(0, false), helperCalls(count, false)],
  },
  // `add(multiply(add(…(r0, x1)…), x199), x200)`: one expression, every call an argument of the next.
  'Nested calls in one expression': {
    count: 200,
    build: (count) => {
      const setup = chainSetup(count);
      let expression = 'r0';
      for (let index = 1; index <= count; index += 1) expression = `${chainOperation(index)}(${expression}, x${index})`;
      return [`${setup}export { r0 };\n`, `${setup}export const nested = ${expression};\n`];
    },
  },
  // Matrix products under every policy, each product the left operand of the next
  // (`const r3 = p3.dot(r2, w3)`: matmul, dot, inner and einsum in turn) on [4, 4] float32
  // operands, which every policy multiplies: the products' dtype and shape types per call.
  'Matrix products under every policy': {
    count: 400,
    build: (count) => productChain(count),
  },
  // Calls given an `out` that the checker compares with the result (issue #24): elementwise,
  // weak results under x64 on and off, a reduction, matrix products (a method, tensordot with
  // literal axes, einsum with explicit and implicit subscripts), over arrays of several dtypes.
  'Calls with out': {
    count: 400,
    build: (count) => outCalls(count),
  },
};

/** `count` lookups cycling through all 324 pairs in each of jax (x64 off), strict and jax with x64 on. */
function promoteLookups(count, declare) {
  const header = `import type { Promote } from '${libraryModule}';\n`;
  const lines = [];
  for (let index = 0; index < count; index += 1) {
    const left = nodeNames[index % nodeNames.length];
    const right = nodeNames[Math.floor(index / nodeNames.length) % nodeNames.length];
    const spec = specs[Math.floor(index / nodeNames.length ** 2) % specs.length];
    lines.push(declare(index, `Promote<'${left}', '${right}', ${spec}>`));
  }
  return [header, header + lines.join('\n')];
}

const chainOperations = ['add', 'multiply', 'maximum', 'greater', 'add', 'divide', 'subtract', 'minimum', 'less'];
const chainShapes = ['[3]', '[2, 1]', '[1, 3]', '[2, 3]', '[1]', '[]'];
const chainScalars = ['2', '1.5', '7', '0.25'];

function chainOperation(index) {
  return chainOperations[index % chainOperations.length];
}

/**
 * The operands of the chain: `r0` an int8 [2, 3] array; `x1 … xN` arrays cycling through the
 * dtypes and shapes that broadcast to [2, 3], every seventh a JavaScript number. `subtract` never
 * meets a bool operand (bool − bool is an error by design).
 */
function chainSetup(count) {
  const lines = [
    `import { add, divide, greater, less, maximum, minimum, multiply, subtract, zeros } from '${libraryModule}';`,
    `const r0 = zeros([2, 3], 'int8');`,
  ];
  for (let index = 1; index <= count; index += 1) {
    if (index % 7 === 0) {
      lines.push(`const x${index} = ${chainScalars[index % chainScalars.length]};`);
      continue;
    }
    let dtype = jaxTableNames[(index * 7) % jaxTableNames.length];
    if (dtype === 'bool' && chainOperation(index) === 'subtract') dtype = 'int8';
    lines.push(`const x${index} = zeros(${chainShapes[index % chainShapes.length]}, '${dtype}');`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The declared type of each result of the chain, from the runtime's own result-type function
 * (the built package, dist/): `[index, "NDArray<'float32', [2, 3]>"]`.
 */
function annotatedChainTypes(count) {
  const library = require(join(root, 'dist/src/index.js'));
  let node = 'int8';
  let shape = [2, 3];
  const types = [];
  for (let index = 1; index <= count; index += 1) {
    const operand = index % 7 === 0 ? Number(chainScalars[index % chainScalars.length]) : chainOperandDType(index);
    node = library.binaryResultType(chainOperation(index), node, operand);
    const operandShape = index % 7 === 0 ? [] : JSON.parse(chainShapes[index % chainShapes.length]);
    shape = library.broadcastShapes(shape, operandShape);
    types.push([index, `NDArray<'${node}', [${shape.join(', ')}]>`]);
  }
  return types;
}

function chainOperandDType(index) {
  const dtype = jaxTableNames[(index * 7) % jaxTableNames.length];
  return dtype === 'bool' && chainOperation(index) === 'subtract' ? 'int8' : dtype;
}

/** The policies the policy cases cycle through: every policy name (JAX's x64 off), and JAX with x64 on. */
function policySpecs() {
  const library = require(join(root, 'dist/src/index.js'));
  return [
    ...library.policyNames.map((name) => ({ source: `'${name}'`, options: { policy: name } })),
    { source: '{ x64: true }', options: { x64: true } },
  ];
}

/**
 * One step of a policy chain: the policy, operation and operand for step `index` starting from
 * `node`, and the result node, choosing (from the runtime's own result-type function) an operand
 * the policy accepts. Returns undefined when the policy accepts none.
 */
function policyStep(library, specs, index, node) {
  const spec = specs[index % specs.length];
  const operation = chainOperation(index);
  const candidates = [...jaxTableNames, ...chainScalars.map(Number)];
  for (let attempt = 0; attempt < candidates.length; attempt += 1) {
    const operand = candidates[(index * 7 + attempt) % candidates.length];
    // Under Triton a scalar's dtype depends on its magnitude (int32 … uint64, float32 or
    // float64), which the types give as the union: no single declared type fits, so skip it.
    if (spec.options.policy === 'triton' && typeof operand === 'number') continue;
    try {
      const result = library.binaryResultType(operation, node, operand, spec.options);
      return { spec, operation, operand, result };
    } catch {
      // this policy refuses the pair: try the next operand
    }
  }
  return undefined;
}

function policyChain(count, annotated) {
  const library = require(join(root, 'dist/src/index.js'));
  const specs = policySpecs();
  const lines = [`import { withPolicy, zeros, type NDArray } from '${libraryModule}';`];
  specs.forEach((spec, index) => lines.push(`const p${index} = withPolicy(${spec.source});`));
  lines.push(`const r0 = zeros([2, 3], 'int8');`);
  const steps = [];
  let node = 'int8';
  let shape = [2, 3];
  for (let index = 1; index <= count; index += 1) {
    let step = policyStep(library, specs, index, node);
    // A policy that accepts nothing for this node (bool under TensorFlow …): start over from int8.
    let from = `r${index - 1}`;
    if (!step) {
      from = 'r0';
      node = 'int8';
      shape = [2, 3];
      step = policyStep(library, specs, index, node);
    }
    const scalar = typeof step.operand === 'number';
    const operandShape = scalar ? [] : JSON.parse(chainShapes[index % chainShapes.length]);
    lines.push(
      scalar
        ? `const x${index} = ${step.operand};`
        : `const x${index} = zeros([${operandShape.join(', ')}], '${step.operand}');`,
    );
    node = step.result;
    shape = library.broadcastShapes(shape, operandShape);
    const declared = annotated ? `: NDArray<'${node}', [${shape.join(', ')}]>` : '';
    steps.push(`const r${index}${declared} = p${specs.indexOf(step.spec)}.${step.operation}(${from}, x${index});`);
  }
  const setup = `${lines.join('\n')}\n`;
  return [`${setup}export { r0 };\n`, `${setup}${steps.join('\n')}\nexport { r${count} };\n`];
}

/**
 * The calls of one helper of the 96-call case: `[declared result type or '', call]`, each on the
 * previous results (`r1` …), the parameters `x`, `y` (arrays of D and S) and `m` (a bool mask).
 * `Scalar` is the declared type of a 0-d result.
 */
const helperSteps = [
  ['Array', 'add(x, 1)'],
  ['Array', 'subtract(r1, 0.5)'],
  ['Array', 'multiply(r2, y)'],
  ['Array', 'divide(r3, 2)'],
  ['Array', 'maximum(r4, 0)'],
  ['Array', 'minimum(r5, y)'],
  ['Array', 'power(r6, 2)'],
  ['Array', 'clip(r7, 0, 1)'],
  ['Array', 'where(m, r8, 0)'],
  ['Scalar', 'mean(r9)'],
  ['Array', 'subtract(r9, r10)'],
  ['Scalar', 'std(r11)'],
  ['Array', 'divide(r11, r12)'],
  ['', 'max(r13, { axis: -1, keepdims: true })'],
  ['Array', 'subtract(r13, r14)'],
  ['Array', 'exp(r15)'],
];

/**
 * The 96-call file cut after `count` calls: helpers of 16 calls each (the last one shorter), generic
 * (`<D extends FloatDType, S extends Shape>`) or over float32 [2, 3].
 */
export function helperCalls(count, generic) {
  const lines = [
    `import { add, clip, divide, exp, max, maximum, mean, minimum, multiply, power, std, subtract, where, type FloatDType, type NDArray, type Shape } from '${libraryModule}';`,
    generic ? '' : `type D = 'float32';\ntype S = [2, 3];`,
  ];
  const helpers = Math.ceil(96 / helperSteps.length);
  for (let helper = 0; helper < helpers; helper += 1) {
    const calls = Math.max(0, Math.min(helperSteps.length, count - helper * helperSteps.length));
    const body = helperSteps.slice(0, calls).map(([declared, call], index) => {
      const type = { Array: ': NDArray<D, S>', Scalar: ': NDArray<D, []>', '': '' }[declared];
      return `  const r${index + 1}${type} = ${call};`;
    });
    lines.push(
      `export function helper${helper}${generic ? '<D extends FloatDType, S extends Shape>' : ''}(x: NDArray<D, S>, y: NDArray<D, S>, m: NDArray<'bool', S>) {`,
      ...body,
      `  return [x, y, m${calls ? `, r${calls}` : ''}] as const;`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `count` matrix products cycling through the policies and the product functions (see the case). */
function productChain(count) {
  const specs = policySpecs();
  const lines = [`import { withPolicy, zeros } from '${libraryModule}';`];
  specs.forEach((spec, index) => lines.push(`const p${index} = withPolicy(${spec.source});`));
  lines.push(`const r0 = zeros([4, 4], 'float32');`);
  const products = [
    (policy, left, right) => `${policy}.matmul(${left}, ${right})`,
    (policy, left, right) => `${policy}.dot(${left}, ${right})`,
    (policy, left, right) => `${policy}.inner(${left}, ${right})`,
    (policy, left, right) => `${policy}.einsum('ij,jk->ik', ${left}, ${right})`,
  ];
  const steps = [];
  for (let index = 1; index <= count; index += 1) {
    lines.push(`const w${index} = zeros([4, 4], 'float32');`);
    const product = products[index % products.length];
    steps.push(`const r${index} = ${product(`p${index % specs.length}`, `r${index - 1}`, `w${index}`)};`);
  }
  const setup = `${lines.join('\n')}\n`;
  return [`${setup}export { r0 };\n`, `${setup}${steps.join('\n')}\nexport { r${count} };\n`];
}

/** `count` calls with `{ out }` of the result's dtype and shape, cycling through the forms of the case. */
function outCalls(count) {
  const dtypes = ['float32', 'int16', 'float64', 'bfloat16', 'int8'];
  const lines = [
    `import { add, einsum, matmul, sqrt, sum, tensordot, withPolicy, zeros, type NDArray } from '${libraryModule}';`,
    'const wide = withPolicy({ x64: true });',
    "const weak = add(zeros([2, 3], 'bool'), 1);",
  ];
  // [the call, the out's dtype and shape] for operands a ([2, 3]) and b ([3, 4]) of one dtype.
  const forms = [
    (dtype) => [`add(a, a, { out })`, `'${dtype}', [2, 3]`],
    () => [`add(weak, 2, { out })`, `'int32', [2, 3]`],
    () => [`wide.sqrt(weak, { out })`, `'float64', [2, 3]`],
    (dtype) => [`sum(a, { axis: 0, out })`, `${sumDType(dtype)}, [3]`],
    (dtype) => [`a.matmul(b, { out })`, `'${dtype}', [2, 4]`],
    (dtype) => [`matmul(a, b, { out })`, `'${dtype}', [2, 4]`],
    (dtype) => [`tensordot(a, b, [[1], [-2]], { out })`, `'${dtype}', [2, 4]`],
    (dtype) => [`einsum('ij,jk', a, b, { out })`, `'${dtype}', [2, 4]`],
  ];
  const declarations = [];
  const calls = [];
  for (let index = 0; index < count; index += 1) {
    const dtype = dtypes[Math.floor(index / forms.length) % dtypes.length];
    const [call, out] = forms[index % forms.length](dtype);
    declarations.push(
      `declare const a${index}: NDArray<'${dtype}', [2, 3]>;`,
      `declare const b${index}: NDArray<'${dtype}', [3, 4]>;`,
      `declare const out${index}: NDArray<${out}>;`,
    );
    const named = call.replaceAll(/\b([ab])\b/g, `$1${index}`).replace('out }', `out: out${index} }`);
    calls.push(`export const r${index} = ${named};`);
  }
  const setup = `${lines.join('\n')}\n${declarations.join('\n')}\n`;
  return [`${setup}export { weak };\n`, `${setup}${calls.join('\n')}\n`];
}

/** sum's dtype for an input dtype (JAX's default, x64 off: ints narrower than 32 bits widen to int32). */
function sumDType(dtype) {
  return dtype.startsWith('int') ? `'int32'` : `'${dtype}'`;
}

/**
 * `count` calls on typed parameters, cycling through the policies: half return their result from
 * a function with a declared return type, half pass it to a function whose parameter is declared;
 * undeclared, each result goes to a variable.
 */
function declaredForms(count, declared) {
  const library = require(join(root, 'dist/src/index.js'));
  const specs = policySpecs();
  const head = [`import { withPolicy, type NDArray } from '${libraryModule}';`];
  specs.forEach((spec, index) => head.push(`const p${index} = withPolicy(${spec.source});`));
  const setup = [];
  const body = [];
  for (let index = 1; index <= count; index += 1) {
    const left = jaxTableNames[(index * 5) % jaxTableNames.length];
    const step = policyStep(library, specs, index, left);
    if (!step) throw new Error(`no operand for ${left} at ${index}`);
    const scalar = typeof step.operand === 'number';
    // A scalar operand is written in the call, as constants are.
    const rightType = `NDArray<'${step.operand}', [3]>`;
    const resultType = `NDArray<'${step.result}', [2, 3]>`;
    const call = `p${specs.indexOf(step.spec)}.${step.operation}(a, ${scalar ? step.operand : 'b'})`;
    const parameters = scalar ? `a: NDArray<'${left}', [2, 3]>` : `a: NDArray<'${left}', [2, 3]>, b: ${rightType}`;
    if (index % 2) {
      body.push(
        declared
          ? `export function f${index}(${parameters}): ${resultType} { return ${call}; }`
          : `export function f${index}(${parameters}) { return ${call}; }`,
      );
    } else {
      setup.push(`declare const a${index}: NDArray<'${left}', [2, 3]>;`);
      if (!scalar) setup.push(`declare const b${index}: ${rightType};`);
      if (declared) setup.push(`declare function use${index}(x: ${resultType}): void;`);
      const argumentCall = call.replace('(a, ', `(a${index}, `).replace(', b)', `, b${index})`);
      body.push(declared ? `use${index}(${argumentCall});` : `export const v${index} = ${argumentCall};`);
    }
  }
  const prefix = `${head.join('\n')}\n${setup.join('\n')}\n`;
  return [prefix, `${prefix}${body.join('\n')}\n`];
}

/**
 * `count` calls of clip, where, reductions and predicates over typed parameters, cycling through
 * the dtypes and policies. Their declared types come from running the same calls on the built
 * package. Declared: every third result goes to an annotated variable, a declared return type, a
 * typed parameter in turn; undeclared, each goes to a variable.
 */
function toolkitForms(count, declared) {
  const library = require(join(root, 'dist/src/index.js'));
  const specs = policySpecs();
  const head = [`import { withPolicy, type NDArray } from '${libraryModule}';`];
  specs.forEach((spec, index) => head.push(`const p${index} = withPolicy(${spec.source});`));
  const calls = [
    (a, b) => [`clip(${a}, 0, 1)`, (p, x) => p.clip(x, 0, 1)],
    (a, b) => [`clip(${a}, ${b})`, (p, x, y) => p.clip(x, y)],
    (a, b) => [`where(c, ${a}, ${b})`, (p, x, y, c) => p.where(c, x, y)],
    (a) => [`sum(${a}, { axis: 1 })`, (p, x) => p.sum(x, { axis: 1 })],
    (a) => [`mean(${a})`, (p, x) => p.mean(x)],
    (a) => [`max(${a}, { axis: 0, keepdims: true })`, (p, x) => p.max(x, { axis: 0, keepdims: true })],
    (a) => [`cumsum(${a}, { axis: 1 })`, (p, x) => p.cumsum(x, { axis: 1 })],
    (a) => [`isnan(${a})`, (p, x) => p.isnan(x)],
  ];
  const setup = [`declare const c: NDArray<'bool', [2, 3]>;`];
  const body = [];
  let written = 0;
  for (let index = 0; written < count; index += 1) {
    const dtype = jaxTableNames[(index * 5) % jaxTableNames.length];
    const spec = specs[index % specs.length];
    const policy = library.withPolicy(spec.options.policy ?? spec.options);
    const [text, run] = calls[index % calls.length]('a', 'b');
    // Under Triton a scalar's dtype depends on its magnitude: the types give a union, so skip it.
    if (spec.options.policy === 'triton' && text.includes(', 0, 1)')) continue;
    let result;
    const x = library.zeros([2, 3], dtype);
    const y = library.zeros([3], dtype);
    const condition = library.zeros([2, 3], 'bool');
    try {
      result = run(policy, x, y, condition);
    } catch {
      continue; // this policy refuses the dtype (bool under TensorFlow …)
    } finally {
      x.dispose();
      y.dispose();
      condition.dispose();
    }
    // A weakly typed result (sum of bool under some policies …) has its weak type as its node.
    const node = result.weakType
      ? weakRows.find((row) => row.x64 === result.dtype || row.x32 === result.dtype).name
      : result.dtype;
    const resultType = `NDArray<'${node}', [${result.shape.join(', ')}]>`;
    result.dispose();
    const call = `p${specs.indexOf(spec)}.${text}`;
    const parameters = `a: NDArray<'${dtype}', [2, 3]>, b: NDArray<'${dtype}', [3]>`;
    written += 1;
    if (!declared) {
      body.push(`export function f${written}(${parameters}) { const r = ${call}; return r; }`);
    } else if (written % 3 === 0) {
      body.push(`export function f${written}(${parameters}) { const r: ${resultType} = ${call}; return r; }`);
    } else if (written % 3 === 1) {
      body.push(`export function f${written}(${parameters}): ${resultType} { return ${call}; }`);
    } else {
      setup.push(`declare function use${written}(x: ${resultType}): void;`);
      body.push(`export function f${written}(${parameters}) { use${written}(${call}); }`);
    }
  }
  const prefix = `${head.join('\n')}\n${setup.join('\n')}\n`;
  return [prefix, `${prefix}${body.join('\n')}\n`];
}

function readPipeline(name) {
  return readFileSync(join(root, 'bench', 'types', name), 'utf8').replaceAll(
    "from 'dtype-lattice'",
    `from '${libraryModule}'`,
  );
}

/** The helpers of test-d/generic-helpers.test-d.ts, without the checks of their results at call sites. */
function readGenericHelpers() {
  const source = readFileSync(join(root, 'test-d', 'generic-helpers.test-d.ts'), 'utf8');
  return source.split('// ── at the call')[0].replaceAll("from '../src/index.js'", `from '${libraryModule}'`);
}

/**
 * Appended to both files of every case: every cell of every policy's promotion table, so that
 * their one-time instantiation (which checking the library's source used to pay in both files) is
 * not counted as the measured work's.
 */
const warmUp = [
  `import type { PromotionTables as WarmUpTables } from '${libraryModule}';`,
  'type WarmUpCells<Table> = { [Left in keyof Table]: Table[Left][keyof Table[Left]] }[keyof Table];',
  ...['jax', 'jax-x32', 'strict', 'numpy', 'torch', 'tensorflow', 'lax', 'lax-x32', 'triton', 'array-api'].map(
    (key, index) => `export declare const warmUp${index}: WarmUpCells<WarmUpTables['${key}']>;`,
  ),
].join('\n');

function writeCase(name, source) {
  const file = join(workDir, `${name.replace(/\W+/g, '-')}.ts`);
  writeFileSync(file, `${source}\n${warmUp}\n`);
  return file;
}

const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // The registry (src/registry/registry.js) is JavaScript with literal JSDoc types.
  allowJs: true,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  types: ['node'],
  lib: ['es2022', 'esnext.disposable'],
};

// Library, @types and the built declarations (dist/) are parsed once and shared by every program
// (they do not change during a run).
const builtLibrary = `${join(root, 'dist').replaceAll('\\', '/')}/`;
const sharedSourceFiles = new Map();
let cachedHost;

function measureWithApi(file) {
  const ts = require('@typescript/typescript6');
  const options = ts.convertCompilerOptionsFromJson(compilerOptions, root).options;
  if (!cachedHost) {
    cachedHost = ts.createCompilerHost(options);
    const getSourceFile = cachedHost.getSourceFile.bind(cachedHost);
    cachedHost.getSourceFile = (name, languageVersion, ...rest) => {
      const shared = name.includes('/node_modules/') || name.startsWith(builtLibrary);
      if (!shared) return getSourceFile(name, languageVersion, ...rest);
      const key = `${name}|${JSON.stringify(languageVersion)}`;
      if (!sharedSourceFiles.has(key)) sharedSourceFiles.set(key, getSourceFile(name, languageVersion, ...rest));
      return sharedSourceFiles.get(key);
    };
  }
  const program = ts.createProgram([file], options, cachedHost);
  const started = performance.now();
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const seconds = (performance.now() - started) / 1000;
  if (diagnostics.length) {
    throw new Error(
      `TypeScript ${ts.version} reports on ${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`,
    );
  }
  return { instantiations: program.getInstantiationCount(), seconds, version: ts.version };
}

// One checker: with several, TypeScript 7 splits the files among checkers that each instantiate
// the shared types again, so the count varies with scheduling (measured: 12k vs 44k for one file).
const tsc7Arguments = (file) => [
  join(dirname(require.resolve('typescript/package.json')), 'bin/tsc'),
  '--ignoreConfig',
  '--checkers',
  '1',
  '--extendedDiagnostics',
  '--pretty',
  'false',
  '--strict',
  '--noEmit',
  '--skipLibCheck',
  '--allowJs',
  '--target',
  'es2022',
  '--module',
  'nodenext',
  '--types',
  'node',
  '--lib',
  'es2022,esnext.disposable',
  file,
];
const tsc7TimeLimitMs = 300_000;

function readTsc7(file, { status, stdout, stderr, error }) {
  const read = (label) => Number(new RegExp(`${label}:\\s+([\\d.]+)`).exec(stdout)?.[1]);
  if (error) throw new Error(`tsc 7 on ${file}: ${error.message}`);
  if (status !== 0 || /error TS/.test(stdout)) throw new Error(`tsc 7 reports on ${file}:\n${stdout}${stderr}`);
  return { instantiations: read('Instantiations'), seconds: read('Check time'), memory: read('Memory used') * 1024 };
}

function measureWithTsc7(file) {
  const run = spawnSync(process.execPath, tsc7Arguments(file), { encoding: 'utf8', timeout: tsc7TimeLimitMs });
  return readTsc7(file, run);
}

/** The same as measureWithTsc7, in the background (so it can overlap TypeScript 6's work). */
function measureWithTsc7Async(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsc7Arguments(file), { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let error;
    const timer = setTimeout(() => {
      error = new Error(`exceeded ${tsc7TimeLimitMs / 1000} s (a runaway type?)`);
      child.kill('SIGKILL');
    }, tsc7TimeLimitMs);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (spawnError) => (error = spawnError));
    child.on('close', (status) => {
      clearTimeout(timer);
      try {
        resolve(readTsc7(file, { status, stdout, stderr, error }));
      } catch (failure) {
        reject(failure);
      }
    });
  });
}

/**
 * What checking the declarations themselves costs a consumer with `skipLibCheck: false`: a one-line
 * program importing the built package (dist/), checked by TypeScript 7 with one checker, lib and
 * @types/node as the cases have them (those alone: about 20,000 instantiations and 54 MB). Each
 * declaration file is then checked as a whole, so this counts what its aliases, defaults and
 * bounds cost when they are checked once, generically (a table evaluated for every dtype there
 * shows here, not at call sites). `{ instantiations, memory }` (memory in bytes).
 */
export function measureLibraryCheck() {
  mkdirSync(workDir, { recursive: true });
  const file = join(workDir, 'library-check.ts');
  writeFileSync(file, `import { zeros } from '${libraryModule}';\nexport const x = zeros([2]);\n`);
  try {
    const argumentsWithLibCheck = tsc7Arguments(file).filter((argument) => argument !== '--skipLibCheck');
    const run = spawnSync(process.execPath, argumentsWithLibCheck, { encoding: 'utf8', timeout: tsc7TimeLimitMs });
    const { instantiations, memory } = readTsc7(file, run);
    return { instantiations, memory };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** TypeScript 7's version, as its tsc prints it. */
export function tsc7Version() {
  return require('typescript/package.json').version;
}

/**
 * Measures every case (or those named) with both compilers. With `overlap`, TypeScript 7 runs in
 * the background while TypeScript 6 checks (faster; the times are then less clean, the counts
 * are the same). `api` names the cases TypeScript 6 measures (all by default); the others have
 * no `ts6` figures.
 */
export async function measureAll({ names = Object.keys(cases), overlap = false, api: apiNames = names } = {}) {
  if (!existsSync(libraryDeclarations)) {
    throw new Error(
      `bench/types.mjs reads the built declarations: ${libraryDeclarations} is missing (run npm run build)`,
    );
  }
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const results = [];
  try {
    for (const name of names) {
      const { count, build } = cases[name];
      const [baselineSource, source] = build(count);
      const files = [writeCase(`${name}-baseline`, baselineSource), writeCase(name, source)];
      const withApi = apiNames.includes(name);
      let native;
      if (overlap) {
        const background = Promise.all(files.map(measureWithTsc7Async));
        background.catch(() => {});
        const api = withApi ? files.map(measureWithApi) : undefined;
        native = await background;
        results.push(summarise(name, count, api, native));
      } else {
        const api = withApi ? files.map(measureWithApi) : undefined;
        native = files.map(measureWithTsc7);
        results.push(summarise(name, count, api, native));
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    try {
      rmdirSync(dirname(workDir));
    } catch {
      // another process is still using it
    }
  }
  return results;
}

function summarise(name, count, api, native) {
  const figures = ([baseline, measured]) => ({
    instantiations: measured.instantiations - baseline.instantiations,
    perOperation: (measured.instantiations - baseline.instantiations) / count,
    seconds: measured.seconds,
    baselineSeconds: baseline.seconds,
    ...(measured.memory === undefined ? {} : { memory: measured.memory, baselineMemory: baseline.memory }),
  });
  return {
    name,
    count,
    ...(api ? { ts6: { version: api[1].version, ...figures(api) } } : {}),
    ts7: { version: tsc7Version(), ...figures(native) },
  };
}

/** The table the bench prints (markdown). */
export function formatTable(results) {
  const lines = [
    'Type-checking cost: instantiations beyond a baseline file that declares the same operands; time to check the whole file',
    '(TS 6: getPreEmitDiagnostics through the API; TS 7: "Check time" of tsc --extendedDiagnostics).',
    '',
    `| case | count | TS ${results.find((result) => result.ts6)?.ts6.version ?? 6} inst. | per op | TS 6 time | TS ${results[0]?.ts7.version ?? 7} inst. | per op | TS 7 check time |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, count, ts6, ts7 } of results) {
    lines.push(
      `| ${name} | ${count} | ${ts6 ? `${ts6.instantiations} | ${ts6.perOperation.toFixed(2)} | ${ts6.seconds.toFixed(2)} s` : '– | – | –'} | ${ts7.instantiations} | ${ts7.perOperation.toFixed(2)} | ${ts7.seconds.toFixed(2)} s |`,
    );
  }
  const pipeline = results.find((result) => result.name === 'Image pipeline vs Float32Array');
  if (pipeline) {
    const megabytes = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
    lines.push(
      '',
      `Image pipeline (bench/types/pipeline.ts, TS 7, whole file, the library read from dist/'s declarations): ${pipeline.ts7.seconds.toFixed(2)} s, ${megabytes(pipeline.ts7.memory)};` +
        ` the same on Float32Array: ${pipeline.ts7.baselineSeconds.toFixed(2)} s, ${megabytes(pipeline.ts7.baselineMemory)}.`,
    );
  }
  return lines.join('\n');
}

/** The checked-in budget: instantiation counts per case and compiler. */
export function toBaseline(results) {
  return {
    note: 'Instantiation counts of bench/types.mjs; test/type-cost.test.ts fails when a count exceeds these by more than 20%. Regenerate with: node bench/types.mjs --write-baseline',
    tolerance: 0.2,
    cases: Object.fromEntries(
      results.map(({ name, count, ts6, ts7 }) => [name, { count, ts6: ts6.instantiations, ts7: ts7.instantiations }]),
    ),
  };
}

/**
 * Per call site of the 96-call case: the instantiations of the file cut after k calls minus the
 * file cut after k − 1, for each k in `calls` (TypeScript 7, one checker): `[{ call, instantiations }]`.
 */
export function perCallCosts(calls, generic) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const counts = new Map();
  const countOf = (cut) => {
    if (!counts.has(cut)) {
      counts.set(
        cut,
        measureWithTsc7(writeCase(`per-call-${generic}-${cut}`, helperCalls(cut, generic))).instantiations,
      );
    }
    return counts.get(cut);
  };
  try {
    return calls.map((call) => ({ call, instantiations: countOf(call) - countOf(call - 1) }));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const perCall = process.argv.find((argument) => argument.startsWith('--per-call'));
  if (perCall) {
    // `--per-call` (generic) or `--per-call=concrete`: every call of the 96-call case.
    const generic = perCall !== '--per-call=concrete';
    const costs = perCallCosts(
      Array.from({ length: 96 }, (_, index) => index + 1),
      generic,
    );
    for (const { call, instantiations } of costs) console.log(`call ${call}: ${instantiations}`);
    const most = costs.reduce((top, cost) => (cost.instantiations > top.instantiations ? cost : top));
    console.log(`most: call ${most.call}, ${most.instantiations} instantiations (${generic ? 'generic' : 'concrete'})`);
    return;
  }
  const only = process.argv.filter((argument) => argument.startsWith('--case=')).map((argument) => argument.slice(7));
  const results = await measureAll(only.length ? { names: only } : {});
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(formatTable(results));
  if (process.argv.includes('--write-baseline')) {
    writeFileSync(baselinePath, `${JSON.stringify(toBaseline(results), null, 2)}\n`);
    console.log(`\nwrote ${baselinePath}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
