import "server-only";
import { randomUUID } from "node:crypto";
import { createMiddleware, createSafeActionClient, returnServerError } from "next-safe-action";
import { z } from "zod";
import { isAudited, markAudited, recordRefusal } from "@/lib/audit/audit";
import { hasRole, type Role } from "@/lib/auth/roles";
import { getSessionIncludingPasswordChange, type StaffUser } from "@/lib/auth/session";
import { ENROLMENT_REQUIRED_MESSAGE } from "@/lib/auth/two-factor-rule";
import { isHedgingError } from "@/lib/hedging/errors";
import { logger } from "@/lib/log/logger";
import { actionSeconds } from "@/lib/metrics/catalog";
import type { ActionError } from "@/lib/errors/action-error";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { toActionError } from "@/lib/hedging/to-action-error";

// Middleware runs before input validation: an anonymous or viewer call is refused before its input is read.

const log = logger.child({ component: "actions" });

export const actionMetadataSchema = z.object({ actionName: z.string().min(1) });
export type ActionMetadata = z.infer<typeof actionMetadataSchema>;

/** The ids a refused mutation was about, from its input (already validated: a refusal comes from the action's body). */
const TARGET_KEYS = ["dualHedgeId", "hedgeId", "drawdownProposalId", "earlySettlementProposalId"] as const;

/** The one place a refusal before the service becomes a `refused` row, unless the trail holds it already. */
async function recordRefusalOnce(error: ActionRefusal, ctx: object, action: string, input: unknown): Promise<void> {
  if (!("auditRefusals" in ctx) || ctx.auditRefusals !== true || !("user" in ctx) || isAudited(error)) return;
  const fields = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 100) : undefined);
  const targetIds = Object.fromEntries(
    TARGET_KEYS.flatMap((key) => (text(fields[key]) ? [[key, text(fields[key])!]] : [])),
  );
  const user = ctx.user as StaffUser;
  await recordRefusal({
    ctx: { user, requestId: requestIdOf(ctx) },
    action,
    customerId: text(fields.customerId) ?? null,
    targetIds,
    errorKind: error.kind,
    errorMessage: error.message,
  }).catch((failure: unknown) => log.error({ err: failure, action }, "refusal not written to the trail"));
  markAudited(error);
}

function requestIdOf(ctx: object): string {
  return "requestId" in ctx && typeof ctx.requestId === "string" ? ctx.requestId : randomUUID();
}

export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => actionMetadataSchema,
  defaultValidationErrorsShape: "flattened",
  async handleServerError(error, { ctx, metadata, clientInput }) {
    const requestId = requestIdOf(ctx);
    const action = metadata?.actionName;
    if (error instanceof ActionRefusal && action) await recordRefusalOnce(error, ctx, action, clientInput);
    // A refusal of ours is routine (wrong password, last admin): one line, no stack. The rest in full.
    if (error instanceof ActionRefusal)
      log.info({ requestId, action, kind: error.kind, reason: error.message }, "action refused");
    else log[isHedgingError(error) ? "warn" : "error"]({ err: error, requestId, action }, "action failed");
    return toActionError(error, requestId);
  },
})
  .use(async ({ next, metadata }) => {
    const started = performance.now();
    let outcome = "internal"; // as a thrown error is answered
    try {
      const result = await next();
      outcome = actionOutcome(result);
      return result;
    } finally {
      actionSeconds.observe({ action: metadata.actionName, outcome }, (performance.now() - started) / 1000);
    }
  })
  .use(async ({ next }) => next({ ctx: { requestId: randomUUID() } }));

/** For the metrics: ok, invalid (the schema refused the input), redirect, or the answered error's kind. */
function actionOutcome(result: { serverError?: ActionError; validationErrors?: unknown; navigationKind?: string }) {
  if (result.navigationKind) return result.navigationKind === "redirect" ? "redirect" : "navigation";
  if (result.validationErrors) return "invalid";
  return result.serverError?.kind ?? "ok";
}

/** Signed in, even while a reset password must still be changed: only for changing it. */
export const ownAccountActionClient = actionClient.use(async ({ next, ctx, metadata }) => {
  const session = await getSessionIncludingPasswordChange();
  if (!session) {
    log.info({ requestId: ctx.requestId, action: metadata.actionName }, "action refused: no session");
    returnServerError<ActionError>({
      kind: "unauthenticated",
      message: "You are signed out. Sign in again to continue.",
      requestId: ctx.requestId,
    });
  }
  return next({
    ctx: {
      user: session.user,
      sessionId: session.sessionId,
      mustChangePassword: session.mustChangePassword,
      mustEnrolTwoFactor: session.mustEnrolTwoFactor,
    },
  });
});

/** Signed in with a chosen password, enrolled or not: only the account page's own actions (setting up two-factor) use this. */
export const signedInActionClient = ownAccountActionClient.use(async ({ next, ctx, metadata }) => {
  if (ctx.mustChangePassword) {
    log.info(
      { requestId: ctx.requestId, action: metadata.actionName, userId: ctx.user.id },
      "action refused: password must be changed",
    );
    returnServerError<ActionError>({
      kind: "forbidden",
      message: "Choose a new password first: your password was reset.",
      requestId: ctx.requestId,
    });
  }
  return next();
});

export const authActionClient = signedInActionClient.use(async ({ next, ctx, metadata }) => {
  if (ctx.mustEnrolTwoFactor) {
    log.info(
      { requestId: ctx.requestId, action: metadata.actionName, userId: ctx.user.id },
      "action refused: two-factor not set up",
    );
    returnServerError<ActionError>({
      kind: "forbidden",
      message: ENROLMENT_REQUIRED_MESSAGE,
      requestId: ctx.requestId,
    });
  }
  return next();
});

function requireRoleMiddleware(minimum: Role) {
  return createMiddleware<{ ctx: { requestId: string; user: StaffUser }; metadata: ActionMetadata }>().define(
    async ({ next, ctx, metadata }) => {
      if (!hasRole(ctx.user.role, minimum)) {
        log.warn(
          { requestId: ctx.requestId, action: metadata.actionName, userId: ctx.user.id, role: ctx.user.role },
          "action refused: role",
        );
        await recordRefusal({ ctx, action: metadata.actionName, errorKind: "forbidden" });
        returnServerError<ActionError>({
          kind: "forbidden",
          message: `Your role (${ctx.user.role}) may not do this: it needs ${minimum}.`,
          requestId: ctx.requestId,
        });
      }
      return next();
    },
  );
}

// Operators' actions are the hedging mutations: a refusal in their body is written to the trail (recordRefusalOnce).
export const operatorActionClient = authActionClient
  .use(requireRoleMiddleware("operator"))
  .use(async ({ next }) => next({ ctx: { auditRefusals: true as const } }));
export const adminActionClient = authActionClient.use(requireRoleMiddleware("admin"));
