import { createServer, type Server } from "node:http";

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpJson = {
  resourceSpans?: {
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, "attributes"> & { attributes?: { key: string; value: AnyValue }[] })[];
    }[];
  }[];
};

/** An OTLP/HTTP endpoint (JSON, as the SDK's http exporter sends it) on loopback: keeps every span it is sent. */
export async function startOtlpReceiver(port: number): Promise<{ spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.url !== "/v1/traces" || !String(request.headers["content-type"]).includes("json")) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpJson;
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ??
                    (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
                    value.boolValue ??
                    value.doubleValue ??
                    "",
                ]),
              ),
            });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
