import { buttonClass, focusRing } from "@/components/ui/styles";
import { SEARCH_PATH } from "@/lib/paths/app-paths";
import { SEARCH_TEXT_MAX } from "@/lib/schemas/book-search";

/** A plain GET form (no JavaScript): any id or part of a customer's name, searched in the book. */
export function BookSearchForm({ value = "" }: { value?: string }) {
  return (
    <form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label="Search the book"
      className="flex w-full items-center gap-2 sm:w-auto"
    >
      <label htmlFor="book-search" className="sr-only">
        Search by any id or customer name
      </label>
      <input
        id="book-search"
        name="q"
        type="search"
        defaultValue={value}
        maxLength={SEARCH_TEXT_MAX}
        spellCheck={false}
        autoComplete="off"
        placeholder="Any id or customer name"
        className={`w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:w-52 ${focusRing}`}
      />
      <button type="submit" className={buttonClass.secondary}>
        Search book
      </button>
    </form>
  );
}
