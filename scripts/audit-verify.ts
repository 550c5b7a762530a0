// `npm run audit:verify`: checks the audit trail's hash chain from its first row to its last, names the first row that
// does not hold, and records the check (shown on /audit). Exit code 1 when the chain is broken.
import { recordChainCheck, verifyAuditChain } from "@/lib/audit/chain";
import { closeDatabase, getDb } from "@/lib/db";

async function main() {
  try {
    const db = await getDb();
    const check = await verifyAuditChain(db);
    await recordChainCheck(db, check);
    if (check.ok) console.log(`The audit trail's chain holds: ${check.rows} rows, each linked to the one before.`);
    else {
      console.error(`The audit trail's chain is broken after ${check.rows} good rows: ${check.problem}`);
      process.exitCode = 1;
    }
  } catch (error) {
    const known = (error as Error).name === "DatabaseLockedError";
    console.error(`audit:verify: ${known ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

void main();
