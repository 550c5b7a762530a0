import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { toActionOutcome } from "@/lib/errors/action-error";
import { HedgingError } from "@/lib/hedging/errors";

// The session and the audit writer are stand-ins here; the clients' wiring is what is under test.
type FakeSession = {
  user: { id: string; email: string; name: string; role: string };
  sessionId: string;
  mustChangePassword: boolean;
  mustEnrolTwoFactor?: boolean;
};
const session = vi.hoisted(() => ({ current: null as null | FakeSession }));
const refusals = vi.hoisted(() => [] as unknown[]);
vi.mock("@/lib/auth/session", () => ({ getSessionIncludingPasswordChange: async () => session.current }));
vi.mock("@/lib/audit/audit", () => ({ recordRefusal: async (entry: unknown) => void refusals.push(entry) }));

const {
  actionClient,
  authActionClient,
  operatorActionClient,
  adminActionClient,
  ownAccountActionClient,
  signedInActionClient,
} = await import("@/lib/actions/safe-action");
const { ENROLMENT_REQUIRED_MESSAGE } = await import("@/lib/auth/two-factor-rule");

let upstreamCalls = 0;
const inputSchema = z.object({ customerId: z.uuid() });
const mutate = operatorActionClient
  .metadata({ actionName: "testMutation" })
  .inputSchema(inputSchema)
  .action(async ({ parsedInput, ctx }) => {
    upstreamCalls += 1;
    return { customerId: parsedInput.customerId, by: ctx.user.email, requestId: ctx.requestId };
  });
const administer = adminActionClient.metadata({ actionName: "testAdmin" }).action(async () => "done");
const read = authActionClient.metadata({ actionName: "testRead" }).action(async ({ ctx }) => ctx.user.role);

const as = (role: string, mustChangePassword = false): FakeSession => ({
  user: { id: `id-${role}`, email: `${role}@hedge-desk.test`, name: role, role },
  sessionId: `session-${role}`,
  mustChangePassword,
});
const customerId = "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f";

beforeEach(() => {
  upstreamCalls = 0;
  refusals.length = 0;
  session.current = null;
});

describe("the action clients", () => {
  it("refuse an anonymous call before reading its input or calling upstream", async () => {
    for (const result of [await mutate({ customerId }), await administer(), await read()]) {
      const outcome = toActionOutcome<unknown>(result);
      expect(outcome).toMatchObject({ ok: false, error: { kind: "unauthenticated", requestId: expect.any(String) } });
    }
    // Even with garbage input, the answer is "sign in", not a validation error that would reveal the schema.
    expect(toActionOutcome(await mutate({ customerId: "nope" } as never))).toMatchObject({
      ok: false,
      error: { kind: "unauthenticated" },
    });
    expect(upstreamCalls).toBe(0);
    expect(refusals).toEqual([]);
  });

  it("refuse a viewer on a mutation, audit the refusal, and make no upstream call", async () => {
    session.current = as("viewer");
    expect(toActionOutcome(await mutate({ customerId }))).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(toActionOutcome(await administer())).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(upstreamCalls).toBe(0);
    expect(refusals).toMatchObject([
      { action: "testMutation", errorKind: "forbidden", ctx: { user: { id: "id-viewer" } } },
      { action: "testAdmin", errorKind: "forbidden" },
    ]);
    expect(toActionOutcome(await read())).toEqual({ ok: true, data: "viewer" });
  });

  it("let an operator mutate but not administer, and an admin do both", async () => {
    session.current = as("operator");
    expect(toActionOutcome(await mutate({ customerId }))).toMatchObject({
      ok: true,
      data: { by: "operator@hedge-desk.test" },
    });
    expect(toActionOutcome(await administer())).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    session.current = as("admin");
    expect(toActionOutcome(await administer())).toEqual({ ok: true, data: "done" });
    expect(upstreamCalls).toBe(1);
  });

  it("refuse every mutation while two-factor enrolment is required, but let the account page's own actions through", async () => {
    session.current = { ...as("admin"), mustEnrolTwoFactor: true };
    const enrol = signedInActionClient.metadata({ actionName: "testEnrol" }).action(async ({ ctx }) => ctx.user.email);
    for (const result of [await mutate({ customerId }), await administer(), await read()]) {
      expect(toActionOutcome<unknown>(result)).toMatchObject({
        ok: false,
        error: { kind: "forbidden", message: ENROLMENT_REQUIRED_MESSAGE },
      });
    }
    expect(upstreamCalls).toBe(0);
    expect(toActionOutcome(await enrol())).toEqual({ ok: true, data: "admin@hedge-desk.test" });
    session.current = { ...as("admin", true), mustEnrolTwoFactor: true };
    expect(toActionOutcome<unknown>(await enrol())).toMatchObject({
      ok: false,
      error: { kind: "forbidden", message: expect.stringContaining("new password") },
    });
    session.current = { ...as("admin"), mustEnrolTwoFactor: false };
    expect(toActionOutcome(await administer())).toEqual({ ok: true, data: "done" });
  });

  it("refuse everything but the own-account actions while a reset password must be changed", async () => {
    session.current = as("admin", true);
    for (const result of [await mutate({ customerId }), await administer(), await read()]) {
      expect(toActionOutcome<unknown>(result)).toMatchObject({
        ok: false,
        error: { kind: "forbidden", message: expect.stringContaining("new password") },
      });
    }
    const own = ownAccountActionClient
      .metadata({ actionName: "testOwn" })
      .action(async ({ ctx }) => [ctx.sessionId, ctx.mustChangePassword]);
    expect(toActionOutcome(await own())).toEqual({ ok: true, data: ["session-admin", true] });
    session.current = null;
    expect(toActionOutcome(await own())).toMatchObject({ ok: false, error: { kind: "unauthenticated" } });
    expect(upstreamCalls).toBe(0);
  });

  it("give field errors for bad input, after the role check", async () => {
    session.current = as("operator");
    const outcome = toActionOutcome(await mutate({ customerId: "not-a-uuid" }));
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: "validation", fieldErrors: { customerId: [expect.any(String)] } },
    });
    expect(upstreamCalls).toBe(0);
  });

  it("mask an unexpected error behind a request id, and pass a hedging error's kind, message and reason", async () => {
    session.current = as("operator");
    const leaky = authActionClient.metadata({ actionName: "testLeak" }).action(async () => {
      throw new Error("connect ECONNREFUSED postgres://admin:hunter2@db/prod");
    });
    const masked = toActionOutcome(await leaky());
    expect(masked).toMatchObject({ ok: false, error: { kind: "internal" } });
    expect(JSON.stringify(masked)).not.toContain("hunter2");
    if (!masked.ok) expect(masked.error.message).toContain(masked.error.requestId);

    const upstream = actionClient.metadata({ actionName: "testUpstream" }).action(async () => {
      throw new HedgingError({
        status: 451,
        message: "Customer IP is invalid",
        requestId: "req-451",
        method: "POST",
        path: "/x",
      });
    });
    expect(toActionOutcome(await upstream())).toEqual({
      ok: false,
      error: { kind: "ip-rejected", message: "Customer IP is invalid", requestId: "req-451", status: 451 },
    });
  });
});
