export async function register() {
  // Only the Node server owns the database; the build and the edge runtime must not open it.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startTracing } = await import("./lib/process/tracing");
  if (await startTracing()) console.log("[hedge-desk] traces: sent over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT)");
  // A setting lib/env refuses (it has printed which and why) stops the server: Next would otherwise serve without it.
  const lifecycle = await import("./lib/process/lifecycle").catch((error: unknown) => {
    console.error(`[hedge-desk] the server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  await lifecycle.startServerLifecycle();
}
