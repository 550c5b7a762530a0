/** better-auth endpoints the dashboard never calls over HTTP answer 404. */
export const DISABLED_AUTH_PATHS = [
  "/sign-up/email",
  "/sign-in/social",
  "/sign-out",
  "/request-password-reset",
  "/forget-password",
  "/reset-password",
  "/verify-password",
  "/change-password",
  "/change-email",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-session",
  "/list-accounts",
  "/link-social",
  "/unlink-account",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/send-verification-email",
  "/verify-email",
  // Two-factor by authenticator app only: no codes by e-mail; backup codes come with enrolment.
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
];

/** Only our server actions reach these, or their rules would be skipped; matched on the decoded, lower-cased path. */
export function isActionOnlyAuthPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).toLowerCase();
  } catch {
    return true;
  }
  return decoded.includes("two-factor");
}
