"use server";

import { redirect } from "next/navigation";
import type { z } from "zod";
import { getDb } from "@/lib/db";
import { assigneeById, type ChangeOutcome, changeItem, type ItemChange } from "@/lib/desk/items/change";
import { toActionOutcome, type ActionOutcome } from "@/lib/errors/action-error";
import { getSession } from "@/lib/auth/session";
import { queueIds } from "@/lib/desk/items/queue";
import { DESK_PATH, itemPath } from "@/lib/paths/app-paths";
import {
  BULK_MAX,
  bulkChangeSchema,
  type ItemChangeInput,
  itemChangeSchema,
  isItemProblem,
  type ItemProblem,
} from "@/lib/schemas/items";
import { readDeskParams } from "@/lib/search-params/desk";
import { queueBackSchema, serializeQueueParams } from "@/lib/search-params/queue";
import { operatorActionClient } from "./safe-action";

// The work queue's changes (operators and admins; viewers read only). Each form is a plain post that works before any
// script: the action comes back to the item's panel, which says what was saved (from the history line written) or why
// nothing was.

async function toChange(input: ItemChangeInput, actor: { id: string; email: string }): Promise<ItemChange | null> {
  switch (input.change) {
    case "acknowledge":
      return { kind: "acknowledge" };
    case "take":
      return { kind: "assign", to: actor };
    case "assign": {
      const to = await assigneeById(await getDb(), input.assignee);
      return to && { kind: "assign", to };
    }
    case "unassign":
      return { kind: "unassign" };
    case "snooze":
      return { kind: "snooze", until: input.until, reason: input.reason };
    case "resolve":
      return { kind: "resolve", reason: input.reason };
    case "note":
      return { kind: "note", text: input.text };
  }
}

const changeOne = operatorActionClient
  .metadata({ actionName: "changeItem" })
  .inputSchema(itemChangeSchema)
  .action(async ({ parsedInput, ctx }): Promise<ChangeOutcome> => {
    const actor = { id: ctx.user.id, email: ctx.user.email };
    const change = await toChange(parsedInput, actor);
    if (!change) return { ok: false, reason: "assignee" };
    const seenVersion = "version" in parsedInput ? parsedInput.version : null;
    return changeItem(await getDb(), { itemId: parsedInput.itemId, seenVersion }, actor, change, ctx.requestId);
  });

/** A form's fields, without the ones React adds to a form posted before hydration. */
function fieldsOf(formData: unknown): Record<string, string> {
  // Anything but a form's data (a call made by hand) has no fields: the schema then refuses it.
  if (!(formData instanceof FormData)) return {};
  return Object.fromEntries(
    [...formData.entries()].flatMap(([key, value]) =>
      key.startsWith("$ACTION") || typeof value !== "string" ? [] : [[key, value]],
    ),
  );
}

const PROBLEM_OF: Record<Extract<ChangeOutcome, { ok: false }>["reason"], ItemProblem> = {
  notFound: "not-found",
  resolved: "resolved",
  changed: "changed",
  unchanged: "unchanged",
  assignee: "assignee",
};

/** What a refused or failed change comes back as: one code the panel turns into its sentence. */
function problemOf(outcome: ActionOutcome<ChangeOutcome>): ItemProblem | null {
  if (outcome.ok) return outcome.data.ok ? null : PROBLEM_OF[outcome.data.reason];
  const { error } = outcome;
  if (error.kind === "forbidden" || error.kind === "unauthenticated") return "forbidden";
  const first = Object.values(error.fieldErrors ?? {}).flat()[0];
  return isItemProblem(first) ? first : "failed";
}

/** Every form of an item's panel posts here; back to the panel with `saved` (the history line) or `problem`. */
export async function changeItemFormAction(formData: unknown): Promise<void> {
  const fields = fieldsOf(formData);
  const itemId = /^\d{1,15}$/.test(fields.itemId ?? "") ? Number(fields.itemId) : null;
  const outcome = toActionOutcome(await changeOne(fields as unknown as z.input<typeof itemChangeSchema>)); // the schema checks it
  const problem = problemOf(outcome);
  if (itemId === null) redirect(`${DESK_PATH}${serializeQueueParams({ problem: problem ?? "failed" })}#work-queue`);
  if (problem === null && outcome.ok && outcome.data.ok) redirect(`${itemPath(itemId)}?saved=${outcome.data.eventId}`);
  const seen = /^\d{1,9}$/.test(fields.version ?? "") ? `&seen=${fields.version}` : "";
  redirect(`${itemPath(itemId)}?problem=${problem ?? "failed"}${seen}`);
}

const changeMany = operatorActionClient
  .metadata({ actionName: "changeItems" })
  .inputSchema(bulkChangeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const actor = { id: ctx.user.id, email: ctx.user.email };
    const db = await getDb();
    let change: ItemChange;
    if (parsedInput.change === "assign") {
      const to = await assigneeById(db, parsedInput.assignee);
      if (!to) return { problem: "assignee" as const, lines: [], skipped: 0 };
      change = { kind: "assign", to };
    } else if (parsedInput.change === "snooze")
      change = { kind: "snooze", until: parsedInput.until, reason: parsedInput.reason };
    else change = { kind: "acknowledge" };
    const lines: number[] = [];
    // One item at a time, each its own guarded change: an item resolved or changed meanwhile is left alone and counted.
    for (const itemId of new Set(parsedInput.itemIds)) {
      const outcome = await changeItem(db, { itemId, seenVersion: null }, actor, change, ctx.requestId);
      if (outcome.ok) lines.push(outcome.eventId);
    }
    return { problem: null, lines, skipped: new Set(parsedInput.itemIds).size - lines.length };
  });

/** The desk's bulk form, back to the same desk with the history lines written (the desk reads them to confirm). */
export async function changeItemsFormAction(back: unknown, formData: unknown): Promise<void> {
  const to = queueBackSchema.safeParse(back);
  const desk = to.success ? to.data : { customer: null, pair: null, view: "all" as const, qpage: 1 };
  const home = (outcome: Record<string, string | number | null>) =>
    redirect(`${DESK_PATH}${serializeQueueParams({ ...desk, ...outcome })}#work-queue`);
  const fields = fieldsOf(formData);
  let itemIds: unknown[] = formData instanceof FormData ? formData.getAll("itemIds") : [];
  if (fields.scope === "view") {
    const session = await getSession();
    if (!session) return home({ problem: "forbidden" });
    const { filters } = readDeskParams({ customer: desk.customer, pair: desk.pair, refresh: null });
    itemIds = await queueIds(await getDb(), filters, desk.view, session.user.id, BULK_MAX + 1);
  }
  const input = {
    change: fields.change,
    itemIds,
    assignee: fields.assignee,
    until: fields.until,
    reason: fields.reason,
  };
  const clean = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const outcome = toActionOutcome(await changeMany(clean as unknown as z.input<typeof bulkChangeSchema>));
  if (!outcome.ok) {
    const first = Object.values(outcome.error.fieldErrors ?? {}).flat()[0];
    const refused = outcome.error.kind === "forbidden" || outcome.error.kind === "unauthenticated";
    const problem = refused ? "forbidden" : isItemProblem(first) ? first : "failed";
    return home({ problem });
  }
  if (outcome.data.problem) return home({ problem: outcome.data.problem });
  home({ bulk: fields.change ?? null, done: outcome.data.lines.join(".") || null, skipped: outcome.data.skipped });
}
