export const AUTH_COOKIE_PREFIX = "hedge-desk";
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;
/** Over https better-auth adds the __Secure- prefix. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`] as const;
/** The two-factor plugin's pending-sign-in challenge, set by the password step. */
export const TWO_FACTOR_CHALLENGE_COOKIE_NAMES = [
  `${AUTH_COOKIE_PREFIX}.two_factor`,
  `__Secure-${AUTH_COOKIE_PREFIX}.two_factor`,
] as const;
export const CLIENT_ADDRESS_HEADER = "x-hedge-desk-client-address";
export const PATH_HEADER = "x-hedge-desk-path";
