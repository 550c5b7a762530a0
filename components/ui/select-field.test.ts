import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SelectField, selectOptions } from "@/components/ui/select-field";
import { fieldClass, labelClass } from "@/components/ui/styles";

// The filter forms of the approvals, audit, book and desk pages render their selects through SelectField: the e2e
// specs drive those forms; this holds the markup they rely on (label tied to the field, the address's choice shown).

const render = (props: Parameters<typeof SelectField>[0]) => renderToStaticMarkup(createElement(SelectField, props));

describe("selectOptions", () => {
  test("each value with its label, in order; the value itself when no label is given", () => {
    expect(selectOptions(["a", "b"], (value) => value.toUpperCase())).toEqual([
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ]);
    expect(selectOptions(["25", "50"])).toEqual([
      { value: "25", label: "25" },
      { value: "50", label: "50" },
    ]);
  });

  test("`any` puts the empty choice first, under its label", () => {
    expect(selectOptions(["x"], undefined, { any: "Anyone" })).toEqual([
      { value: "", label: "Anyone" },
      { value: "x", label: "x" },
    ]);
  });
});

describe("SelectField", () => {
  const options = [
    { value: "", label: "Any" },
    { value: "Active", label: "Active" },
    { value: "Overdue", label: "Overdue" },
  ];

  test("a label tied to a named select with the shared classes, the chosen value selected", () => {
    const html = render({ id: "book-status", name: "status", label: "Status", selected: "Overdue", options });
    expect(html).toBe(
      `<div><label for="book-status" class="${labelClass}">Status</label>` +
        `<select id="book-status" name="status" class="${fieldClass}">` +
        `<option value="">Any</option><option value="Active">Active</option>` +
        `<option value="Overdue" selected="">Overdue</option></select></div>`,
    );
  });

  test("with nothing chosen the empty choice is selected, wherever it stands", () => {
    const html = render({ id: "f", name: "f", label: "F", options: [...options.slice(1), options[0]!] });
    expect(html).toContain(`<option value="" selected="">Any</option>`);
    expect(html.match(/selected=""/g)).toHaveLength(1);
  });

  test("groups become optgroups; className widens the field's classes; children follow the select", () => {
    const html = renderToStaticMarkup(
      createElement(
        SelectField,
        {
          id: "audit-action",
          name: "action",
          label: "Action",
          selected: "b",
          options: [
            { value: "", label: "Any" },
            { group: "Letters", options: selectOptions(["a", "b"]) },
          ],
          className: "w-40",
        },
        createElement("p", null, "hint"),
      ),
    );
    expect(html).toContain(`class="${fieldClass} w-40"`);
    expect(html).toContain(
      `<optgroup label="Letters"><option value="a">a</option><option value="b" selected="">b</option></optgroup>`,
    );
    expect(html).toMatch(/<\/select><p>hint<\/p><\/div>$/);
  });
});
