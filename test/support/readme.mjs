// Turns the README's code blocks into checks. Conventions the README follows:
//   console.log(…); // → text        the line(s) it prints; more lines on comment lines after it,
//                   //   text        the text in the column of the first line's text
//   expression;     // 'value'       the value (a JavaScript literal: string, number, boolean, array)
//   expression;     // NDArray<…>    the type the editor shows (checked by TypeScript, and the dtype
//                                    and literal shape checked at run time)
//   type X = …;     // "int16"       what the alias is (same line or the comment line after it)
//   statement;
//   // SomeError: message            it throws that (continued on `//   …` lines)
//   // error TS2345: …               it does not compile (and throws at run time)
//   $ npx dtype-lattice …            (sh blocks) a command, followed by its output
// A block preceded by `<!-- readme-test: skip (why) -->` is a fragment and is not run.
// Lines with other comments are run but not compared.

/** The fenced code blocks: { lang, code, line } (line: 1-based line of the opening fence). */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(\w*)\s*$/.exec(lines[index]);
    if (!open) continue;
    const start = index;
    // `<!-- readme-test: skip (why) -->` on the line before a block: a fragment, not a program.
    const skip = /^<!-- readme-test: skip\b/.test(lines[index - 1] ?? '');
    const body = [];
    for (index++; index < lines.length && !/^```\s*$/.test(lines[index]); index++) body.push(lines[index]);
    blocks.push({ lang: open[1], code: body.join('\n'), line: start + 1, skip });
  }
  return blocks;
}

/** Splits a line into code and trailing `//` comment (not inside a string: the README keeps them simple). */
function split(line) {
  const match = /^(.*?;)\s*\/\/\s?(.*)$/.exec(line);
  if (match && !/['"`][^'"`]*\/\/[^'"`]*['"`]/.test(match[1])) return { code: match[1], comment: match[2].trim() };
  return { code: line, comment: undefined };
}

/** The longest balanced type text at the start of `text` (NDArray<…> | NDArray<…>). */
function leadingType(text) {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '<' || char === '[' || char === '(') depth++;
    else if (char === '>' || char === ']' || char === ')') depth--;
    else if (char === '"') {
      index = text.indexOf('"', index + 1);
      if (index < 0) return undefined;
    }
    if (depth === 0 && (char === '>' || char === ']')) {
      end = index + 1;
      const rest = text.slice(end);
      const union = /^\s*\|\s*/.exec(rest);
      if (!union) break;
      index = end + union[0].length - 1;
    }
  }
  return end ? text.slice(0, end) : undefined;
}

/** A JavaScript literal at the start of a comment, or undefined. */
function leadingLiteral(comment) {
  const match = /^('(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?(?:e-?\d+)?n?|true|false|\[.*\])/.exec(comment);
  return match?.[1];
}

const hoverPattern = /^(NDArray|PolicyLibrary)</;
const errorPattern = /^([A-Z]\w*Error): (.*)$/;
const compileErrorPattern = /^error (TS\d+):/;

/**
 * The README's code rewritten twice: `typed`, a TypeScript module asserting the types the comments
 * state (and the compile errors they expect: `expectedErrors`, [line, code]); and `runtime`, a
 * module checking values, errors and printed output (`printed`: the lines it must print).
 */
export function rewrite(code, header) {
  const lines = code.split('\n');
  const typed = [];
  const runtime = [];
  const expectedErrors = [];
  const printed = [];
  let counter = 0;
  const offset = header.split('\n').length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const { code: statement, comment } = split(line);
    // Comment lines after a statement: a thrown error, a compile error or an alias's type,
    // continued on lines indented past the `//`.
    const following = [];
    const first = lines[index + 1]?.replace(/^\s*\/\/\s?/, '');
    if (
      first !== undefined &&
      /^\s*\/\//.test(lines[index + 1]) &&
      (errorPattern.test(first) || compileErrorPattern.test(first) || /^(DTypeError|ShapeError)</.test(first))
    ) {
      following.push(first);
      for (let next = index + 2; next < lines.length && /^\s*\/\/\s{2,}/.test(lines[next]); next++)
        following.push(lines[next].replace(/^\s*\/\/\s?/, ''));
    }
    const thrown = following.length ? errorPattern.exec(following[0]) : null;
    const compileError = following.length ? compileErrorPattern.exec(following[0]) : null;
    const declaration = /^\s*(const|let|var)\s+(\w+)\s*=/.exec(statement);
    const alias = /^\s*type\s+(\w+)\s*=/.exec(statement);
    const declared = /^\s*declare const (\w+): (number\[\]|number);/.exec(line);
    const id = ++counter;

    if (declared) {
      typed.push(line);
      runtime.push(`const ${declared[1]} = ${declared[2] === 'number' ? '1' : '[2, 2]'};`);
      continue;
    }
    if (compileError && !declaration && !alias) {
      expectedErrors.push([offset + typed.length + 1, compileError[1]]);
      typed.push(line);
      runtime.push(`__throws(() => { ${statement.trim()} }, undefined, ${JSON.stringify(statement.trim())});`);
      continue;
    }
    if (thrown && !declaration && !alias) {
      typed.push(line);
      const message = following
        .map((part) => part.trim())
        .join(' ')
        .slice(thrown[1].length + 2);
      runtime.push(
        `__throws(() => { ${statement.trim()} }, ${JSON.stringify([thrown[1], message])}, ${JSON.stringify(statement.trim())});`,
      );
      continue;
    }
    if (alias) {
      typed.push(line);
      const stated =
        comment ?? (following.length && /^(DTypeError|ShapeError|"|')/.test(following[0]) ? following[0] : undefined);
      if (stated) typed.push(`const __type${id}: __Equal<${alias[1]}, ${leadingType(stated) ?? stated}> = true;`);
      continue;
    }
    if (comment?.startsWith('→') && /console\.log\(/.test(statement)) {
      printed.push(comment.slice(1).trim());
      typed.push(line);
      runtime.push(line);
      // A multi-line print continues on comment-only lines, its text in the column of the first line's.
      const column = line.indexOf('→') + 2;
      while (
        index + 1 < lines.length &&
        /^\s*\/\/\s+\S/.test(lines[index + 1]) &&
        /^\s*\/\/\s*$/.test(lines[index + 1].slice(0, column))
      ) {
        index += 1;
        printed.push(lines[index].slice(column).trimEnd());
        typed.push(lines[index]);
        runtime.push(lines[index]);
      }
      continue;
    }
    const hover = comment && hoverPattern.test(comment) ? leadingType(comment) : undefined;
    const literal = comment !== undefined && !hover ? leadingLiteral(comment) : undefined;
    const isExpression =
      statement.trim() &&
      !declaration &&
      !/^\s*(import|export|type|interface|declare|await\s+ready|const|let)\b/.test(statement) &&
      /;\s*$/.test(statement);
    if (hover) {
      const name = declaration ? declaration[2] : `__value${id}`;
      const body = declaration ? statement : `const ${name} = ${statement.trim()}`;
      // A PolicyLibrary is too large a type for the equality check; its hover is its alias name.
      typed.push(
        body,
        hover.startsWith('PolicyLibrary') ? '' : `const __type${id}: __Equal<typeof ${name}, ${hover}> = true;`,
      );
      runtime.push(body, `__hover(${name}, ${JSON.stringify(hover)}, ${JSON.stringify(line.trim())});`);
      continue;
    }
    if (literal !== undefined && isExpression) {
      typed.push(line);
      runtime.push(
        `__value(() => (${statement.trim().replace(/;$/, '')}), ${literal}, ${JSON.stringify(line.trim())});`,
      );
      continue;
    }
    typed.push(line);
    runtime.push(line);
  }
  return {
    typed: `${header}\n${typed.join('\n')}\n`,
    runtime: runtime.join('\n'),
    expectedErrors,
    printed,
  };
}

/** Checks the rewritten runtime code calls; a module's text, prepended to each block when run. */
export const runtimeHelpers = `
const __inspect = (value) => JSON.stringify(value, (key, item) => (typeof item === 'bigint' ? item + 'n' : item));
globalThis.__value = (compute, expected, source) => {
  const actual = compute();
  if (__inspect(actual) !== __inspect(expected)) throw new Error('README: ' + source + ' gave ' + __inspect(actual));
};
globalThis.__throws = (run, expected, source) => {
  try {
    run();
  } catch (error) {
    if (expected && (error.name !== expected[0] || error.message !== expected[1])) {
      throw new Error('README: ' + source + ' threw ' + error.name + ': ' + error.message);
    }
    return;
  }
  throw new Error('README: ' + source + ' did not throw');
};
globalThis.__hover = (value, hover, source) => {
  if (hover.startsWith('PolicyLibrary')) return;
  // A weak type's array has the dtype of either width (x64 on or off) and weakType set.
  const weak = { int: ['int64', 'int32'], float: ['float64', 'float32'], complex: ['complex128', 'complex64'] };
  // An array type's node may be a union (NDArray<"int8" | "float", [2, 2]>): one option per member.
  const options = [...hover.matchAll(/NDArray<((?:"\\w+"(?: \\| )?)+), (\\[[\\d, ]*\\]|number\\[\\])>/g)].flatMap(([, nodes, shape]) =>
    [...nodes.matchAll(/"(\\w+)"/g)].map(([, dtype]) => ({
      dtypes: weak[dtype] ?? [dtype],
      weak: dtype in weak,
      shape: shape === 'number[]' ? undefined : JSON.parse(shape),
    })),
  );
  const ok = options.some((option) =>
    option.dtypes.includes(value.dtype) && value.weakType === option.weak && (!option.shape || JSON.stringify(value.shape) === JSON.stringify(option.shape)));
  if (!ok) throw new Error('README: ' + source + ' is ' + value.dtype + (value.weakType ? ' (weak)' : '') + ' of shape ' + JSON.stringify(value.shape));
};
`;
