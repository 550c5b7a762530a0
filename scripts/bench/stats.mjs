export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => percentile(values, 50);

/** `fn` must throw on a wrong answer. */
export async function timeCalls(fn, { count, warmup = 5 }) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
