// Zod-free, for the client bundle too: the one rule on control characters in what people send.

/** C0 controls and DEL: nothing a person types into a field, and a NUL is text Postgres refuses. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A multi-line field (a reason) keeps tab and line breaks. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE =
  "It contains a control character (such as a NUL byte), which Hedge Desk does not accept: remove it.";

export function hasControlCharacter(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}
