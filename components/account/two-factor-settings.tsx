import { TurnOffTwoFactor } from "./turn-off-two-factor";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  if (enabled) {
    return (
      <>
        <p className="text-sm text-slate-700">
          <strong>On.</strong> Signing in asks for a code from your authenticator app, or one of your backup codes.
        </p>
        <TurnOffTwoFactor />
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        <strong>Off.</strong> With it on, signing in also asks for a code from an authenticator app on your phone.
      </p>
      <TwoFactorEnrolment />
    </>
  );
}
