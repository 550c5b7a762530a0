import "server-only";
import { hostname } from "node:os";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { mailConfig } from "@/lib/mail/config";
import { takeDueDigests } from "@/lib/mail/digests";
import { sendDueMail, type SenderOptions } from "@/lib/mail/sender";
import { createMailTransport } from "@/lib/mail/transport";

const log = logger.child({ component: "mail" });

/** How soon a mail queued on another instance goes; this instance's own are nudged at once. */
const LOOK_EVERY_MS = 5_000;
const DIGESTS_EVERY_MS = 60_000;
/** Longer than one send can take (connection, greeting and socket timeouts): a live sender's claim never runs out. */
const LEASE_SECONDS = 300;
const RETRY_BASE_SECONDS = 15;
const RETRY_MAX_SECONDS = 900;

type State = { options: SenderOptions | null; running: Promise<void> | null; again: boolean; lastDigests: number };
const globalForMail = globalThis as unknown as { hedgeDeskMail?: State };
const state = (): State =>
  (globalForMail.hedgeDeskMail ??= { options: null, running: null, again: false, lastDigests: 0 });

/** Sends what is due now (and takes the digests due this minute); one run at a time in this process. */
export function requestMailSend(): Promise<void> {
  const s = state();
  if (!s.options) return Promise.resolve();
  s.again = true;
  s.running ??= run(s.options).finally(() => (s.running = null));
  return s.running;
}

async function run(options: SenderOptions): Promise<void> {
  const s = state();
  while (s.again) {
    s.again = false;
    try {
      const db = await getDb();
      if (Date.now() - s.lastDigests >= DIGESTS_EVERY_MS) {
        s.lastDigests = Date.now();
        const queued = await takeDueDigests(db, new Date());
        if (queued > 0) log.info({ queued }, "mail: digests queued");
      }
      const report = await sendDueMail(db, options);
      if (report.retrying + report.failed > 0) log.warn(report, "mail: some mail was not sent");
    } catch (error) {
      log.error({ err: error }, "mail: the outbox could not be worked; the next look tries again");
    }
  }
}

/** From the server's start (lib/process/lifecycle.ts): every instance sends, each mail claimed by one of them. */
export function startMail(): void {
  const s = state();
  if (s.options) return;
  const config = mailConfig();
  if (!config) {
    console.log("[hedge-desk] email is off (SMTP_URL unset): alerts reach staff in the app only");
    return;
  }
  s.options = {
    transport: createMailTransport(config.smtpUrl, config.from),
    appUrl: config.appUrl,
    instance: `${hostname()}:${process.pid}`,
    leaseSeconds: LEASE_SECONDS,
    retryBaseSeconds: RETRY_BASE_SECONDS,
    retryMaxSeconds: RETRY_MAX_SECONDS,
  };
  console.log(`[hedge-desk] email on: sent as ${config.from} through ${new URL(config.smtpUrl).host}`);
  setInterval(() => void requestMailSend(), LOOK_EVERY_MS).unref();
  void requestMailSend();
}
