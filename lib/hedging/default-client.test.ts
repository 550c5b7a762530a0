import "server-only";
import { afterEach, expect, it, vi } from "vitest";
import { customer, pagination } from "./testing/bodies";
import { startServer } from "./testing/server";

afterEach(() => vi.unstubAllEnvs());

it("hedging() without HEDGING_API_BASE_URL calls the embedded sandbox on PORT with the sandbox keys", async () => {
  const server = await startServer(() => ({ json: { customers: [customer], pagination } }));
  const port = new URL(server.baseUrl).port;
  vi.stubEnv("HEDGING_API_BASE_URL", "");
  vi.stubEnv("PORT", port);
  vi.stubEnv("SANDBOX_CLIENT_ID", "");
  vi.stubEnv("SANDBOX_CLIENT_SECRET", "");
  vi.stubEnv("LOG_LEVEL", "silent");
  // Imported after the env is set: the env and the default client are read once, on first use.
  const { hedging, isEmbeddedSandbox } = await import("./index");

  const { data } = await hedging().listCustomers();

  expect(isEmbeddedSandbox()).toBe(true);
  expect(hedging()).toBe(hedging());
  expect(data.items).toEqual([customer]);
  expect(server.received[0]).toMatchObject({ method: "GET", path: "/sandbox/v1/customers" });
  expect(server.received[0]!.headers.authorization).toBe(
    `Basic ${Buffer.from("sandbox-partner:sandbox-secret").toString("base64")}`,
  );
  await server.close();
});
