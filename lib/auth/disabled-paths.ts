/**
 * better-auth endpoints the dashboard never calls over HTTP: they answer 404. Sign-in goes through
 * /sign-in/email; sign-out, password changes and staff changes are server actions calling our own code.
 */
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

/**
 * Reachable only from our server actions (lib/actions/two-factor*.ts), never straight over HTTP: there the
 * rules (admins' requirement, demo accounts, the trail) would be skipped. Matched on the decoded,
 * lower-cased path, so an encoded or differently cased spelling is refused too.
 */
export function isActionOnlyAuthPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).toLowerCase();
  } catch {
    return true;
  }
  return decoded.includes("two-factor");
}
