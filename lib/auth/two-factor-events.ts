import "server-only";
import { headers } from "next/headers";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { logger } from "@/lib/log/logger";
import { clientAddressFromHeaders } from "@/lib/request/client-address";

const log = logger.child({ component: "two-factor" });

/** The one place a two-factor change is recorded; the change already happened, so a failed write is logged, not shown as a failure. */
export async function noteTwoFactorChange(
  user: { id: string; email: string },
  change: "enrolled" | "removed",
  requestId: string,
): Promise<void> {
  const kind = change === "enrolled" ? "twoFactorEnrolled" : "twoFactorRemoved";
  await recordSecurityEvent({
    kind,
    actor: { id: user.id, email: user.email },
    clientAddress: clientAddressFromHeaders(await headers()),
    requestId,
  }).catch((error: unknown) =>
    log.error({ err: error, userId: user.id, requestId, kind }, "two-factor change not written to the trail"),
  );
}
