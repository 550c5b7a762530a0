// `npm run user:create -- --email someone@example.com --role admin [--name "Some One"]`; the password is prompted, or read from stdin's first line.
// With PGlite, stop the server first.
import { parseArgs } from "node:util";
import { cliActor, recordSecurityEvent } from "@/lib/audit/security-events";
import { createStaffAccount, StaffAccountError } from "@/lib/auth/accounts";
import { isRole } from "@/lib/auth/roles";
import { closeDatabase, getDb } from "@/lib/db";
import { readPassword } from "./password-input";

const usage = "usage: npm run user:create -- --email <email> --role <viewer|operator|admin> [--name <name>]";

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

async function main() {
  let values: { email?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!values.email || !values.role) fail(usage);
  if (!isRole(values.role)) fail(`--role must be viewer, operator or admin\n${usage}`);
  const password = await readPassword(fail);
  try {
    const db = await getDb();
    const created = await createStaffAccount(db, {
      email: values.email,
      role: values.role,
      name: values.name,
      password,
    });
    await recordSecurityEvent(
      {
        kind: "staffCreated",
        actor: cliActor("user:create"),
        target: { userId: created.id, email: created.email },
        detail: { role: created.role },
      },
      db,
    );
    console.log(`Created ${created.role} ${created.email}. They can sign in now.`);
  } catch (error) {
    const known = error instanceof StaffAccountError || (error as Error).name === "DatabaseLockedError";
    console.error(`user:create: ${known ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

void main();
