import "server-only";
import type { z } from "zod";
import { findDrift, type Drift } from "./drift";
import { HedgingError, type HedgingErrorInit } from "./errors";
import { errorBodySchema } from "@/lib/wire/error-body";
import type { HedgingResult } from "./result";

export type HttpOutcome =
  | { status: number; text: string; sunset: string | null; retryAfter?: string | null }
  | { status: "network" | "timeout" | "bad-response"; cause: unknown; message: string; httpStatus?: number };

export type Where = { requestId: string; method: string; path: string };

export type Settled<T> = { outcome: Omit<HedgingResult<T>, "drift"> | HedgingError; drift: Drift[] };

/** For a mutation (`doneOn2xx`) any 2xx is success: an unreadable body gives `data: null`, never an error inviting a retry. */
export function readResponse<T>(
  schema: z.ZodType<T>,
  answer: HttpOutcome,
  where: Where,
  doneOn2xx = false,
): Settled<T | null> {
  const fail = (init: Omit<HedgingErrorInit, keyof Where>) => ({
    outcome: new HedgingError({ ...where, ...init }),
    drift: [],
  });
  if (!("text" in answer)) {
    const answered2xx = answer.httpStatus !== undefined && answer.httpStatus >= 200 && answer.httpStatus <= 299;
    if (doneOn2xx && answered2xx) return unreadMutation(where, answer.message);
    return fail({
      status: answer.status,
      httpStatus: answer.httpStatus,
      message: answer.message,
      cause: answer.cause,
    });
  }
  const json = parseJson(answer.text);
  if (answer.status < 200 || answer.status > 299) {
    const retryAfterMs = parseRetryAfter(answer.retryAfter);
    return fail({ ...errorFromBody(answer.status, json), ...(retryAfterMs !== undefined && { retryAfterMs }) });
  }

  const httpStatus = answer.status;
  const parsed = json === NOT_JSON ? undefined : schema.safeParse(json);
  if (parsed?.success)
    return { outcome: { data: parsed.data, requestId: where.requestId }, drift: findDrift(schema, json) };
  if (doneOn2xx)
    return unreadMutation(where, parsed ? `does not match the contract: ${summarise(parsed.error)}` : "is not JSON");
  const message = parsed
    ? `The hedging service's answer does not match the contract: ${summarise(parsed.error)}`
    : `The hedging service answered ${httpStatus} with a body that is not JSON`;
  return fail({ status: "bad-response", httpStatus, message, malformedBody: true });
}

function unreadMutation(where: Where, why: string): Settled<null> {
  return {
    outcome: { data: null, requestId: where.requestId },
    drift: [{ kind: "unreadable-body", at: "$", example: why.slice(0, 80), count: 1 }],
  };
}

function errorFromBody(status: number, json: unknown): Omit<HedgingErrorInit, keyof Where> {
  const body = errorBodySchema.safeParse(json);
  if (body.success) return { status, httpStatus: status, message: body.data.message, reason: body.data.reason };
  // No Error body (an HTML page from a proxy, say): our own words, never the body itself.
  const described = json === NOT_JSON ? "a body that is not JSON" : "no error message";
  return {
    status,
    httpStatus: status,
    message: `The hedging service answered ${status} with ${described}`,
    malformedBody: true,
  };
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** Where and what, never the received value (which may be customer data). */
function summarise(error: z.ZodError): string {
  const lines = error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return lines.join("; ") + (error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : "");
}
