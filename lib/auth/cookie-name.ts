/** Isomorphic constants of the session cookie, shared by lib/auth/auth.ts and proxy.ts. */
export const AUTH_COOKIE_PREFIX = "hedge-desk";
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;
/** Over https better-auth adds the __Secure- prefix. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`] as const;
/** The header lib/auth hands better-auth the client address in (any incoming value is overwritten). */
export const CLIENT_ADDRESS_HEADER = "x-hedge-desk-client-address";
/** Set by proxy.ts so a page can send a signed-out visitor back where they were. */
export const PATH_HEADER = "x-hedge-desk-path";
