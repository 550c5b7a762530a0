// One instance's mail sender and nothing else, started by sender-processes.postgres.test.ts as a real process
// (node --conditions react-server --import tsx), so that it can be killed with SIGKILL mid-send.
import { hostname } from "node:os";
import { getDb } from "@/lib/db";
import { sendDueMail } from "@/lib/mail/sender";
import { createMailTransport } from "@/lib/mail/transport";

const db = await getDb();
const options = {
  transport: createMailTransport(process.env.SMTP_URL!, "desk@example.com"),
  appUrl: "https://desk.example.com",
  instance: `${hostname()}:${process.pid}`,
  leaseSeconds: Number(process.env.MAIL_TEST_LEASE_SECONDS),
  retryBaseSeconds: 1,
  retryMaxSeconds: 1,
};
console.log("sender ready");
for (;;) {
  await sendDueMail(db, options);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
