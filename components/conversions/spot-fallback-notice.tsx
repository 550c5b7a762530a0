import { formatDate } from "@/lib/format/format";

/** Goes with lib/hedging/conversion-or-spot.ts. */
export function SpotFallbackNotice({ removalDate }: { removalDate: string }) {
  return (
    <section
      aria-label="Read from the deprecated spots endpoint"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">Read from the deprecated spots endpoint</p>
      <p className="mt-1">
        The hedging service did not find this id as a conversion, so it was read as a spot (<code>GET /spots/…</code>).
        That endpoint will be removed on {formatDate(removalDate)}; after that this record may no longer be found here.
        Tell the hedging service&apos;s support if it should be a conversion.
      </p>
    </section>
  );
}
