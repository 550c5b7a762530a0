/** Class names shared by the dashboard's controls, so buttons and fields look and focus alike. */

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export const buttonClass = {
  primary: `rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  secondary: `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  danger: `rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  link: "link", // app/globals.css
} as const;

export const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

export const labelClass = "block text-sm font-medium text-slate-800";

/** Tables: cell padding, alignment and header style come from `.data-table` in app/globals.css. */
export const tableClass = {
  // relative: the sr-only text inside (absolutely placed) stays in the scroll box instead of widening the page
  wrapper: "relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm",
  table: "data-table",
} as const;

export const copyButtonClass = "copy-btn"; // app/globals.css
