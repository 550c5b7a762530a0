/** JSON.parse, but every number kept as the text the service wrote, which a double would round. */

/** A JSON number as written. */
export class ExactNumber {
  constructor(readonly text: string) {}
}

export type ExactJson = null | boolean | string | ExactNumber | ExactJson[] | { [key: string]: ExactJson };

// U+0000 cannot appear unescaped in JSON text, so only a number we marked starts with the marker.
const MARK = "\u0000#";
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MARKED_NUMBER = /^\u0000#-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

export function parseExact(text: string): ExactJson {
  let out = "";
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (at += 1; at < text.length && text.charCodeAt(at) !== 0x22; at += 1) {
        if (text.charCodeAt(at) === 0x5c /* \ */) at += 1;
      }
      continue;
    }
    if (char === 0x2d /* - */ || (char >= 0x30 && char <= 0x39)) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      if (!match) continue; // not a number: JSON.parse below says so
      out += text.slice(from, at) + `"\\u0000#${match[0]}"`;
      at += match[0].length - 1;
      from = at + 1;
    }
  }
  out += text.slice(from);
  return JSON.parse(out, (_key, value: unknown) =>
    typeof value === "string" && MARKED_NUMBER.test(value) ? new ExactNumber(value.slice(MARK.length)) : value,
  ) as ExactJson;
}

/** Back to JSON text, each number exactly as it was read (for a jsonb column, which keeps numeric exactly). */
export function exactJsonText(value: ExactJson | undefined): string {
  if (value === undefined) return "null";
  if (value instanceof ExactNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(exactJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${exactJsonText(entry)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export function isExactObject(value: ExactJson | undefined): value is { [key: string]: ExactJson } {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof ExactNumber);
}
