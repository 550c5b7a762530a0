import "server-only";
import { getDb } from "@/lib/db";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts } from "./accounts";
import { getAuth } from "./auth";

/**
 * At server start: builds the auth instance (so a missing BETTER_AUTH_SECRET with a real upstream
 * stops the server with one clear line, an AuthConfigError) and, in sandbox mode only, makes sure
 * the demo accounts exist. Returns the lines to print.
 */
export async function prepareStaffSignIn(): Promise<string[]> {
  await getAuth();
  if (!isEmbeddedSandbox()) return [];
  await ensureDemoAccounts(await getDb());
  const emails = DEMO_ACCOUNTS.map((account) => account.email).join(", ");
  return [`sandbox mode: demo staff accounts ${emails}, password ${DEMO_PASSWORD}`];
}
