import { hash32 } from "./hash";

/** Conversions production knows only through the deprecated spot endpoint (about one in five). */
export function isSpotOnly(storedId: string): boolean {
  return hash32(`spot-only:${storedId.toLowerCase()}`) % 5 === 0;
}
