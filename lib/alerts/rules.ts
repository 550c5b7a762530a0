import type { AlertChannel, AlertScope } from "@/lib/db/schema/alerts";
import { BUILT_IN, mayReceive, NEVER_OFF, NEVER_OFF_REASON, refusalFor, type AlertKind } from "./kinds";

// Which subscription applies to a person for a kind: a locked (mandatory) team default wins, then their own choice,
// then the team default for their role, then the built-in one; approval requests are never off for those who decide.

type Role = "viewer" | "operator" | "admin";
export type Choice = { channel: AlertChannel; scope: AlertScope };
export type TeamDefault = Choice & { mandatory: boolean; reason: string | null };

export type Effective = Choice & {
  /** Where it comes from, for the page: yours, the team's, built in, or locked by an admin. */
  source: "own" | "team" | "builtIn" | "locked" | "notForRole";
  /** Why the person cannot change it (locked), or cannot turn it off; null when they can. */
  locked: string | null;
  offRefused: string | null;
};

export function effectiveChoice(kind: AlertKind, role: Role, own: Choice | null, team: TeamDefault | null): Effective {
  if (!mayReceive(kind, role))
    return { channel: "off", scope: "all", source: "notForRole", locked: refusalFor(kind), offRefused: null };
  const offRefused = NEVER_OFF.has(kind) ? NEVER_OFF_REASON : null;
  const floor = (choice: Choice): Choice =>
    offRefused && choice.channel === "off" ? { ...choice, channel: "inApp" } : choice;
  if (team?.mandatory)
    return {
      ...floor({ channel: team.channel, scope: team.scope }),
      source: "locked",
      locked: team.reason ?? "Set by an admin for your role.",
      offRefused,
    };
  if (own) return { ...floor(own), source: "own", locked: null, offRefused };
  if (team) return { ...floor({ channel: team.channel, scope: team.scope }), source: "team", locked: null, offRefused };
  return { ...BUILT_IN, source: "builtIn", locked: null, offRefused };
}

/** Does an item alert reach a person with this scope: everything, or only items that are theirs or nobody's. */
export function inScope(scope: AlertScope, recipientId: string, ownerId: string | null | undefined): boolean {
  if (scope === "all" || ownerId === undefined) return true;
  return ownerId === null || ownerId === recipientId;
}

export const isEmail = (channel: AlertChannel) => channel === "emailInstant" || channel === "emailDigest";
