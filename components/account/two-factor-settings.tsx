"use client";

import { useState } from "react";
import { TurnOffTwoFactor } from "./turn-off-two-factor";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

/** An enrolment under way stays mounted when the page re-renders as "on", so its backup codes stay on screen. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [enrolling, setEnrolling] = useState(false);

  if (enabled && !enrolling) {
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
      {!enabled && (
        <p className="text-sm text-slate-700">
          <strong>Off.</strong> With it on, signing in also asks for a code from an authenticator app on your phone.
        </p>
      )}
      <TwoFactorEnrolment onStarted={() => setEnrolling(true)} onDone={() => setEnrolling(false)} />
    </>
  );
}
