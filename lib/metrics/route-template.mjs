import { readFileSync } from "node:fs";
import path from "node:path";

/** Every label value a request can get: the build's own route templates, two for Next's files, and "other". */
export const OTHER_ROUTE = "other";

/** From the build's routes manifest, so a label never carries an id; no route (a 404, a probe, next dev) is "other". */
export function routeTemplates(distDir = path.join(process.cwd(), ".next")) {
  let manifest = { staticRoutes: [], dynamicRoutes: [] };
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  } catch {
    // No build here: every request is "other".
  }
  const statics = new Set(manifest.staticRoutes.map((route) => route.page));
  const dynamics = manifest.dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return function templateOf(url) {
    const pathname = pagePath(url);
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/image")) return "/_next/image";
    const plain = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (statics.has(plain)) return plain;
    return dynamics.find((route) => route.regex.test(plain))?.page ?? OTHER_ROUTE;
  };
}

/** The page a request is for: no query, and a client navigation's `.rsc` or segment-prefetch suffix dropped. */
function pagePath(url) {
  const end = url.search(/[?#]/);
  let pathname = end === -1 ? url : url.slice(0, end);
  const segments = pathname.indexOf(".segments/");
  if (segments !== -1) pathname = pathname.slice(0, segments);
  if (pathname.endsWith(".rsc")) pathname = pathname.slice(0, -".rsc".length);
  if (pathname === "/index") return "/";
  return pathname || "/";
}
