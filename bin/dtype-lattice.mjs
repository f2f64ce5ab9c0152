#!/usr/bin/env node
// npx dtype-lattice --help
import { readFileSync } from 'node:fs';
import { main } from '../dist/src/api/cli.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = main(process.argv.slice(2), (text) => process.stdout.write(text), (text) => process.stderr.write(text), version);
