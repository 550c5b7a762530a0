/**
 * The conversions table's columns, apart from the table so the list's loading skeleton can count
 * them without importing the table (and with it the table's client islands into the loading state's bundle).
 */
export const COLUMNS: { name: string; numeric?: boolean }[] = [
  { name: "Id" },
  { name: "Issued" },
  { name: "Accepted at" },
  { name: "Pair" },
  { name: "From amount", numeric: true },
  { name: "To amount", numeric: true },
  { name: "Rate", numeric: true },
  { name: "Completed" },
];
export const CONVERSION_COLUMN_COUNT = COLUMNS.length;
