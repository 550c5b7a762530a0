import { CopyButton } from "@/components/ui/copy-button";

export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="backup-codes-heading" className="space-y-2">
      <h3 id="backup-codes-heading" className="font-semibold text-slate-900">
        Save your backup codes
      </h3>
      <p>
        If you lose your authenticator app, each of these codes signs you in once. Keep them somewhere safe:{" "}
        <strong>they will not be shown again.</strong>
      </p>
      <ul aria-label="Backup codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <CopyButton value={codes.join("\n")} label="backup codes" fallback="select the codes instead" />
    </section>
  );
}
