import { pageSizeChoices } from "@/lib/domain/list-params";
import { fieldClass, labelClass } from "./styles";

/**
 * Rows per page as a field of a list's GET filter form (the book's, the audit trail's): the choices of PageSizeSelect,
 * sent with the filters, so no client code. Lists whose controls change the address at once use PageSizeSelect.
 */
export function PageSizeField({ id, perPage }: { id: string; perPage: number }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Rows per page
      </label>
      <select id={id} name="per_page" defaultValue={String(perPage)} className={fieldClass}>
        {pageSizeChoices(perPage).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
