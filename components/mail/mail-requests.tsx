import { emailEnabled } from "@/lib/env/email";
import { EMAIL_OFF } from "@/lib/mail/config";
import { MailRequestButtons } from "./mail-request-buttons";

/** For the alert settings page: test email and digest now, or why email is off. */
export function MailRequests() {
  return (
    <section aria-labelledby="mail-requests" className="mt-6 max-w-2xl rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="mail-requests" className="text-base font-semibold">
        Email
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Check that mail reaches you, or have what your next digest would hold sent now (it then starts after this one).
      </p>
      <div className="mt-3">
        <MailRequestButtons emailOff={emailEnabled() ? null : EMAIL_OFF} />
      </div>
    </section>
  );
}
