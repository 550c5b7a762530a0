// `npm run user:reset -- --email someone@example.com`: a temporary password is generated and printed once, or read from
// stdin's first line when piped. They must choose their own at next sign-in; every session of theirs ends.
// With PGlite, stop the server first.
import { parseArgs } from "node:util";
import { cliActor, recordSecurityEvent } from "@/lib/audit/security-events";
import { generateTemporaryPassword, resetStaffPassword } from "@/lib/auth/passwords";
import { MIN_PASSWORD_LENGTH, newPasswordSchema, staffEmailSchema } from "@/lib/auth/schemas";
import { closeDatabase, getDb } from "@/lib/db";
import { readStdinLine } from "./password-input";

const usage =
  "usage: npm run user:reset -- --email <email>   (pipe a password on stdin to set it instead of generating one)";

function fail(message: string): never {
  console.error(`user:reset: ${message}`);
  process.exit(1);
}

async function main() {
  let values: { email?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const email = staffEmailSchema.safeParse(values.email);
  if (!email.success) fail(usage);
  const generated = process.stdin.isTTY === true;
  const password = generated ? generateTemporaryPassword() : await readStdinLine();
  if (!newPasswordSchema.safeParse(password).success)
    fail(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  try {
    const db = await getDb();
    const reset = await resetStaffPassword(db, { email: email.data }, password);
    if (!reset.ok) {
      console.error(`user:reset: no account for ${email.data}`);
      process.exitCode = 1;
      return;
    }
    await recordSecurityEvent(
      {
        kind: "passwordReset",
        actor: cliActor("user:reset"),
        target: { userId: reset.userId, email: reset.email },
        detail: { by: "cli" },
      },
      db,
    );
    if (generated) console.log(`Temporary password for ${reset.email} (shown once): ${password}`);
    console.log(
      `Reset the password of ${reset.email}: signed out everywhere, and must choose a new one at next sign-in.`,
    );
  } catch (error) {
    const known = (error as Error).name === "DatabaseLockedError";
    console.error(`user:reset: ${known ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

void main();
