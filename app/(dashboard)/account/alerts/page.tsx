import type { Metadata } from "next";
import Link from "next/link";
import { OutcomeNote } from "@/components/alerts/outcome-note";
import { PreferencesForm } from "@/components/alerts/preferences-form";
import { SubscriptionRow } from "@/components/alerts/subscription-row";
import { MailRequests } from "@/components/mail/mail-requests";
import { effectiveSubscriptions } from "@/lib/alerts/effective";
import { ALERT_KINDS, alertKindLabel, isAlertKind, type AlertKind } from "@/lib/alerts/kinds";
import { CHANNEL_LABELS, DIGEST_DAY_PHRASES, hourLabel, SCOPE_LABELS, zoneOffset } from "@/lib/alerts/labels";
import { isSettingsProblem, problemText } from "@/lib/alerts/problems";
import { hasScope } from "@/lib/alerts/kinds";
import { readPreferences, readSubscription } from "@/lib/alerts/settings";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { emailEnabled } from "@/lib/env/email";
import { INBOX_PATH, TEAM_ALERTS_PATH } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Alert settings" };

type Query = { saved?: string; problem?: string; kind?: string; tz?: string };
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** What reaches this person, per kind, and when their digest goes; every change is a plain post, confirmed from the database. */
export default async function AlertSettingsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const { user } = await requireSession();
  const raw = await searchParams;
  const query: Query = { saved: text(raw.saved), problem: text(raw.problem), kind: text(raw.kind), tz: text(raw.tz) };
  const db = await getDb();
  const email = emailEnabled();
  const [subscribed, prefs] = await Promise.all([
    effectiveSubscriptions(db, ALERT_KINDS, [user.id]),
    readPreferences(db, user.id),
  ]);
  const kind: AlertKind | null = isAlertKind(query.kind) ? query.kind : null;
  const savedKind: AlertKind | null = isAlertKind(query.saved) ? query.saved : null;

  let saved: string | null = null;
  if (savedKind) {
    // Read back what the database holds now: the confirmation names the value saved, never what the form sent.
    const row = await readSubscription(db, user.id, savedKind);
    if (row)
      saved = `Saved: ${alertKindLabel(savedKind)}: ${CHANNEL_LABELS[row.channel]}${hasScope(savedKind) && row.channel !== "off" ? `, ${SCOPE_LABELS[row.scope].toLowerCase()}` : ""}.`;
  } else if (query.saved === "preferences" && prefs.saved)
    saved = `Saved: time zone ${prefs.timeZone}; digest at ${hourLabel(prefs.digestHour)} ${prefs.timeZone} (${zoneOffset(prefs.timeZone)} now), ${DIGEST_DAY_PHRASES[prefs.digestDays]}.`;
  const lockedReason = kind ? (subscribed.find((s) => s.kind === kind)?.effective.locked ?? null) : null;
  const problem = isSettingsProblem(query.problem)
    ? problemText(query.problem, kind, query.problem === "timeZone" ? (query.tz ?? null) : lockedReason)
    : null;

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight">Alert settings</h1>
      <p className="mt-2 text-slate-600">
        Alerts arrive in your{" "}
        <Link href={INBOX_PATH} className="link">
          inbox
        </Link>
        . Choose for each kind whether it reaches you there only, also by email (at once or in a daily digest), or not
        at all.
        {hasRole(user.role, "admin") && (
          <>
            {" "}
            Your team&apos;s defaults are on{" "}
            <Link href={TEAM_ALERTS_PATH} className="link">
              team alert defaults
            </Link>
            .
          </>
        )}
      </p>
      <p className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {email
          ? `Email goes to ${user.email}.`
          : "Email is off on this server (no SMTP_URL is set): alerts reach your inbox only, and the email choices are not available."}
      </p>
      <OutcomeNote saved={saved} problem={problem} />
      {email && <MailRequests />}

      <section aria-labelledby="preferences-heading" id="preferences" className="mt-8">
        <h2 id="preferences-heading" className="text-xl font-semibold">
          Time zone and digest
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">
          Now: {prefs.timeZone} ({zoneOffset(prefs.timeZone)}), digest at {hourLabel(prefs.digestHour)},{" "}
          {DIGEST_DAY_PHRASES[prefs.digestDays]}.
        </p>
        <PreferencesForm key={`${prefs.timeZone}|${prefs.digestHour}|${prefs.digestDays}`} prefs={prefs} />
      </section>

      <section aria-labelledby="kinds-heading" className="mt-10">
        <h2 id="kinds-heading" className="text-xl font-semibold">
          What reaches you
        </h2>
        <ul className="mt-3 grid gap-3">
          {subscribed
            .filter((s) => s.effective.source !== "notForRole")
            .map((s) => (
              <SubscriptionRow
                key={`${s.kind}|${s.effective.channel}|${s.effective.scope}`}
                kind={s.kind}
                effective={s.effective}
                email={email}
              />
            ))}
        </ul>
        {subscribed.some((s) => s.effective.source === "notForRole") && (
          <p className="mt-4 text-sm text-slate-600">
            Not for your role:{" "}
            {subscribed
              .filter((s) => s.effective.source === "notForRole")
              .map((s) => alertKindLabel(s.kind).toLowerCase())
              .join("; ")}
            .
          </p>
        )}
      </section>
    </div>
  );
}
