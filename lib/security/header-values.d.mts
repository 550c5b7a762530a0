export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>>;
export const HSTS: string;
export const ASSET_CSP: string;
