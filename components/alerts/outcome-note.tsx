/** What a form did, or why it did nothing: read out as it appears; an empty live region otherwise. */
export function OutcomeNote({ saved, problem }: { saved: string | null; problem: string | null }) {
  if (problem)
    return (
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {problem}
      </p>
    );
  if (saved)
    return (
      <p
        role="status"
        className="mt-4 rounded-md border border-green-700/40 bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        {saved}
      </p>
    );
  return <p role="status" className="sr-only" />;
}
