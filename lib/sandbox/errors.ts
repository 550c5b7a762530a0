import type { Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** Every sandbox failure, turned into the interface's Error body in one place (handleError). */
export class SandboxError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 412 | 422 | 451 | 500 | 503,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "SandboxError";
  }
}

export const VALIDATION_MESSAGE = "Request failed validation";

export function unauthorized(reason: string): SandboxError {
  return new SandboxError(401, "Authentication required", reason);
}

export function forbidden(reason: string): SandboxError {
  return new SandboxError(403, "Insufficient permissions", reason);
}

export function notFound(what: string, id: string): SandboxError {
  return new SandboxError(404, `${what} not found`, `No ${what.toLowerCase()} with id ${id}`);
}

export function invalid(reason: string): SandboxError {
  return new SandboxError(422, VALIDATION_MESSAGE, reason);
}

/** The production service's own wording for an object whose state forbids the action. */
export function wrongState(state: string): SandboxError {
  return new SandboxError(
    412,
    "Can't perform this action",
    `Supplied object is in *${state}* state, which prevents performing this action`,
  );
}

export function preconditionFailed(reason: string): SandboxError {
  return new SandboxError(412, "Can't perform this action", reason);
}

export function ipRejected(): SandboxError {
  return new SandboxError(451, "The X-Customer-IP header is missing or is not an IPv4 address");
}

export function errorBody(error: SandboxError): { message: string; reason?: string } {
  if (error.status === 451 || error.reason === undefined) return { message: error.message };
  return { message: error.message, reason: error.reason };
}

export function respondWithError(c: Context, error: SandboxError): Response {
  if (error.status === 401) c.header("WWW-Authenticate", 'Basic realm="sandbox", charset="UTF-8"');
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

export function describeZodError(error: ZodError, target: string): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join(".") : target === "json" ? "body" : target;
      return `${where}: ${issue.message}`;
    })
    .join("; ");
}

const PATH_RESOURCES: Record<string, string> = {
  customerId: "Customer",
  hedgeId: "Hedge",
  dualHedgeId: "Dual hedge",
  drawdownId: "Drawdown",
  conversionId: "Conversion",
  spotId: "Spot",
};

/** OpenAPIHono's defaultHook: a malformed path id is a 404, any other failed schema a 422. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by every route, whatever its Env
export const validationHook: Hook<unknown, any, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  if (result.target === "param") {
    const param = String(result.error.issues[0]?.path[0] ?? "");
    const what = PATH_RESOURCES[param] ?? "Resource";
    return respondWithError(c, notFound(what, String(c.req.param(param) ?? "")));
  }
  return respondWithError(c, invalid(describeZodError(result.error, result.target)));
};

/** app.onError: our own errors as they are; the validators' own HTTP errors as 422. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof SandboxError) return respondWithError(c, error);
  if (error instanceof HTTPException) {
    if (error.status === 400 || error.status === 415) {
      const reason = error.status === 415 ? "Content-Type must be application/json" : "body: malformed JSON";
      return respondWithError(c, invalid(reason));
    }
    return respondWithError(c, new SandboxError(500, "Internal sandbox error", error.message));
  }
  console.error("[sandbox] unexpected error", error);
  return respondWithError(c, new SandboxError(500, "Internal sandbox error"));
}
