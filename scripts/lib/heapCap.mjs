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

// glibc's malloc gives each thread that allocates natively (libuv's pool: file reads, zlib, sharp's encoder) an
// arena of its own, up to 8 per core, and their free fragments stay resident. Two arenas measured about 22 MiB less
// peak resident memory under the bench's pages after the image route had encoded (mean of six runs against eight,
// ~309 against ~331 MiB, over four builds; runs vary by ±30 MiB) with no CPU change beyond noise; a larger young
// generation (--max-semi-space-size=32) gave none. The Dockerfile, deploy/base and scripts/cluster.mjs set the same.
export const MALLOC_ARENA_MAX = '2';

// glibc serves a large block (a request body, a picture's copies) from its own mapping, returned when freed, but
// after the first such free it raises that threshold to the block's size (up to 32 MiB), and later pictures land in
// the arenas, whose free space stays resident. A fixed 128 KiB threshold keeps them mapped: after 8 s of one
// member's 5 MB pictures through the image door, resident memory stayed 3 MB above its start instead of 41 MB
// (tests/e2e/request-bodies.spec.ts, one run each on a loaded 2-core machine).
export const MALLOC_MMAP_THRESHOLD = '131072';

/** The memory settings of a production server's environment (heap cap, malloc), each unless already chosen. */
export function withMemoryCaps(env = {}) {
  return {
    NODE_OPTIONS: withHeapCap(env.NODE_OPTIONS),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || MALLOC_ARENA_MAX,
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || MALLOC_MMAP_THRESHOLD,
  };
}
