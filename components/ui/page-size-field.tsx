import { pageSizeChoices } from "@/lib/domain/list-params";
import { selectOptions, SelectField } from "./select-field";

/** Rows per page as a field of a GET filter form, so no client code. */
export function PageSizeField({ id, perPage }: { id: string; perPage: number }) {
  const options = selectOptions(pageSizeChoices(perPage).map(String));
  return <SelectField id={id} name="per_page" label="Rows per page" selected={String(perPage)} options={options} />;
}
