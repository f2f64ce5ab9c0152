// Reads the allocator's block headers (asm/memory.ts: +0 size | USED bit, +4 size of the block
// before, payload at +16) to count the bytes in use: a leak of any block, array or scratch, shows.
// Blocks src/memory/memory.ts keeps for reuse (in use for the allocator, held by no array) count as free.
import { cachedBlocks } from '../../src/memory/memory.js';
import { memory } from '../../src/kernels/heap.js';
import { wasm } from '../../src/kernels/instance.js';

let heapStart = 0;

function findHeapStart(): number {
  const probe = wasm().alloc(16) >>> 0;
  let block = probe - 16;
  for (;;) {
    const before = new DataView(memory().buffer).getUint32(block + 4, true);
    if (before === 0) break;
    block -= before;
  }
  wasm().free(probe);
  return block;
}

/** Bytes in blocks currently allocated (headers included). */
export function usedHeapBytes(): number {
  if (heapStart === 0) heapStart = findHeapStart();
  const view = new DataView(memory().buffer);
  const end = heapStart + (wasm().heap_size() >>> 0);
  const kept = new Set(cachedBlocks());
  let used = 0;
  for (let block = heapStart; block < end; ) {
    const header = view.getUint32(block, true);
    const size = header & ~15;
    if (size === 0) throw new Error(`heap walk: a block of size 0 at ${block}`);
    if (header & 1 && !kept.has(block + 16)) used += size;
    block += size;
  }
  return used;
}

/** The size of the managed heap (asm/memory.ts heap_size). */
export function heapSize(): number {
  return wasm().heap_size() >>> 0;
}
