// Types for the TypeScript specs that start instances of their own (e2e/cluster/book-sync-takeover.spec.ts).
export interface Instance {
  port: number;
  url: string;
  pid: number;
  logFile: string;
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function startInstance(options: { port: number; env: Record<string, string>; logFile: string }): Instance;

export function tail(file: string, lines?: number): string;
