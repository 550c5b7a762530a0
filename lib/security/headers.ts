import { COMMON_SECURITY_HEADERS, HSTS } from "./header-values.mjs";

// Scripts run only with this request's nonce; styles may be inline because Next and React write style attributes.
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  // React's development build evaluates code for its debugging aids; production never does.
  if (options.development) scriptSrc.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(options: { csp: string; https: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": options.csp,
    ...COMMON_SECURITY_HEADERS,
    ...(options.https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
