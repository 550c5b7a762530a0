/** Class names shared by the dashboard's controls, so buttons and fields look and focus alike. */

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export const buttonClass = {
  primary: `rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  secondary: `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  danger: `rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  link: `text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 ${focusRing}`,
} as const;

export const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

export const labelClass = "block text-sm font-medium text-slate-800";

export const tableClass = {
  wrapper: "overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm",
  table: "min-w-full divide-y divide-slate-200 text-sm",
  head: "bg-slate-50 text-left text-slate-700",
  th: "px-2.5 py-2 align-bottom font-medium whitespace-nowrap",
  td: "px-2.5 py-2 align-top",
  number: "px-2.5 py-2 align-top text-right tabular whitespace-nowrap",
} as const;

export const copyButtonClass = `min-h-6 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 ${focusRing}`;
