import { SANDBOX_BASE_PATH } from "./config";
import type { SandboxApp } from "./context";

/** Generated from the zod schemas that validate requests and shape responses; paths are relative to the server URL (ending in v1). */
export function registerSecurityScheme(app: SandboxApp): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "basicAuth", {
    type: "http",
    scheme: "basic",
    description: "Partner API key as HTTP Basic credentials (key id : secret)",
  });
}

export function openApiDocument(app: SandboxApp): unknown {
  const document = app.getOpenAPIDocument({
    openapi: "3.0.3",
    info: {
      title: "Hedging and currency conversion service (sandbox)",
      version: "1.0.0",
      description: "Embedded sandbox of the hedging service interface. Demo data is deterministic (SANDBOX_SEED).",
    },
    servers: [{ url: SANDBOX_BASE_PATH }],
    security: [{ basicAuth: [] }],
  });
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path.startsWith(SANDBOX_BASE_PATH) ? path.slice(SANDBOX_BASE_PATH.length) || "/" : path,
      item,
    ]),
  );
  return { ...document, paths };
}
