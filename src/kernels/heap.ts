// The kernels' linear memory as the layers above see it: blocks in and out, fresh typed views of
// the buffer, the scalar slot. (memory.grow detaches old views: take one right before use.)
export {
  allocBytes,
  elementView,
  freeBytes,
  heapView,
  itemSize,
  memory,
  onOutOfMemory,
  scalarSlot,
  STORAGE,
  type KernelMemory,
  type StorageArray,
} from './instance.js';
