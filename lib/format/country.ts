import { EMPTY } from "./format";

const regionNames = (() => {
  try {
    return new Intl.DisplayNames("en-GB", { type: "region" });
  } catch {
    return null;
  }
})();

/** "GB" with its name for the eye; a code Intl does not know is shown as it came. */
export function country(code: string | null): { code: string; name: string | null } {
  if (!code) return { code: EMPTY, name: null };
  try {
    const name = /^[A-Za-z]{2}$/.test(code) ? (regionNames?.of(code.toUpperCase()) ?? null) : null;
    return { code, name: name && name !== code.toUpperCase() ? name : null };
  } catch {
    return { code, name: null };
  }
}
