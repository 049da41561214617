// The V8 heap cap of the production server wherever this repository starts it: `npm start`, the e2e runner and
// `npm run bench` (the Dockerfile sets the same figure in NODE_OPTIONS). 256 MB is what a 512 MB container gives
// the app; uncapped on a large machine, V8 lets the heap grow by hundreds of MB before collecting (a bench once
// saw ~800 MB resident), which neither a container nor the soak's memory bound can tell from a leak.
export const HEAP_CAP_MB = 256;

/** NODE_OPTIONS with the heap cap added, unless the caller already chose a --max-old-space-size. */
export function withHeapCap(nodeOptions = '') {
  if (/--max-old-space-size[=\s]/.test(nodeOptions)) return nodeOptions;
  return `${nodeOptions} --max-old-space-size=${HEAP_CAP_MB}`.trim();
}
