import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { fieldClass, labelClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";

// The audit, book and desk filter forms render their text filters through TextField: the e2e specs drive those forms;
// this holds the markup they rely on (label tied to the field, the address's text shown, the hint announced).

const render = (props: Parameters<typeof TextField>[0]) => renderToStaticMarkup(createElement(TextField, props));

describe("TextField", () => {
  test("a label tied to a named text input with the shared classes, showing the address's text", () => {
    const html = render({ id: "book-customer", name: "customer", label: "Customer id or name", value: "Acme <B1>" });
    expect(html).toContain(`<label for="book-customer" class="${labelClass}">Customer id or name</label>`);
    expect(html).toMatch(/<input id="book-customer"[^>]* name="customer"[^>]* value="Acme &lt;B1&gt;"\/>/);
    expect(html).toContain(`type="text" class="${fieldClass}"`);
    expect(html).not.toContain("aria-describedby");
  });

  test("no text in the address: an empty field", () => {
    expect(render({ id: "audit-customer", name: "customer", label: "Customer id" })).toContain('value=""');
  });

  test("a hint under the field, tied to it; a width added to the shared classes; limits passed on", () => {
    const html = render({
      id: "desk-customer",
      name: "customer",
      label: "Customer",
      hint: "Its id, or part of its name.",
      className: "sm:w-80",
      maxLength: 200,
      spellCheck: false,
    });
    expect(html).toContain('aria-describedby="desk-customer-hint"');
    expect(html).toContain(
      '<p id="desk-customer-hint" class="mt-1 text-xs text-slate-600">Its id, or part of its name.</p>',
    );
    expect(html).toContain(`class="${fieldClass} sm:w-80"`);
    expect(html).toContain('maxLength="200"');
    expect(html).toContain('spellCheck="false"');
  });
});
