import { tableClass } from "@/components/ui/styles";
import type { QueueRow } from "@/lib/desk/items/queue";
import { ageText } from "@/lib/format/item-history-text";
import { itemPath } from "@/lib/paths/app-paths";
import { itemAbout, itemDetail } from "./item-object";
import { stateText } from "./item-panel";

const NOTE_SHOWN = 80;

/** The view's page of items: what each is about (to its panel), its state, owner, age and latest note. */
export function QueueTable({ rows, selectable, now }: { rows: QueueRow[]; selectable: boolean; now: Date }) {
  return (
    <div className={`${tableClass.wrapper} mt-3`}>
      <table className={tableClass.table}>
        <caption className="sr-only">Work queue items</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th scope="col">Item</th>
            <th scope="col">State</th>
            <th scope="col">Owner</th>
            <th scope="col">Age</th>
            <th scope="col">Latest note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const about = itemAbout(row);
            return (
              <tr key={row.id} data-testid="queue-row">
                {selectable && (
                  <td>
                    <input
                      type="checkbox"
                      name="itemIds"
                      value={row.id}
                      aria-label={`Select ${about}, item ${row.id}`}
                      className="size-4"
                    />
                  </td>
                )}
                <td>
                  <a href={itemPath(row.id)} className="link">
                    {about}
                  </a>
                  <span className="block text-xs text-slate-600">
                    item {row.id} · {itemDetail(row)}
                  </span>
                </td>
                <td>
                  {stateText(
                    { state: row.state, snoozedUntil: row.snoozedUntil, acknowledgedAt: row.acknowledgedAt },
                    now,
                  )}
                </td>
                <td>{row.ownerEmail ?? "Unassigned"}</td>
                <td>{ageText(row.openedAt, now)}</td>
                <td className="max-w-xs">
                  {row.latestNote ? (
                    <>
                      {row.latestNote.length > NOTE_SHOWN ? `${row.latestNote.slice(0, NOTE_SHOWN)}…` : row.latestNote}
                      <span className="block text-xs text-slate-600">{row.latestNoteBy}</span>
                    </>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
