import Link from "next/link";
import type { ParamProblem } from "@/lib/domain/list-params";
import { buttonClass } from "./styles";

// A long value is cut for the eye: the message names it, it need not repeat all of it.
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The address holds values the list cannot use: say which and why, and offer the way out; nothing is clamped. */
export function InvalidParams({
  problems,
  repairHref,
  clearHref,
}: {
  problems: ParamProblem[];
  repairHref: string;
  clearHref?: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="invalid-params-title"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="invalid-params-title" className="text-lg font-semibold">
        The address has values this list cannot use
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.param}>
            <code className="font-mono text-sm">
              {problem.param}={shown(problem.value)}
            </code>
            : {problem.message}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={repairHref} className={buttonClass.primary}>
          Show the list without them
        </Link>
        {clearHref && (
          <Link href={clearHref} className={buttonClass.secondary}>
            Clear all filters
          </Link>
        )}
      </div>
    </section>
  );
}
