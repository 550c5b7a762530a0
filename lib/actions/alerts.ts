"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import {
  markAllReadSchema,
  markReadSchema,
  preferencesSchema,
  subscriptionSchema,
  teamDefaultSchema,
} from "@/lib/alerts/forms";
import { inboxQueryPath } from "@/lib/alerts/inbox-url";
import { markAllRead, markRead } from "@/lib/alerts/inbox";
import { isAlertKind } from "@/lib/alerts/kinds";
import type { SettingsProblem } from "@/lib/alerts/problems";
import { savePreferences, saveSubscription, saveTeamDefault } from "@/lib/alerts/settings";
import { getDb } from "@/lib/db";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ALERT_SETTINGS_PATH, TEAM_ALERTS_PATH } from "@/lib/paths/app-paths";
import { adminActionClient, authActionClient } from "./safe-action";
import { formFields } from "./form-fields";

// The inbox's and the alert settings' forms: plain posts that work before any script, each back to its page with what
// was saved (the page reads it back from the database to confirm) or a problem code the page puts in words.

const backTo = z
  .string()
  .max(500)
  .regex(/^\/inbox(\?[\w=&%.:-]*)?$/);
type Problem = { problem: SettingsProblem; detail?: string };

const markOne = authActionClient
  .metadata({ actionName: "markAlertRead" })
  .inputSchema(markReadSchema)
  .action(async ({ parsedInput, ctx }) => {
    const read = (await markRead(await getDb(), ctx.user.id, parsedInput.alertId)) !== null;
    revalidatePath("/", "layout"); // the header's bell counts the unread on every page
    return { read };
  });

const markAll = authActionClient
  .metadata({ actionName: "markAlertsRead" })
  .inputSchema(markAllReadSchema)
  .action(async ({ parsedInput, ctx }) => {
    const marked = await markAllRead(await getDb(), ctx.user.id, parsedInput.kind ?? null);
    revalidatePath("/", "layout");
    return { marked };
  });

/** Back to the list as it was (its own address, checked), saying how many were marked or that the alert is not theirs. */
export async function markAlertReadFormAction(formData: unknown): Promise<void> {
  const { back, ...fields } = formFields(formData);
  const list = backTo.safeParse(back).success ? back! : inboxQueryPath({});
  const outcome = toActionOutcome(await markOne(fields as unknown as z.input<typeof markReadSchema>));
  const joiner = list.includes("?") ? "&" : "?";
  if (outcome.ok && outcome.data.read) redirect(`${list}${joiner}marked=1#inbox-list`);
  redirect(`${list}${joiner}problem=${outcome.ok ? "notFound" : problemOf(outcome.error).problem}`);
}

export async function markAllAlertsReadFormAction(formData: unknown): Promise<void> {
  const { back, ...fields } = formFields(formData);
  const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));
  const list = backTo.safeParse(back).success ? back! : inboxQueryPath({});
  const outcome = toActionOutcome(await markAll(clean as unknown as z.input<typeof markAllReadSchema>));
  const joiner = list.includes("?") ? "&" : "?";
  redirect(
    `${list}${joiner}${outcome.ok ? `marked=${outcome.data.marked}` : `problem=${problemOf(outcome.error).problem}`}#inbox-list`,
  );
}

function problemOf(
  error: { kind: string; fieldErrors?: Record<string, string[] | undefined> },
  field?: string,
): Problem {
  if (error.kind === "forbidden" || error.kind === "unauthenticated") return { problem: "forbidden" };
  const errors = error.fieldErrors ?? {};
  if (errors.timeZone?.length) return { problem: "timeZone", detail: field };
  if (errors.digestHour?.length) return { problem: "digestHour" };
  return { problem: "invalid" };
}

const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

const saveSub = authActionClient
  .metadata({ actionName: "saveAlertSubscription" })
  .inputSchema(subscriptionSchema)
  .action(async ({ parsedInput, ctx }) => saveSubscription(await getDb(), ctx.user, parsedInput, ctx.requestId));

export async function saveSubscriptionFormAction(formData: unknown): Promise<void> {
  const fields = formFields(formData);
  const kind = isAlertKind(fields.kind) ? fields.kind : undefined;
  const outcome = toActionOutcome(await saveSub(fields as unknown as z.input<typeof subscriptionSchema>));
  const anchor = kind ? `#kind-${kind.replace(":", "-")}` : "";
  if (outcome.ok && outcome.data.ok) redirect(`${ALERT_SETTINGS_PATH}?${query({ saved: kind })}${anchor}`);
  const problem = outcome.ok ? (outcome.data as { code: SettingsProblem }).code : problemOf(outcome.error).problem;
  redirect(`${ALERT_SETTINGS_PATH}?${query({ problem, kind })}${anchor}`);
}

const savePrefs = authActionClient
  .metadata({ actionName: "saveAlertPreferences" })
  .inputSchema(preferencesSchema)
  .action(async ({ parsedInput, ctx }) => {
    await savePreferences(await getDb(), ctx.user, parsedInput, ctx.requestId);
    return { ok: true };
  });

export async function savePreferencesFormAction(formData: unknown): Promise<void> {
  const fields = formFields(formData);
  const outcome = toActionOutcome(await savePrefs(fields as unknown as z.input<typeof preferencesSchema>));
  if (outcome.ok) redirect(`${ALERT_SETTINGS_PATH}?saved=preferences#preferences`);
  const { problem, detail } = problemOf(outcome.error, fields.timeZone?.slice(0, 64));
  redirect(`${ALERT_SETTINGS_PATH}?${query({ problem, tz: detail })}#preferences`);
}

const saveDefault = adminActionClient
  .metadata({ actionName: "saveAlertDefault" })
  .inputSchema(teamDefaultSchema)
  .action(async ({ parsedInput, ctx }) => saveTeamDefault(await getDb(), ctx.user, parsedInput, ctx.requestId));

export async function saveTeamDefaultFormAction(formData: unknown): Promise<void> {
  const fields = formFields(formData);
  const kind = isAlertKind(fields.kind) ? fields.kind : undefined;
  const role = ["viewer", "operator", "admin"].includes(fields.role ?? "") ? fields.role : undefined;
  const clean = Object.fromEntries(Object.entries(fields).filter(([key, value]) => key !== "reason" || value !== ""));
  const outcome = toActionOutcome(await saveDefault(clean as unknown as z.input<typeof teamDefaultSchema>));
  const anchor = kind ? `#kind-${kind.replace(":", "-")}` : "";
  if (outcome.ok && outcome.data.ok) redirect(`${TEAM_ALERTS_PATH}?${query({ role, saved: kind })}${anchor}`);
  const problem = outcome.ok ? (outcome.data as { code: SettingsProblem }).code : problemOf(outcome.error).problem;
  redirect(`${TEAM_ALERTS_PATH}?${query({ role, problem, kind })}${anchor}`);
}
