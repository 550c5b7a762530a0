import type { AlertChannel, AlertScope } from "@/lib/db/schema/alerts";
import { ATTENTION_ITEM_KINDS } from "@/lib/db/schema/attention";

// The kinds of alert, who may receive each, and what each person gets when nobody chose (isomorphic: forms read it).

type ItemKind = (typeof ATTENTION_ITEM_KINDS)[number];
type Role = "viewer" | "operator" | "admin";

/** One kind per attention item kind, so each can be subscribed to on its own. */
export type ItemOpenedKind = `itemOpened:${ItemKind}`;
export const itemOpenedKind = (kind: ItemKind): ItemOpenedKind => `itemOpened:${kind}`;

const OTHER_KINDS = [
  "itemAssigned",
  "itemNote",
  "approvalRequested",
  "approvalDecided",
  "syncFailed",
  "customerStale",
  "auditChainBroken",
] as const;

export type AlertKind = ItemOpenedKind | (typeof OTHER_KINDS)[number];
export const ALERT_KINDS: readonly AlertKind[] = [...ATTENTION_ITEM_KINDS.map(itemOpenedKind), ...OTHER_KINDS];

export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === "string" && (ALERT_KINDS as readonly string[]).includes(value);
}

export const ITEM_LABELS: Record<ItemKind, string> = {
  overdue: "overdue",
  endingSoon: "ending soon",
  settlingSoon: "settling soon",
  inProcess: "in process for long",
  mtmMoved: "mark-to-market moved",
  unresolvedCall: "unresolved call",
  awaitingApproval: "waiting for approval",
};

const LABELS: Record<(typeof OTHER_KINDS)[number], string> = {
  itemAssigned: "A work item assigned to you",
  itemNote: "A note on a work item you own",
  approvalRequested: "An approval request you may decide",
  approvalDecided: "The decision on a request you made",
  syncFailed: "A book sync that failed",
  customerStale: "A customer not read for long",
  auditChainBroken: "The audit trail's chain failing its check",
};

export function alertKindLabel(kind: AlertKind): string {
  if (kind.startsWith("itemOpened:")) {
    const item = kind.slice("itemOpened:".length) as ItemKind;
    return `A work item opened: ${ITEM_LABELS[item] ?? item}`;
  }
  return LABELS[kind as keyof typeof LABELS];
}

const APPROVERS: readonly Role[] = ["operator", "admin"];
const EVERYONE: readonly Role[] = ["viewer", "operator", "admin"];

/** Who may receive a kind: approvals and owned work are for those who act on them, the system's health for admins. */
export function rolesFor(kind: AlertKind): readonly Role[] {
  if (kind.startsWith("itemOpened:")) return EVERYONE;
  if (kind === "syncFailed" || kind === "customerStale" || kind === "auditChainBroken") return ["admin"];
  return APPROVERS;
}

export const mayReceive = (kind: AlertKind, role: Role) => rolesFor(kind).includes(role);

/** Why a role cannot have a kind, in staff's words. */
export function refusalFor(kind: AlertKind): string {
  if (rolesFor(kind).length === 1) return "Only admins receive this kind of alert.";
  return "Viewers cannot receive this kind of alert: only operators and admins approve and own work.";
}

/** Approval requests reach everyone who may decide them: in the inbox at least, whatever they chose. */
export const NEVER_OFF: ReadonlySet<AlertKind> = new Set(["approvalRequested"]);
export const NEVER_OFF_REASON =
  "Approval requests always reach everyone who may approve them, so none runs out unseen.";

/** What a person gets when neither they nor an admin chose: the inbox, for everything they may receive. */
export const BUILT_IN: { channel: AlertChannel; scope: AlertScope } = { channel: "inApp", scope: "all" };

/** Item kinds are the only ones a scope narrows (the others are yours by who they reach). */
export const hasScope = (kind: AlertKind) => kind.startsWith("itemOpened:");
