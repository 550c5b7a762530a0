export const HTTP_REQUEST_SECONDS: string;
export const UNCOUNTED: unique symbol;
export function statusClass(status: number): string;
export function recordHttpRequests(options?: { distDir?: string }): void;
