import "server-only";
import { randomUUID } from "node:crypto";
import { validateHeaderValue } from "node:http";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { z } from "zod";
import type { Logger } from "@/lib/log/logger";
import { upstreamRetries, upstreamSeconds, upstreamTimeouts } from "@/lib/metrics/catalog";
import { statusClass } from "@/lib/metrics/http-requests.mjs";
import { startDeadline } from "./deadline";
import { HedgingError } from "./errors";
import { sendRequest, type BrokenAnswerError, type HttpRequestInit } from "./http-request";
import { HEADER } from "./paths";
import { readResponse, type HttpOutcome, type Where } from "./read-response";
import type { HedgingResult } from "./result";

export interface TransportConfig {
  baseUrl: string;
  /** Headers every call sends, the authorisation included, made once per client; never logged. */
  headers: Readonly<Record<string, string>>;
  /** For the whole call, retries and backoff included, so a page never waits longer than this. */
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  maxResponseBytes: number;
  logger: Logger;
  /** The metrics' `caller` label: pages and actions, or the book's background sync. */
  caller: "interactive" | "background";
}

export interface CallSpec<T> {
  /** The client's operation (listCustomers, acceptDrawdown, ...): the metrics' label, never the path with its ids. */
  operation: string;
  signal?: AbortSignal;
  method: "GET" | "POST";
  path: string;
  body?: Record<string, unknown>;
  /** A body already written as JSON, sent byte for byte (an amount whose digits must not pass through a float). */
  jsonBody?: string;
  customerIp?: string;
  requestId?: string;
  schema: z.ZodType<T>;
  doneOn2xx?: boolean;
  /** Keep the body's text on the result (the book stores each object as read, numbers exactly as written). */
  keepBody?: boolean;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function call<T>(config: TransportConfig, spec: CallSpec<T> & { doneOn2xx?: false }): Promise<HedgingResult<T>>;
export function call<T>(
  config: TransportConfig,
  spec: CallSpec<T> & { doneOn2xx: true },
): Promise<HedgingResult<T | null>>;
export async function call<T>(config: TransportConfig, spec: CallSpec<T>): Promise<HedgingResult<T | null>> {
  const requestId = spec.requestId ?? randomUUID();
  if (!REQUEST_ID.test(requestId)) throw new TypeError("hedging: requestId must be 1-128 of [A-Za-z0-9._:-]");
  // Checked before any I/O so a bad header value is a TypeError here, not a "network" failure later.
  if (spec.customerIp !== undefined) validateHeaderValue(HEADER.customerIp, spec.customerIp);
  const body = spec.jsonBody ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
  const headers: Record<string, string> = {
    ...config.headers,
    [HEADER.requestId]: requestId,
    ...(spec.customerIp !== undefined && { [HEADER.customerIp]: spec.customerIp }),
    ...(body !== undefined && { "Content-Type": "application/json" }),
  };
  const deadline = startDeadline(config.timeoutMs);
  const timeout = deadline.signal;
  const signal = spec.signal ? AbortSignal.any([timeout, spec.signal]) : timeout;
  const init: HttpRequestInit = {
    method: spec.method,
    headers,
    body,
    signal,
    maxBytes: config.maxResponseBytes,
  };
  const where = { requestId, method: spec.method, path: spec.path };
  // POSTs never retry: a lost answer to a quote or an accept may still have taken effect upstream.
  const attempts = spec.method === "GET" ? config.retryDelaysMs.length + 1 : 1;
  // A child of the page's or action's span when traces are on (lib/process/tracing.ts); a no-op otherwise.
  return tracer.startActiveSpan(
    `hedging ${spec.operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        "hedging.operation": spec.operation,
        "hedging.request_id": requestId,
        "http.request.method": spec.method,
      },
    },
    async (span) => {
      try {
        return await runAttempts(config, spec, { init, where, attempts, signal, timeout });
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        deadline.clear();
        span.end();
      }
    },
  );
}

const tracer = trace.getTracer("hedge-desk");

async function runAttempts<T>(
  config: TransportConfig,
  spec: CallSpec<T>,
  {
    init,
    where,
    attempts,
    signal,
    timeout,
  }: { init: HttpRequestInit; where: Where; attempts: number; signal: AbortSignal; timeout: AbortSignal },
): Promise<HedgingResult<T | null>> {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    const answer = await send(config, spec.path, init);
    // The caller gave up: no retry, no reading on; say so rather than blame the service.
    if (spec.signal?.aborted && !timeout.aborted) throw abandoned(where, spec.signal);
    const durationMs = Math.round(performance.now() - started);
    const retryInMs = attempt < attempts && isRetryable(answer) ? config.retryDelaysMs[attempt - 1] : undefined;
    if (retryInMs !== undefined) {
      observe(config, spec.operation, answer, answerClass(answer), durationMs);
      config.logger.warn({ ...where, attempt, status: answer.status, durationMs, retryInMs }, "hedging call");
      upstreamRetries.inc({ operation: spec.operation });
      if (await wait(retryInMs, signal)) continue;
      if (spec.signal?.aborted && !timeout.aborted) throw abandoned(where, spec.signal);
      upstreamTimeouts.inc({ operation: spec.operation });
      const error = new HedgingError({ ...where, status: "timeout", message: timeoutMessage(config) });
      config.logger.warn(
        { ...where, attempt: attempt + 1, status: error.status, durationMs: 0, ...errorFields(error) },
        "hedging call",
      );
      throw error;
    }
    const { outcome, drift } = readResponse(spec.schema, answer, where, spec.doneOn2xx);
    const failed = outcome instanceof HedgingError;
    const unreadable = failed && outcome.status === "bad-response" && typeof answer.status === "number";
    observe(config, spec.operation, answer, unreadable ? "bad_response" : answerClass(answer), durationMs);
    if (answer.status === "timeout") upstreamTimeouts.inc({ operation: spec.operation });
    config.logger[failed ? "warn" : "info"](
      {
        ...where,
        attempt,
        status: answer.status,
        durationMs,
        ...(failed && errorFields(outcome)),
        // The deprecated spot endpoint announces its removal date; keep it visible in the logs.
        ...("sunset" in answer && answer.sunset ? { sunset: answer.sunset } : {}),
      },
      "hedging call",
    );
    if (drift.length > 0) config.logger.warn({ ...where, drift }, "hedging response drift");
    if (outcome instanceof HedgingError) throw outcome;
    return { ...outcome, drift, ...(spec.keepBody && "text" in answer && { body: answer.text }) };
  }
}

function answerClass(answer: HttpOutcome): string {
  return typeof answer.status === "number" ? statusClass(answer.status) : answer.status.replace("-", "_");
}

function observe(
  config: TransportConfig,
  operation: string,
  answer: HttpOutcome,
  status_class: string,
  durationMs: number,
): void {
  upstreamSeconds.observe({ operation, status_class, caller: config.caller }, durationMs / 1000);
  const span = trace.getActiveSpan();
  span?.setAttribute("hedging.status", status_class);
  if (typeof answer.status === "number") span?.setAttribute("http.response.status_code", answer.status);
}

function errorFields(error: HedgingError) {
  return { errorKind: error.kind, errorMessage: error.message, errorReason: error.reason };
}

async function send(config: TransportConfig, path: string, init: HttpRequestInit): Promise<HttpOutcome> {
  try {
    const { status, text, sunset, retryAfter } = await sendRequest(config.baseUrl + path, init);
    if (text === undefined) {
      const cause = new ResponseTooLargeError(config.maxResponseBytes);
      return { status: "bad-response", cause, message: cause.message, httpStatus: status };
    }
    return { status, text, sunset, retryAfter };
  } catch (cause) {
    const httpStatus =
      (cause as Error | undefined)?.name === "BrokenAnswerError" ? (cause as BrokenAnswerError).httpStatus : undefined;
    const timedOut = init.signal.aborted && (init.signal.reason as Error | undefined)?.name === "TimeoutError";
    if (timedOut) return { status: "timeout", cause, message: timeoutMessage(config), httpStatus };
    if (httpStatus !== undefined) return { status: "network", cause, message: (cause as Error).message, httpStatus };
    return { status: "network", cause, message: "Could not reach the hedging service" };
  }
}

/** Checked by name, as Next may load this module twice. */
export class ResponseTooLargeError extends Error {
  override readonly name = "ResponseTooLargeError";
  readonly limit: string;
  constructor(readonly limitBytes: number) {
    const limit = formatMegabytes(limitBytes);
    super(
      `The hedging service sent an answer larger than ${limit}, the most Hedge Desk reads (HEDGING_API_MAX_RESPONSE_BYTES)`,
    );
    this.limit = limit;
  }
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${bytes} bytes`;
}

function abandoned(where: Where, signal: AbortSignal): HedgingError {
  return new HedgingError({
    ...where,
    status: "network",
    message: "The call to the hedging service was abandoned before it answered",
    cause: signal.reason,
  });
}

function isRetryable(answer: HttpOutcome): boolean {
  // A timeout ends the call: the budget covers all attempts, so there is no time left to retry.
  return answer.status === "network" || (typeof answer.status === "number" && RETRYABLE_STATUSES.has(answer.status));
}

function timeoutMessage(config: TransportConfig): string {
  return `The hedging service did not answer within ${config.timeoutMs} ms`;
}

function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
