export type Page = { page: number; perPage: number };
export type PageResult<T> = { rows: T[]; total: number };

/** Offset of a page, or null when it starts past the end (then the page query is skipped). */
export function pageOffset({ page, perPage }: Page, total: number): number | null {
  const offset = (page - 1) * perPage;
  return offset < total ? offset : null;
}
