import { tableClass } from "@/components/ui/styles";
import type { ClassReport } from "@/lib/book/read-report";
import type { ReadClass } from "@/lib/db/schema";
import { EMPTY } from "@/lib/format/format-text";
import { durationText } from "@/lib/format/freshness-text";

const CLASS_LABEL: Record<ReadClass, string> = {
  attention: "Needs attention",
  new: "New (never read)",
  active: "Active",
  quiet: "Quiet",
};

const age = (ms: number | null) => (ms === null ? EMPTY : durationText(ms));

/** Per class: the promise (and by how much it cannot hold), and the reads' measured ages against it. */
export function ReadScheduleTable({ classes, promised }: { classes: ClassReport[]; promised: boolean }) {
  return (
    <div role="region" aria-label="Freshness by class" tabIndex={0} className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">How long each class of customer goes between reads: promised and measured</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Customers</th>
            <th scope="col">Calls per round</th>
            <th scope="col">Read within (promise)</th>
            <th scope="col">Oldest read</th>
            <th scope="col">95th percentile</th>
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {classes.map(({ readClass, ages, promise, behindByMs }) => (
            <tr key={readClass}>
              <th scope="row">{CLASS_LABEL[readClass]}</th>
              <td>{ages.customers.toLocaleString("en")}</td>
              <td>{ages.calls.toLocaleString("en")}</td>
              <td>
                {promised ? durationText(promise.promisedMs) : EMPTY}
                {promised && !promise.holds && (
                  <span className="block text-xs text-red-800">
                    cannot hold {durationText(promise.targetMs)}: {durationText(promise.lateByMs)} more at this rate
                  </span>
                )}
              </td>
              <td>{age(ages.oldestMs)}</td>
              <td>{age(ages.p95Ms)}</td>
              <td>
                {ages.customers === 0 || !promised
                  ? EMPTY
                  : behindByMs > 0
                    ? `behind by ${durationText(behindByMs)}`
                    : "within the promise"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
