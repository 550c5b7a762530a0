// Zod-free twin of lib/schemas/ids.ts for client bundles; uuid.test.ts keeps them equal.
export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidMessage(label: string): string {
  return `${label} must be an id like 1b0ada1e-fa1b-4cfe-a553-01b340c5650e.`;
}

export function readUuid(value: string): string | null {
  const text = value.trim();
  return UUID_TEXT.test(text) ? text.toLowerCase() : null;
}
