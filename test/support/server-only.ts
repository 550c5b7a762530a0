// Empty stand-in for the `server-only` marker package in Node tests (see vitest.config.ts).
export {};
