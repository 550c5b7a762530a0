import { expect } from "vitest";
import type { z } from "zod";
import { errorSchema, ipErrorSchema } from "./schemas";

export const PARTNER = { user: "sandbox-partner", pass: "sandbox-secret" } as const;
export const READ_ONLY = { user: "sandbox-readonly", pass: "sandbox-secret" } as const;
export const CUSTOMER_IP = "203.0.113.7";

export function basic(user: string, pass: string): string {
  return `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;
}

export type CallOptions = {
  body?: unknown;
  rawBody?: string;
  /** `X-Customer-IP`; `null` sends none. */
  ip?: string | null;
  /** Credentials, a raw Authorization header value, or `null` for none. Defaults to the partner key. */
  auth?: { user: string; pass: string } | string | null;
  query?: Record<string, string | number>;
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
};

export class Api {
  constructor(readonly baseUrl: string) {}

  url(path: string, query?: Record<string, string | number>): string {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, String(value));
    return url.toString();
  }

  async call(method: "GET" | "POST", path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    const auth = options.auth === undefined ? PARTNER : options.auth;
    if (typeof auth === "string") headers.authorization = auth;
    else if (auth) headers.authorization = basic(auth.user, auth.pass);
    if (options.ip !== undefined && options.ip !== null) headers["x-customer-ip"] = options.ip;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(this.url(path, options.query), { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text === "" ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  get(path: string, options?: CallOptions) {
    return this.call("GET", path, options);
  }

  post(path: string, options?: CallOptions) {
    return this.call("POST", path, options);
  }

  async getOk<S extends z.ZodType>(schema: S, path: string, options?: CallOptions): Promise<z.output<S>> {
    return expectOk(await this.get(path, options), schema);
  }
}

function describe(res: ApiResponse): string {
  return `HTTP ${res.status}: ${res.text.slice(0, 600)}`;
}

function expectJsonContentType(res: ApiResponse) {
  expect(res.headers.get("content-type") ?? "", `content type of ${describe(res)}`).toMatch(/^application\/json/i);
}

export function expectOk<S extends z.ZodType>(res: ApiResponse, schema: S, status = 200): z.output<S> {
  expect(res.status, describe(res)).toBe(status);
  expectJsonContentType(res);
  const parsed = schema.safeParse(res.json);
  if (!parsed.success) {
    throw new Error(`Response does not match the contract: ${parsed.error.message}\n${describe(res)}`);
  }
  return parsed.data;
}

/** The Error body exactly; a 422's `reason` is required (docs/interface.md, "Status codes"). */
export function expectError(res: ApiResponse, status: number): { message: string; reason?: string } {
  expect(res.status, describe(res)).toBe(status);
  expectJsonContentType(res);
  const parsed = errorSchema.safeParse(res.json);
  if (!parsed.success) throw new Error(`Not an Error body: ${parsed.error.message}\n${describe(res)}`);
  if (status === 422) {
    expect(parsed.data.reason, `422 must say which rule failed: ${describe(res)}`).toEqual(expect.any(String));
    expect(parsed.data.reason!.length).toBeGreaterThan(0);
  }
  return parsed.data;
}

export function expectIpError(res: ApiResponse): void {
  expect(res.status, describe(res)).toBe(451);
  expectJsonContentType(res);
  const parsed = ipErrorSchema.safeParse(res.json);
  if (!parsed.success)
    throw new Error(`Not an IP error body ({message} only): ${parsed.error.message}\n${describe(res)}`);
}

export const CANCELLED_ERROR = {
  message: "Can't perform this action",
  reason: "Supplied object is in *Cancelled* state, which prevents performing this action",
};

export function stateError(state: string) {
  return {
    message: "Can't perform this action",
    reason: `Supplied object is in *${state}* state, which prevents performing this action`,
  };
}

export function expectStateError(res: ApiResponse, state: string) {
  const body = expectError(res, 412);
  expect(body).toStrictEqual(stateError(state));
}
