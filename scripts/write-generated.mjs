// The write-or-check loop every generator shares: each output is [path, render(currentText)].
// `--check` reports stale files and exits 1 instead of writing them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function writeGenerated(outputs, generator) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, render] of outputs) {
    const file = `${root}${path}`;
    mkdirSync(dirname(file), { recursive: true });
    const current = readFileSync(file, { encoding: 'utf8', flag: 'a+' });
    const next = render(current);
    if (next === current) continue;
    if (check) {
      stale += 1;
      console.error(`${path} is out of date: run node ${generator}`);
    } else {
      writeFileSync(file, next);
      console.log(`wrote ${path}`);
    }
  }
  if (stale) process.exit(1);
}

/** Whether the calling module is the script node was started with. */
export function isMain(moduleUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === process.argv[1];
}
