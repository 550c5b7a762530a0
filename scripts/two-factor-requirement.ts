// `npm run two-factor:requirement -- --optional` (or `--required`): what admins set on /staff, from the command line,
// for a deployment (or a test) whose operators do not enrol. With a real service it is required until someone says
// otherwise; the change is written to the trail. With PGlite, stop the server first.
import { parseArgs } from "node:util";
import { cliActor } from "@/lib/audit/security-events";
import { closeDatabase, getDb } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { writeTwoFactorRequirement } from "@/lib/settings/write-security-settings";

const usage = "usage: npm run two-factor:requirement -- --required | --optional";

function fail(message: string): never {
  console.error(`two-factor:requirement: ${message}`);
  process.exit(1);
}

async function main() {
  let values: { required?: boolean; optional?: boolean };
  try {
    ({ values } = parseArgs({ options: { required: { type: "boolean" }, optional: { type: "boolean" } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (values.required === values.optional) fail(usage);
  const requireTwoFactor = values.required === true;
  const actor = cliActor("two-factor:requirement");
  try {
    const db = await getDb();
    await writeTwoFactorRequirement(db, { requireTwoFactor }, actor.id);
    // The same action name as the /staff form's, so /audit lists both under "Set two-factor requirement".
    await db.insert(auditEvents).values({
      staffUserId: actor.id,
      staffEmail: actor.email,
      action: "setTwoFactorRequirement",
      targetIds: { requireTwoFactor: String(requireTwoFactor) },
      outcome: "recorded",
    });
    console.log(`Two-factor sign-in is now ${requireTwoFactor ? "required" : "optional"} for operators and admins.`);
  } catch (error) {
    const known = (error as Error).name === "DatabaseLockedError";
    console.error(`two-factor:requirement: ${known ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

void main();
