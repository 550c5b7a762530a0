import type { Metadata } from "next";
import Link from "next/link";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { ALERT_SETTINGS_PATH, CHANGE_PASSWORD_PATH } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const { user, mustEnrolTwoFactor } = await requireSession();

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight">Your account</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Email</dt>
        <dd className="text-slate-700">{user.email}</dd>
        <dt className="font-medium">Role</dt>
        <dd className="text-slate-700">{ROLE_LABELS[user.role]}</dd>
        <dt className="font-medium">Password</dt>
        <dd>
          <Link href={CHANGE_PASSWORD_PATH} className="link">
            Change your password
          </Link>
        </dd>
        <dt className="font-medium">Alerts</dt>
        <dd>
          <Link href={ALERT_SETTINGS_PATH} className="link">
            Alert settings: what reaches you, your time zone and digest
          </Link>
        </dd>
      </dl>

      <section aria-labelledby="two-factor-heading" className="mt-10 space-y-4">
        <h2 id="two-factor-heading" className="text-xl font-semibold">
          Two-factor sign-in
        </h2>
        {mustEnrolTwoFactor && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Admins require two-factor sign-in for your role. Set it up here before you can use the rest of Hedge Desk.
          </p>
        )}
        {user.isDemo ? (
          <p className="text-sm text-slate-700">
            Demo accounts cannot use two-factor sign-in: they are shared by everyone trying the sandbox.
          </p>
        ) : (
          <TwoFactorSettings enabled={user.twoFactorEnabled} />
        )}
      </section>
    </div>
  );
}
