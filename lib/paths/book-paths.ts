// Links into the book page (/book) with its filters. The names are the book page's URL parameters:
// kept here only, so the desk's "see all" links follow them if they change.

export type BookLink = {
  status?: string;
  /** "EUR-USD" */
  pair?: string;
  customer?: string;
  endFrom?: string;
  endTo?: string;
  settlementFrom?: string;
  settlementTo?: string;
  fixedSide?: string;
};

export const BOOK_PATH = "/book";

const ORDER: (keyof BookLink)[] = [
  "status",
  "pair",
  "customer",
  "endFrom",
  "endTo",
  "settlementFrom",
  "settlementTo",
  "fixedSide",
];

export function bookPath(link: BookLink = {}): string {
  const query = new URLSearchParams();
  for (const key of ORDER) {
    const value = link[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${BOOK_PATH}?${text}` : BOOK_PATH;
}
