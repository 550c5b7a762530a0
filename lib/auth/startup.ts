import "server-only";
import { getDb } from "@/lib/db";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ensureDemoAccounts,
  listDemoAccounts,
  REMOVE_DEMO_ACCOUNTS_COMMAND,
} from "./accounts";
import { insecureAppUrlRefusal } from "./app-url";
import { authSettingsFromEnv, getAuth } from "./auth";
import { AuthConfigError } from "./secret";

/** Stops start-up with one clear line: a real upstream without BETTER_AUTH_SECRET, with APP_URL plain http (not loopback), or with a demo account (public password) still in the database. */
export async function prepareStaffSignIn(): Promise<string[]> {
  const db = await getDb();
  if (!isEmbeddedSandbox()) {
    const insecure = insecureAppUrlRefusal(authSettingsFromEnv().baseURL);
    if (insecure) throw new AuthConfigError(insecure);
    const demo = await listDemoAccounts(db);
    if (demo.length > 0) throw new AuthConfigError(demoAccountsRefusal(demo));
    await getAuth();
    return [];
  }
  await getAuth();
  await ensureDemoAccounts(db);
  const emails = DEMO_ACCOUNTS.map((account) => account.email).join(", ");
  return [`sandbox mode: demo staff accounts ${emails}, password ${DEMO_PASSWORD}`];
}

function demoAccountsRefusal(emails: string[]): string {
  return (
    `HEDGING_API_BASE_URL points at a real hedging service, but the database still holds the sandbox's demo accounts ` +
    `(${emails.join(", ")}), whose password is public. Stop the server and remove them with: ${REMOVE_DEMO_ACCOUNTS_COMMAND}`
  );
}
