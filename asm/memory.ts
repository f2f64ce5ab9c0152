// The allocator behind every array: boundary-tagged blocks, segregated free lists, coalescing.
// Our own rather than the runtime's TLSF because TLSF traps when memory.grow fails, and the ABI
// promises alloc returns 0 instead so the JS layer can throw a RangeError and keep going.
//
// Block layout (sizes multiples of 64, blocks starting 16 bytes before a 64-byte boundary, so
// payloads start on a cache line: a transposing copy then reads and writes whole lines, not two
// halves of neighbouring ones, which measured 1.8× faster for a float32 1024² transpose):
//   +0 size | USED bit   +4 size of the block just before (0 for the first)
//   +8 next free block   +12 previous free block   (only meaningful while free)
//   +16 payload …

@inline const HEADER: usize = 16;
@inline const LINE: usize = 64;
@inline const MIN_BLOCK: usize = 64;
@inline const USED: usize = 1;
@inline const BUCKETS: i32 = 32;
@inline const PAGE_BITS: usize = 16;
// Requests above this cannot fit in a 32-bit memory alongside the data section anyway.
@inline const MAX_REQUEST: usize = 0xffff0000 - 2 * HEADER;

let heapStart: usize = 0;
let heapEnd: usize = 0; // end of the managed area; the last block ends here
let lastBlock: usize = 0; // the block ending at heapEnd, 0 while the heap is empty
let bucketMask: u32 = 0; // bit k set when bucket k has a free block
let initialized = false;
// Head of the free list for sizes in [2^k, 2^(k+1)).
const buckets = memory.data(BUCKETS * 4, 16);

@inline function sizeOf(block: usize): usize {
  return load<usize>(block) & ~USED;
}
@inline function isUsed(block: usize): bool {
  return (load<usize>(block) & USED) != 0;
}
@inline function previousSize(block: usize): usize {
  return load<usize>(block, 4);
}
@inline function nextFree(block: usize): usize {
  return load<usize>(block, 8);
}
@inline function previousFree(block: usize): usize {
  return load<usize>(block, 12);
}

@inline function bucketOf(size: usize): i32 {
  return 31 - clz<i32>(<i32>size);
}

function insertFree(block: usize): void {
  const bucket = bucketOf(sizeOf(block));
  const slot = buckets + ((<usize>bucket) << 2);
  const head = load<usize>(slot);
  store<usize>(block, head, 8);
  store<usize>(block, 0, 12);
  if (head) store<usize>(head, block, 12);
  store<usize>(slot, block);
  bucketMask |= 1 << bucket;
}

function removeFree(block: usize): void {
  const bucket = bucketOf(sizeOf(block));
  const next = nextFree(block);
  const previous = previousFree(block);
  if (previous) store<usize>(previous, next, 8);
  else {
    store<usize>(buckets + ((<usize>bucket) << 2), next);
    if (!next) bucketMask &= ~(1 << bucket);
  }
  if (next) store<usize>(next, previous, 12);
}

/** Writes a block header; keeps the following block's back-link in step. */
function setBlock(block: usize, size: usize, used: bool): void {
  store<usize>(block, size | (used ? USED : 0));
  const after = block + size;
  if (after < heapEnd) store<usize>(after, size, 4);
}

/** End of linear memory; a full 4 GiB memory is capped so the address fits in 32 bits. */
@inline function memoryEndAddress(): usize {
  return <usize>min<u64>((<u64>memory.size()) << PAGE_BITS, 0xfffffff0);
}

function initialize(): void {
  heapStart = blockBoundary(__heap_base + LINE - 1);
  heapEnd = heapStart;
  const memoryEnd = memoryEndAddress();
  if (memoryEnd >= heapStart + MIN_BLOCK) addMemory(memoryEnd);
  initialized = true;
}

/** The last block start (HEADER bytes before a line boundary) at or below `address`. */
@inline function blockBoundary(address: usize): usize {
  return ((address + HEADER) & ~(LINE - 1)) - HEADER;
}

/** Extends the heap to `newEnd`, merging with a free last block. */
function addMemory(newEnd: usize): void {
  const start = heapEnd;
  heapEnd = blockBoundary(newEnd);
  if (lastBlock && !isUsed(lastBlock)) {
    removeFree(lastBlock);
    setBlock(lastBlock, heapEnd - lastBlock, false);
    insertFree(lastBlock);
    return;
  }
  const block = start;
  store<usize>(block, lastBlock ? sizeOf(lastBlock) : 0, 4);
  setBlock(block, heapEnd - block, false);
  lastBlock = block;
  insertFree(block);
}

/** First fit in the request's own bucket, else any block from a bigger bucket. */
function findFree(size: usize): usize {
  const bucket = bucketOf(size);
  let block = load<usize>(buckets + ((<usize>bucket) << 2));
  while (block) {
    if (sizeOf(block) >= size) return block;
    block = nextFree(block);
  }
  const larger: u32 = bucket == 31 ? 0 : bucketMask & ((<u32>0xffffffff) << (bucket + 1));
  if (!larger) return 0;
  return load<usize>(buckets + ((<usize>ctz<i32>(larger)) << 2));
}

/** Grows memory so a block of `size` bytes fits at the end; false when memory cannot grow. */
function grow(size: usize): bool {
  const tailFree = lastBlock && !isUsed(lastBlock) ? sizeOf(lastBlock) : 0;
  const missing = size - tailFree + MIN_BLOCK;
  const pagesNeeded = <i32>((<u64>missing + 0xffff) >> PAGE_BITS);
  const pagesNow = memory.size();
  // Double while small to keep grow calls (which detach JS views) rare; else grow exactly.
  const pagesWanted = max<i32>(pagesNeeded, min<i32>(pagesNow, 1024));
  if (memory.grow(pagesWanted) < 0 && memory.grow(pagesNeeded) < 0) return false;
  addMemory(memoryEndAddress());
  return true;
}

/** A 64-byte-aligned block of at least `bytes` bytes, or 0 when memory is exhausted. */
export function alloc(bytes: usize): usize {
  if (!initialized) initialize();
  if (bytes > MAX_REQUEST) return 0;
  const size = max<usize>((bytes + HEADER + LINE - 1) & ~(LINE - 1), MIN_BLOCK);
  let block = findFree(size);
  if (!block) {
    if (!grow(size)) return 0;
    block = findFree(size);
    if (!block) return 0;
  }
  removeFree(block);
  const available = sizeOf(block);
  if (available - size >= MIN_BLOCK) {
    setBlock(block, size, true);
    const rest = block + size;
    store<usize>(rest, size, 4);
    setBlock(rest, available - size, false);
    if (lastBlock == block) lastBlock = rest;
    insertFree(rest);
  } else {
    setBlock(block, available, true);
  }
  return block + HEADER;
}

/** Returns a block from alloc; free(0) does nothing. */
export function free(pointer: usize): void {
  if (!pointer) return;
  let block = pointer - HEADER;
  if (!initialized || (pointer & (LINE - 1)) != 0 || block < heapStart || block >= heapEnd || !isUsed(block)) {
    abort('free: not an allocated block');
  }
  let size = sizeOf(block);
  const after = block + size;
  if (after < heapEnd && !isUsed(after)) {
    removeFree(after);
    size += sizeOf(after);
    if (lastBlock == after) lastBlock = block;
  }
  if (block > heapStart) {
    const before = block - previousSize(block);
    if (!isUsed(before)) {
      removeFree(before);
      size += sizeOf(before);
      if (lastBlock == block) lastBlock = before;
      block = before;
    }
  }
  setBlock(block, size, false);
  insertFree(block);
}

/** Bytes currently managed (for tests and diagnostics). */
export function heap_size(): usize {
  return heapEnd - heapStart;
}

/** Copies `bytes` bytes from `from` to `to` (the ranges may overlap): a copy threads can run. */
export function copy_bytes(to: usize, from: usize, bytes: usize): void {
  memory.copy(to, from, bytes);
}

// Scratch for kernels that pack (matmul). A worker thread never allocates (the allocator's state is
// the calling thread's instance's): the calling thread gives a piece run on any thread a block of
// its own (set_scratch, the piece's first call), and these hand out parts of it; with none set they
// allocate, as on the calling thread.
let scratchBase: usize = 0;
let scratchEnd: usize = 0;
let scratchTop: usize = 0;
let scratchLive: i32 = 0;

/** Sets (base 0: clears) this thread's scratch block for the calls that follow. */
export function set_scratch(base: usize, bytes: usize): void {
  scratchBase = base;
  scratchEnd = base + bytes;
  scratchTop = base;
  scratchLive = 0;
}

/** A scratch block of `bytes` (64-byte aligned), or 0 where there is no room. */
export function scratchAlloc(bytes: usize): usize {
  if (scratchBase == 0) return alloc(bytes);
  const at = (scratchTop + 63) & ~(<usize>63);
  if (at + bytes > scratchEnd) return 0;
  scratchTop = at + bytes;
  scratchLive += 1;
  return at;
}

/** Gives back a block of scratchAlloc (the whole scratch block is reused once all are back). */
export function scratchFree(pointer: usize): void {
  if (scratchBase == 0) {
    free(pointer);
    return;
  }
  if (pointer == 0) return;
  scratchLive -= 1;
  if (scratchLive == 0) scratchTop = scratchBase;
}

// Static scratch that kernels use for a few bytes (lanes stored to be read one by one, a transpose
// tile, Payne–Hanek's limbs) is per thread: worker w's instance uses area w − 1 of THREAD_AREAS
// (static memory, so starting a worker allocates nothing), the calling thread's the static areas.
let threadArea: usize = 0;

/** Bytes of a worker's thread area: every static scratch area below at its offset. */
@inline const THREAD_AREA_BYTES: usize = 8192;
/** Workers with an area (the pool's most, src/kernels/commands.ts MAX_WORKERS). */
@inline const THREAD_AREAS_COUNT: usize = 63;
const THREAD_AREAS = memory.data(<i32>(THREAD_AREA_BYTES * THREAD_AREAS_COUNT), 64);
export const AREA_REDUCE: usize = 0; // asm/reduce.ts, 32 bytes
export const AREA_SUMS: usize = 32; // asm/sums.ts, 16 bytes
export const AREA_NARROW: usize = 64; // asm/narrow.ts, 32 bytes
export const AREA_LIMBS: usize = 128; // asm/math.ts, 40 bytes
export const AREA_TILE: usize = 256; // asm/gather.ts, 4096 bytes
export const AREA_NN: usize = 4352; // asm/nn.ts, 32 bytes

// The thread pool's mailboxes (src/kernels/commands.ts: three 128-byte lines per thread), static so
// that their lines are aligned and starting the pool allocates nothing.
@inline const MAILBOX_BYTES: usize = 64 * 3 * 128;
const MAILBOXES = memory.data(<i32>MAILBOX_BYTES, 128);

/** Where the pool's mailboxes are, and their size (bytes). */
export function pool_mailboxes(): usize {
  return MAILBOXES;
}
export function pool_mailboxes_bytes(): usize {
  return MAILBOX_BYTES;
}

/** Gives worker `index` (1 …) its area; 0 (the calling thread): the static areas. */
export function set_thread_area(index: usize): void {
  threadArea = index == 0 ? 0 : THREAD_AREAS + (index - 1) * THREAD_AREA_BYTES;
}

/** A static scratch area as this thread sees it: its own part of the thread area on a worker. */
@inline export function threadLocal(staticArea: usize, offset: usize): usize {
  return threadArea == 0 ? staticArea : threadArea + offset;
}
