import { formatTimestamp } from "@/lib/format/format-time";

/** A timestamp in UTC, labelled so, until a `LocalTimeScope` island around it shows it in the browser's zone. */
export function LocalTimestamp({ unixSeconds }: { unixSeconds: number | null }) {
  const valid = unixSeconds !== null && Number.isFinite(unixSeconds);
  return (
    <time
      dateTime={valid ? new Date(Math.round(unixSeconds * 1000)).toISOString() : undefined}
      data-unix={valid ? unixSeconds : undefined}
    >
      {wrapOnlyAfterDay(formatTimestamp(unixSeconds, "UTC"))}
    </time>
  );
}

/** "21 Nov 2026, 15:05:09 GMT+1" may break after the day's comma in a narrow column, nowhere else. */
export const wrapOnlyAfterDay = (text: string) => text.replace(/ /g, "\u00a0").replace(",\u00a0", ", ");
