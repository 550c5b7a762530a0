import type { Attributes, Context, SpanKind } from "@opentelemetry/api";
import type { Sampler, SamplingResult } from "@opentelemetry/sdk-trace-node";

/** Health checks and Next's own files are asked for all day: a trace of each would drown the ones worth reading. */
const UNTRACED = /^\/(api\/health|_next\/)/;

/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set: Next's own span for each
 * page, action and route, and ours for each call to the hedging service, sent over OTLP/HTTP (the standard OTEL_*
 * variables apply). Started from instrumentation.ts before anything else.
 */
export async function startTracing(): Promise<boolean> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  const { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, SamplingDecision } =
    await import("@opentelemetry/sdk-trace-node");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { resourceFromAttributes } = await import("@opentelemetry/resources");
  const root: Sampler = {
    shouldSample(
      _context: Context,
      _traceId: string,
      name: string,
      _kind: SpanKind,
      attributes: Attributes,
    ): SamplingResult {
      const target = String(attributes["http.target"] ?? attributes["url.path"] ?? name.split(" ")[1] ?? "");
      return { decision: UNTRACED.test(target) ? SamplingDecision.NOT_RECORD : SamplingDecision.RECORD_AND_SAMPLED };
    },
    toString: () => "HedgeDeskSampler",
  };
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "hedge-desk" }),
    sampler: new ParentBasedSampler({ root }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void provider.shutdown());
  return true;
}
