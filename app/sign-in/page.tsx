import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeNextPath } from "@/lib/auth/schemas";
import { getSessionIncludingPasswordChange } from "@/lib/auth/session";
import { CHANGE_PASSWORD_PATH } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined);
  const session = await getSessionIncludingPasswordChange();
  if (session) redirect(session.mustChangePassword ? CHANGE_PASSWORD_PATH : target);

  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16">
      <div className="w-full max-w-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Sign in to Hedge Desk</h1>
        <p className="mt-2 text-sm text-slate-600">Staff only. Ask an admin if you need an account.</p>
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <SignInForm next={target} />
        </div>
      </div>
    </main>
  );
}
