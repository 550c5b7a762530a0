import { splitEmphasis } from "@/lib/format/emphasis";

/** Text from the hedging service, with the state it marks (*Cancelled*) in bold; never rendered as markup. */
export function ServiceText({ text }: { text: string }) {
  return (
    <>
      {splitEmphasis(text).map((part, index) =>
        part.emphasis ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
