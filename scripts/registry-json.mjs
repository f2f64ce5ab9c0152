#!/usr/bin/env node
// Prints the registry (src/registry/registry.js) as JSON, with the kernel list the generator derives from
// it, for scripts in other languages (the NumPy oracles): `node scripts/registry-json.mjs`.
import { dtypeRows, operationRows, randomFloats, reductionRows, weakRows } from '../src/registry/registry.js';
import { DTYPES, OPS } from './gen-kernels.mjs';

process.stdout.write(
  JSON.stringify(
    {
      dtypes: dtypeRows,
      weakTypes: weakRows,
      operations: operationRows,
      reductions: reductionRows,
      randomFloats,
      kernelDtypes: DTYPES,
      kernels: OPS,
    },
    null,
    1,
  ),
);
