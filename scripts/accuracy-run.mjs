#!/usr/bin/env node
// Runs kernels of the built library over raw input files, for scripts/accuracy.py.
//   node scripts/accuracy-run.mjs DIR    reads DIR/jobs.json: [{ kernel, inputs: [file, …], output, count, outBytes }]
// Inputs and outputs are little-endian element storage, contiguous.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allocBytes, freeBytes, memory } from '../dist/src/kernels/heap.js';
import { kernel } from '../dist/src/kernels/instance.js';

const dir = process.argv[2];
const jobs = JSON.parse(readFileSync(join(dir, 'jobs.json'), 'utf8'));
for (const job of jobs) {
  const run = kernel(job.kernel);
  const pointers = job.inputs.map((file) => {
    const bytes = readFileSync(join(dir, file));
    const pointer = allocBytes(bytes.length);
    new Uint8Array(memory().buffer, pointer, bytes.length).set(bytes);
    return pointer;
  });
  const out = allocBytes(job.count * job.outBytes);
  const status =
    pointers.length === 2 ? run(pointers[0], 1, pointers[1], 1, out, job.count) : run(pointers[0], 1, out, job.count);
  if (status !== 0) throw new Error(`${job.kernel}: status ${status}`);
  writeFileSync(join(dir, job.output), new Uint8Array(memory().buffer, out, job.count * job.outBytes));
  for (const pointer of [...pointers, out]) freeBytes(pointer);
}
