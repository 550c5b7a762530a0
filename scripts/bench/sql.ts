// SQL from stdin, its statements run in turn on the app's database (DATA_DIR; PGlite: while the app is stopped).
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "@/lib/db";

let text = "";
for await (const chunk of process.stdin) text += chunk;
const db = await getDb();
for (const statement of text.split(/;\s*$/m).filter((each) => each.trim())) await db.execute(sql.raw(statement));
await closeDatabase();
