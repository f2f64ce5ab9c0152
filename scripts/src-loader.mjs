// Lets a plain Node script import the TypeScript sources in src/ (and types/): importing this module
// registers two loader hooks, after which `await import('../src/index.js')` loads src/index.ts. A
// `.js` specifier whose file does not exist resolves to the `.ts` file beside it (the sources import
// each other as `.js`, as their compiled output does), and `.ts` files are transpiled by esbuild
// (types erased, nothing bundled). The generators read the sources this way, so `npm run generate`
// needs no build of dist/ first. With DTYPE_LATTICE_SOURCES=1, imports of dist/src/ load src/ too
// (`node --import ./scripts/src-loader.mjs examples/demo.mjs` runs the demo on the sources).
// Under vitest, which loads TypeScript itself, it does nothing.
import { register } from 'node:module';

if (!process.env.VITEST) register('./src-loader-hooks.mjs', import.meta.url);
