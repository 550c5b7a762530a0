import "server-only";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hedgingConnectionFromEnv, isEmbeddedSandbox, readHedgingEnv } from "./env";

const NAMES = [
  "HEDGING_API_BASE_URL",
  "HEDGING_API_CLIENT_ID",
  "HEDGING_API_CLIENT_SECRET",
  "HEDGING_API_TIMEOUT_MS",
  "HEDGING_API_MAX_RESPONSE_BYTES",
  "PORT",
  "SANDBOX_CLIENT_ID",
  "SANDBOX_CLIENT_SECRET",
  "HEDGING_API_QUERY_PAGE",
  "HEDGING_API_QUERY_PER_PAGE",
  "HEDGING_API_QUERY_CREATED_ON",
  "HEDGING_API_QUERY_UPDATED_ON",
  "HEDGING_API_QUERY_EXTERNAL_CUSTOMER_ID",
];

const DEFAULT_QUERY_NAMES = {
  page: "page",
  perPage: "per_page",
  createdOn: "created_at",
  updatedOn: "updated_at",
  externalCustomerId: "external_customer_id",
};

beforeEach(() => {
  // Empty counts as unset (emptyStringAsUndefined), whatever the machine's environment holds.
  for (const name of NAMES) vi.stubEnv(name, "");
});
afterEach(() => vi.unstubAllEnvs());

describe("hedging env", () => {
  it("without a base URL uses the embedded sandbox with its default keys", () => {
    const env = readHedgingEnv();

    expect(isEmbeddedSandbox(env)).toBe(true);
    expect(hedgingConnectionFromEnv(env)).toStrictEqual({
      baseUrl: "http://127.0.0.1:3000/sandbox/v1",
      clientId: "sandbox-partner",
      clientSecret: "sandbox-secret",
      timeoutMs: 10_000,
      maxResponseBytes: 8 * 1024 * 1024,
      queryNames: DEFAULT_QUERY_NAMES,
    });
  });

  it("follows PORT and the sandbox's own keys when they are set", () => {
    vi.stubEnv("PORT", "4123");
    vi.stubEnv("SANDBOX_CLIENT_ID", "sb-id");
    vi.stubEnv("SANDBOX_CLIENT_SECRET", "sb-secret");
    vi.stubEnv("HEDGING_API_CLIENT_ID", "ignored-without-a-base-url");

    expect(hedgingConnectionFromEnv(readHedgingEnv())).toMatchObject({
      baseUrl: "http://127.0.0.1:4123/sandbox/v1",
      clientId: "sb-id",
      clientSecret: "sb-secret",
    });
  });

  it("with a base URL uses the configured upstream, keys and timeout", () => {
    vi.stubEnv("HEDGING_API_BASE_URL", "https://api.example.test/v1");
    vi.stubEnv("HEDGING_API_CLIENT_ID", "live-id");
    vi.stubEnv("HEDGING_API_CLIENT_SECRET", "live-secret");
    vi.stubEnv("HEDGING_API_TIMEOUT_MS", "2500");
    vi.stubEnv("HEDGING_API_MAX_RESPONSE_BYTES", "1000000");
    const env = readHedgingEnv();

    expect(isEmbeddedSandbox(env)).toBe(false);
    expect(hedgingConnectionFromEnv(env)).toStrictEqual({
      baseUrl: "https://api.example.test/v1",
      clientId: "live-id",
      clientSecret: "live-secret",
      timeoutMs: 2500,
      maxResponseBytes: 1_000_000,
      queryNames: DEFAULT_QUERY_NAMES,
    });
  });

  it("refuses a base URL without keys, and a base URL that is not http(s)", () => {
    vi.stubEnv("HEDGING_API_BASE_URL", "https://api.example.test/v1");
    expect(() => hedgingConnectionFromEnv(readHedgingEnv())).toThrow(
      /HEDGING_API_CLIENT_ID and HEDGING_API_CLIENT_SECRET/,
    );

    vi.stubEnv("HEDGING_API_BASE_URL", "ftp://api.example.test/v1");
    expect(() => readHedgingEnv()).toThrow(/^Invalid hedging service configuration: HEDGING_API_BASE_URL: /);
  });

  it("refuses plain http to anything but a loopback address: the keys travel in a Basic header", () => {
    for (const url of [
      "http://api.example.test/v1",
      "http://10.0.0.5/v1",
      "http://128.0.0.1/v1",
      "http://localhost.example.com/v1",
    ]) {
      vi.stubEnv("HEDGING_API_BASE_URL", url);
      expect(() => readHedgingEnv(), url).toThrow(
        "Invalid hedging service configuration: HEDGING_API_BASE_URL: HEDGING_API_BASE_URL must start with https://",
      );
    }
    for (const url of [
      "https://api.example.test/v1",
      "http://127.0.0.1:4010/v1",
      "http://127.8.9.10/v1",
      "http://[::1]:4010/v1",
      "http://localhost:4010/v1",
    ]) {
      vi.stubEnv("HEDGING_API_BASE_URL", url);
      expect(readHedgingEnv().HEDGING_API_BASE_URL, url).toBe(url);
    }
  });

  it("refuses a response size cap that is not a positive whole number", () => {
    vi.stubEnv("HEDGING_API_MAX_RESPONSE_BYTES", "0");
    expect(() => readHedgingEnv()).toThrow(/HEDGING_API_MAX_RESPONSE_BYTES/);
  });

  it("takes the list query parameters' names from the deployment, each checked and distinct", () => {
    vi.stubEnv("HEDGING_API_QUERY_PAGE", "page[number]");
    vi.stubEnv("HEDGING_API_QUERY_PER_PAGE", "limit");
    vi.stubEnv("HEDGING_API_QUERY_CREATED_ON", "issued_on");
    vi.stubEnv("HEDGING_API_QUERY_UPDATED_ON", "updated_on");
    vi.stubEnv("HEDGING_API_QUERY_EXTERNAL_CUSTOMER_ID", "externalCustomerId");
    expect(hedgingConnectionFromEnv(readHedgingEnv()).queryNames).toStrictEqual({
      page: "page[number]",
      perPage: "limit",
      createdOn: "issued_on",
      updatedOn: "updated_on",
      externalCustomerId: "externalCustomerId",
    });

    vi.stubEnv("HEDGING_API_QUERY_PER_PAGE", "per page&x=1");
    expect(() => readHedgingEnv()).toThrow(/HEDGING_API_QUERY_PER_PAGE: a query parameter name/);

    vi.stubEnv("HEDGING_API_QUERY_PER_PAGE", "issued_on");
    expect(() => hedgingConnectionFromEnv(readHedgingEnv())).toThrow(
      'two HEDGING_API_QUERY_* variables name the same parameter "issued_on"',
    );
  });
});
