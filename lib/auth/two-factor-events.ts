import "server-only";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "two-factor" });

/** The one place a two-factor change is recorded; the security-event trail takes it over when it lands. */
export async function noteTwoFactorChange(user: { id: string; email: string }, change: "enrolled" | "removed", requestId: string): Promise<void> {
  log.info({ userId: user.id, email: user.email, requestId, change }, `two-factor ${change}`);
}
