/** Shown on arrival from the accept: the service confirmed it, whether or not the drawdown can be read back yet. */
export function DrawdownAcceptedNotice({ detailsLoaded }: { detailsLoaded: boolean }) {
  return (
    <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
      <strong className="font-medium">Drawdown accepted.</strong>{" "}
      {detailsLoaded
        ? "The hedging service confirmed it; its details are below."
        : "The hedging service confirmed it, but its details could not be loaded just now. Do not accept again: reload this page, or see the dual hedge."}
    </p>
  );
}
