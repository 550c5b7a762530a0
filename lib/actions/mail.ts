"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { emailEnabled } from "@/lib/env/email";
import { EMAIL_OFF } from "@/lib/mail/config";
import { MAIL_REQUEST_LIMIT, requestDigestNow, requestTestEmail, type MailRequestOutcome } from "@/lib/mail/requests";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { authActionClient } from "./safe-action";

/** The outcome as the person reads it; a refusal is thrown, so the form shows it as one. */
function said(result: MailRequestOutcome, queued: string): { message: string } {
  if (result.outcome === "queued") return { message: queued };
  if (result.outcome === "empty") return { message: "Nothing new since your last digest: no email sent." };
  if (result.outcome === "no-address")
    throw new ActionRefusal(
      "precondition",
      `Your account's address (${result.to}) cannot receive mail: ask an admin to give your account a real address.`,
    );
  throw new ActionRefusal(
    "rate-limited",
    `You asked ${MAIL_REQUEST_LIMIT.requests} times in the last ${MAIL_REQUEST_LIMIT.minutes} minutes: try again later.`,
  );
}

async function request(ctx: { user: { id: string; email: string }; requestId: string }) {
  if (!emailEnabled()) throw new ActionRefusal("precondition", EMAIL_OFF);
  return {
    db: await getDb(),
    request: { actor: ctx.user, requestId: ctx.requestId, clientAddress: clientAddressFromHeaders(await headers()) },
  };
}

/** Anyone signed in, on their alert settings: a test email to their own address (audited, rate-limited). */
export const sendTestEmailAction = authActionClient
  .metadata({ actionName: "sendTestEmail" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const { db, request: req } = await request(ctx);
    const result = await requestTestEmail(db, req);
    return said(result, `Test email on its way to ${result.to}: it should arrive within a minute.`);
  });

/** Anyone signed in: what their next digest would hold, now (audited, rate-limited); the next one starts after it. */
export const sendMyDigestNowAction = authActionClient
  .metadata({ actionName: "sendMyDigestNow" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const { db, request: req } = await request(ctx);
    const result = await requestDigestNow(db, req);
    const count = result.outcome === "queued" ? (result.alerts ?? 0) : 0;
    return said(result, `Your digest (${count} ${count === 1 ? "alert" : "alerts"}) is on its way to ${result.to}.`);
  });
