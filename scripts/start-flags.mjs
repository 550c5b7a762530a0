// The Node flags `npm start` runs with, each kept for a reason about memory, none for a page-cost ratio. package.json's
// "start" must pass exactly these (scripts/start-flags.test.ts); the bench starts the app with them too.
export const START_NODE_FLAGS = [
  // A fixed ceiling for the old generation: uncapped, V8 sizes the heap by the machine's memory and lets garbage grow to it.
  "--max-old-space-size=384",
  // Node 24 lets each young-generation semi-space grow to 64 MiB (Node 20 stopped at 16): a small, bounded young generation.
  "--max-semi-space-size=8",
  // One V8 worker thread, not four: each worker's malloc arena holds on to what PGlite's WebAssembly compilation freed.
  "--v8-pool-size=1",
];
