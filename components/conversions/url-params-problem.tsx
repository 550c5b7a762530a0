import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";
import type { ParamProblem } from "@/lib/domain/list-params";

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** components/ui/invalid-params.tsx without the filters: this list has none. */
export function UrlParamsProblem({ problems, resetHref }: { problems: ParamProblem[]; resetHref: string }) {
  return (
    <section
      role="alert"
      aria-label="This address cannot be shown"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 className="text-lg font-semibold">This address cannot be shown</h2>
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
      <Link href={resetHref} className={`mt-4 inline-block ${buttonClass.primary}`}>
        Show the first page
      </Link>
    </section>
  );
}
