import "server-only";

export type HedgingErrorStatus = number | "network" | "timeout" | "bad-response";

export type HedgingErrorKind =
  | "unauthorized" // 401: our keys are wrong
  | "forbidden" // 403: the key may not do this
  | "not-found" // 404
  | "precondition" // 412: state forbids it (Cancelled, expired proposal, ...)
  | "validation" // 422: body, query or business rule
  | "ip-rejected" // 451: X-Customer-IP missing or unparseable
  | "unavailable" // 5xx, network, timeout: try again later
  | "bad-response" // answered, but not with what the contract promises
  | "unexpected"; // any other status

export function kindOfStatus(status: HedgingErrorStatus): HedgingErrorKind {
  if (status === "network" || status === "timeout") return "unavailable";
  if (status === "bad-response") return "bad-response";
  const byStatus: Record<number, HedgingErrorKind> = {
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    412: "precondition",
    422: "validation",
    451: "ip-rejected",
  };
  return byStatus[status] ?? (status >= 500 && status <= 599 ? "unavailable" : "unexpected");
}

export interface HedgingErrorInit {
  status: HedgingErrorStatus;
  message: string;
  reason?: string;
  requestId: string;
  method: string;
  path: string;
  httpStatus?: number;
  malformedBody?: boolean;
  /** From the answer's Retry-After header (a 429 or 503 saying when to come back). */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The browser-safe form: no stack, no cause, no headers, no body. */
export interface HedgingErrorJSON {
  name: "HedgingError";
  status: HedgingErrorStatus;
  kind: HedgingErrorKind;
  message: string;
  reason?: string;
  requestId: string;
}

/** `message` and `reason` are the service's own when given; otherwise ours, never quoting the raw body. */
export class HedgingError extends Error {
  override readonly name = "HedgingError";
  readonly status: HedgingErrorStatus;
  readonly kind: HedgingErrorKind;
  readonly reason?: string;
  readonly requestId: string;
  readonly method: string;
  /** Path relative to the base URL, with its query string; never the origin. */
  readonly path: string;
  /** Kept when `status` is "bad-response": an unread 200 on a POST may have happened upstream. */
  readonly httpStatus?: number;
  readonly malformedBody: boolean;
  /** How long the service asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs?: number;

  constructor(init: HedgingErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = kindOfStatus(init.status);
    this.reason = init.reason;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.httpStatus = init.httpStatus;
    this.malformedBody = init.malformedBody ?? false;
    this.retryAfterMs = init.retryAfterMs;
  }

  toJSON(): HedgingErrorJSON {
    const json: HedgingErrorJSON = {
      name: "HedgingError",
      status: this.status,
      kind: this.kind,
      message: this.message,
      requestId: this.requestId,
    };
    if (this.reason !== undefined) json.reason = this.reason;
    return json;
  }
}

/** `instanceof` fails when Next loads this module twice (server and action layers); check the shape too. */
export function isHedgingError(value: unknown): value is HedgingError {
  return (
    value instanceof HedgingError ||
    (value instanceof Error && value.name === "HedgingError" && "kind" in value && "requestId" in value)
  );
}

/** The connection never opened: nothing reached the service. */
export function connectionRefused(error: HedgingError): boolean {
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 4 && cause; depth += 1) {
    if (typeof cause === "object" && "code" in cause && cause.code === "ECONNREFUSED") return true;
    cause = typeof cause === "object" && "cause" in cause ? cause.cause : undefined;
  }
  return false;
}
