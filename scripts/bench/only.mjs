// BENCH_ONLY=cores,sandbox runs only those parts (comma-separated); unset or empty runs every part.
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);

export const BENCH_PARTS = [
  "js",
  "sandbox",
  "action",
  "throughput",
  "pages",
  "read",
  "memory",
  "cores",
  "lighthouse",
  "roundtrips",
  "book",
];

export const benchRuns = (part) => only.length === 0 || only.includes(part);

export const benchOnly = only;
