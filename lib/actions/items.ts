"use server";

import { redirect } from "next/navigation";
import type { z } from "zod";
import { getDb } from "@/lib/db";
import { assigneeById, type ChangeOutcome, changeItem, type ItemChange } from "@/lib/desk/items/change";
import { toActionOutcome, type ActionOutcome } from "@/lib/errors/action-error";
import { itemPath } from "@/lib/paths/app-paths";
import { type ItemChangeInput, itemChangeSchema, isItemProblem, type ItemProblem } from "@/lib/schemas/items";
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
function fieldsOf(formData: FormData): Record<string, string> {
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
export async function changeItemFormAction(formData: FormData): Promise<void> {
  const fields = fieldsOf(formData);
  const itemId = /^\d{1,15}$/.test(fields.itemId ?? "") ? Number(fields.itemId) : null;
  const outcome = toActionOutcome(await changeOne(fields as unknown as z.input<typeof itemChangeSchema>)); // the schema checks it
  if (itemId === null) redirect("/");
  const problem = problemOf(outcome);
  if (problem === null && outcome.ok && outcome.data.ok) redirect(`${itemPath(itemId)}?saved=${outcome.data.eventId}`);
  const seen = /^\d{1,9}$/.test(fields.version ?? "") ? `&seen=${fields.version}` : "";
  redirect(`${itemPath(itemId)}?problem=${problem ?? "failed"}${seen}`);
}
