import type { Metadata } from "next";
import Link from "next/link";
import { OutcomeNote } from "@/components/alerts/outcome-note";
import { TeamDefaultRow } from "@/components/alerts/team-default-row";
import { AccessDenied } from "@/components/auth/access-denied";
import { alertKindLabel, ALERT_KINDS, hasScope, isAlertKind, mayReceive } from "@/lib/alerts/kinds";
import { CHANNEL_LABELS, SCOPE_LABELS } from "@/lib/alerts/labels";
import { isSettingsProblem, problemText } from "@/lib/alerts/problems";
import { readTeamDefaults } from "@/lib/alerts/settings";
import { isRole, ROLE_LABELS, ROLES, type Role } from "@/lib/auth/roles";
import { requireRole, requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { emailEnabled } from "@/lib/env/email";
import { TEAM_ALERTS_PATH } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Team alert defaults" };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Admins set, per role, what each kind does for those who have not chosen, and may lock it (staff see why). */
export default async function TeamAlertsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const session = await requireRole("admin");
  if (!session) return <AccessDenied needed="admin" current={(await requireSession()).user.role} />;
  const raw = await searchParams;
  const role: Role = isRole(text(raw.role)) ? (text(raw.role) as Role) : "operator";
  const kind = isAlertKind(text(raw.kind)) ? (text(raw.kind) as (typeof ALERT_KINDS)[number]) : null;
  const savedKind = isAlertKind(text(raw.saved)) ? (text(raw.saved) as (typeof ALERT_KINDS)[number]) : null;
  const problemCode = text(raw.problem);
  const email = emailEnabled();
  const defaults = (await readTeamDefaults(await getDb())).filter((row) => row.role === role);
  const rowOf = (k: string) => defaults.find((row) => row.kind === k) ?? null;
  const savedRow = savedKind ? rowOf(savedKind) : null;
  const saved =
    savedKind && savedRow
      ? `Saved for ${ROLE_LABELS[role].toLowerCase()}s: ${alertKindLabel(savedKind)}: ${CHANNEL_LABELS[savedRow.channel]}${hasScope(savedKind) ? `, ${SCOPE_LABELS[savedRow.scope].toLowerCase()}` : ""}${savedRow.mandatory ? `, locked (${savedRow.reason})` : ", not locked"}.`
      : null;
  const problem = isSettingsProblem(problemCode) ? problemText(problemCode, kind) : null;

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight">Team alert defaults</h1>
      <p className="mt-2 text-slate-600">
        What each kind of alert does for staff of a role who have not chosen themselves. A locked kind applies to
        everyone of the role whatever they chose, and they see the reason. Approval requests always reach everyone who
        may approve them, at least in their inbox.
      </p>
      <nav aria-label="Roles" className="mt-4 flex gap-2">
        {ROLES.map((r) => (
          <Link
            key={r}
            href={`${TEAM_ALERTS_PATH}?role=${r}`}
            aria-current={r === role ? "page" : undefined}
            className="nav-link"
          >
            {ROLE_LABELS[r]}s
          </Link>
        ))}
      </nav>
      <OutcomeNote saved={saved} problem={problem} />
      <h2 className="mt-6 text-xl font-semibold">Defaults for {ROLE_LABELS[role].toLowerCase()}s</h2>
      <ul className="mt-3 grid gap-3">
        {ALERT_KINDS.filter((k) => mayReceive(k, role)).map((k) => (
          <TeamDefaultRow
            key={`${k}|${rowOf(k)?.updatedAt.toISOString() ?? "none"}`}
            role={role}
            kind={k}
            row={rowOf(k)}
            email={email}
          />
        ))}
      </ul>
    </div>
  );
}
