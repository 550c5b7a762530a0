import type { Server } from "node:http";

export function metricsConfigFromEnv(env?: Record<string, string | undefined>): { port: number; host: string } | null;
export function startMetricsServer(options: { port: number; host: string }): Promise<Server>;
