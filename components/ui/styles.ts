/** Class names shared by the dashboard's controls, so buttons and fields look and focus alike. */

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

// app/globals.css spells these out once, so long utility lists are not repeated in every page's HTML.
export const buttonClass = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  danger: "btn-danger",
  /** A pager's link that goes nowhere (first page, last page): looks like a button, inert. */
  disabled: "btn-disabled",
  link: "link",
} as const;

export const fieldClass = "field";

export const labelClass = "field-label";

/** Tables: cell padding, alignment and header style come from `.data-table` in app/globals.css. */
export const tableClass = {
  // relative: the sr-only text inside (absolutely placed) stays in the scroll box instead of widening the page
  wrapper: "relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm",
  table: "data-table",
} as const;

export const copyButtonClass = "copy-btn"; // app/globals.css
