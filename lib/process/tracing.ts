import type { Attributes, Context, SpanKind } from "@opentelemetry/api";
import type { Sampler, SamplingResult } from "@opentelemetry/sdk-trace-node";

/** Health checks and Next's own files are asked for all day: a trace of each would drown the ones worth reading. */
const UNTRACED = /^\/(api\/health|_next\/)/;

/** Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set; the standard OTEL_* variables apply. */
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
