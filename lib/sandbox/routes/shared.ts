import type { Context, TypedResponse } from "hono";
import { ErrorSchema, IpErrorSchema } from "../schemas/common";

const ERROR_DESCRIPTIONS = {
  401: "Missing or wrong credentials",
  403: "The key may not perform this operation",
  404: "The resource does not exist",
  412: "One or more preconditions were not met",
  422: "The request failed validation or a business rule",
  451: "X-Customer-IP could not be parsed",
  503: "Service temporarily unavailable",
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const entries = statuses.map((status) => [
    status,
    {
      description: ERROR_DESCRIPTIONS[status],
      content: { "application/json": { schema: status === 451 ? IpErrorSchema : ErrorSchema } },
    },
  ]);
  return Object.fromEntries(entries) as {
    [K in S]: {
      description: string;
      content: { "application/json": { schema: K extends 451 ? typeof IpErrorSchema : typeof ErrorSchema } };
    };
  };
}

export function jsonBody<T>(schema: T, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } } as const;
}

export function ok<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

/** Text the database already wrote, sent as is; the caller must prove it matches the route's schema (a test, a dev check). */
export function okJsonText<T>(c: Context, text: string) {
  return c.body(text, 200, { "content-type": "application/json" }) as unknown as Response &
    TypedResponse<T, 200, "json">;
}
