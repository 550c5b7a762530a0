import { pageSizeChoices } from "@/lib/domain/list-params";
import { selectOptions, SelectField } from "./select-field";

/**
 * Rows per page as a field of a list's GET filter form (the book's, the audit trail's): the choices of PageSizeSelect,
 * sent with the filters, so no client code. Lists whose controls change the address at once use PageSizeSelect.
 */
export function PageSizeField({ id, perPage }: { id: string; perPage: number }) {
  const options = selectOptions(pageSizeChoices(perPage).map(String));
  return <SelectField id={id} name="per_page" label="Rows per page" selected={String(perPage)} options={options} />;
}
