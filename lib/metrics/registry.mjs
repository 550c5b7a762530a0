import client from "prom-client";

// On globalThis: the preload and Next's bundled server code load this module apart, and Next may load it twice.
const KEY = Symbol.for("hedge-desk.metrics");

function shared() {
  return (globalThis[KEY] ??= { registry: new client.Registry(), beforeScrape: new Map(), defaults: false });
}

/** The process's one registry, whichever copy of this module asks. */
export function metricsRegistry() {
  return shared().registry;
}

/** The metric of that name, made by `make` only the first time: a module loaded twice gets the same one, never a twin that stays at zero. */
export function sharedMetric(name, make) {
  const registry = metricsRegistry();
  return registry.getSingleMetric(name) ?? make(registry);
}

/** Work a scrape waits for first (gauges read from the database); keyed, so a module loaded twice replaces its own. Each catches its own failures. */
export function beforeScrape(key, refresh) {
  shared().beforeScrape.set(key, refresh);
}

export async function scrape() {
  const state = shared();
  await Promise.allSettled([...state.beforeScrape.values()].map((refresh) => refresh()));
  return state.registry.metrics();
}

/** Process memory, CPU, handles and event-loop delay, as prom-client names them; once per process. */
export function collectProcessMetrics() {
  const state = shared();
  if (state.defaults) return;
  state.defaults = true;
  client.collectDefaultMetrics({ register: state.registry });
}

export const contentType = client.Registry.PROMETHEUS_CONTENT_TYPE;
