"use client";

import { CopyButton } from "@/components/ui/copy-button";
import { buttonClass } from "@/components/ui/styles";

export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="backup-codes-heading" className="space-y-4">
      <h3 id="backup-codes-heading" className="text-lg font-semibold">
        Two-factor sign-in is on. Save your backup codes
      </h3>
      <p className="text-sm text-slate-700">
        If you lose your authenticator app, each of these codes signs you in once. Keep them somewhere safe:{" "}
        <strong>they will not be shown again.</strong>
      </p>
      <ul aria-label="Backup codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <CopyButton value={codes.join("\n")} label="backup codes" fallback="select the codes instead" />
      <div>
        <button type="button" className={buttonClass.primary} onClick={onDone}>
          I have saved my backup codes
        </button>
      </div>
    </section>
  );
}
