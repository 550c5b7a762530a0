// Plain JS so next.config.js (static assets) and proxy.ts (everything else) send the same values.

/** On every response, page or file. */
export const COMMON_SECURITY_HEADERS = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Only over HTTPS: a browser ignores it on plain HTTP, and it must never pin localhost. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Next's own build files (scripts, styles, fonts) are never a page: opened as one, nothing in them may run or be framed. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
