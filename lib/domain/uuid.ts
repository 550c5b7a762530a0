/**
 * The id pattern of lib/schemas/ids.ts (8-4-4-4-12 hex, any version), without zod, for the client
 * bundle of the list pages (the "go to customer" and conversion lookup boxes). uuid.test.ts keeps the two equal.
 */
export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a field holding something else is told (lib/schemas/ids.ts says the same). */
export function uuidMessage(label: string): string {
  return `${label} must be an id like 1b0ada1e-fa1b-4cfe-a553-01b340c5650e.`;
}

/** The id trimmed and lower-cased when it is one, else null. */
export function readUuid(value: string): string | null {
  const text = value.trim();
  return UUID_TEXT.test(text) ? text.toLowerCase() : null;
}
