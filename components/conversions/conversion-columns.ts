/** Apart from the table, so the loading skeleton counts them without bundling the table's islands. */
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
