import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { getSessionIncludingPasswordChange } from "@/lib/auth/session";
import { CHANGE_PASSWORD_PATH, DESK_PATH, signInPath } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Change password" };

/** Outside the dashboard's layout: after a reset this is the only page that works. */
export default async function ChangePasswordPage() {
  const session = await getSessionIncludingPasswordChange();
  if (!session) redirect(signInPath(CHANGE_PASSWORD_PATH));

  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16">
      <div className="w-full max-w-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Change your password</h1>
        <p className="mt-2 text-sm text-slate-600">
          {session.mustChangePassword
            ? "Your password was reset by an admin. Choose a new one to continue."
            : "Your other sessions are signed out when you change it."}{" "}
          Signed in as {session.user.email}.
        </p>
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <ChangePasswordForm />
        </div>
        <div className="mt-6 flex items-center justify-between text-sm">
          {session.mustChangePassword ? (
            <span />
          ) : (
            <Link href={DESK_PATH} className="link">
              Back to Hedge Desk
            </Link>
          )}
          <SignOutButton />
        </div>
      </div>
    </main>
  );
}
