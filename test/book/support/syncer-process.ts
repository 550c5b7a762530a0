// One app instance's book sync and nothing else: started by one-syncer.postgres.test.ts as a real process
// (node --conditions react-server --import tsx), so that it can be killed with SIGKILL mid-pass.
import { startBookSync } from "@/lib/process/book-schedule";
import { getDatabase } from "@/lib/db";

await getDatabase();
startBookSync();
console.log("syncer ready");
setInterval(() => {}, 1 << 30); // the sync's timers are unref'd, as in the server: keep this process alive
