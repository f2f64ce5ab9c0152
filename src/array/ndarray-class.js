// The package's NDArray: the runtime class of ./ndarray.ts, under the export whose type is the type
// level's declared class (./ndarray-class.d.ts), so that a consumer's declarations can name it.
export { NDArray } from './ndarray.js';
