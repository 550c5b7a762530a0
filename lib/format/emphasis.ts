// The service marks state names with asterisks; split, never rendered as markup.
export interface TextPart {
  text: string;
  emphasis: boolean;
}

export function splitEmphasis(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\*([^*\n]+)\*/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), emphasis: false });
    parts.push({ text: match[1]!, emphasis: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), emphasis: false });
  return parts;
}
