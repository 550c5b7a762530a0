export async function register() {
  // Only the Node server owns the database; the build and the edge runtime must not open it.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startTracing } = await import("./lib/process/tracing");
  if (await startTracing()) console.log("[hedge-desk] traces: sent over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT)");
  const { startServerLifecycle } = await import("./lib/process/lifecycle");
  await startServerLifecycle();
}
