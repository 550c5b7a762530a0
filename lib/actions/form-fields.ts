/** A posted form's text fields, without the ones React adds to a form posted before hydration. */
export function formFields(formData: unknown): Record<string, string> {
  // Anything but a form's data (a call made by hand) has no fields: the schema then refuses it.
  if (!(formData instanceof FormData)) return {};
  return Object.fromEntries(
    [...formData.entries()].flatMap(([key, value]) =>
      key.startsWith("$ACTION") || typeof value !== "string" ? [] : [[key, value]],
    ),
  );
}
