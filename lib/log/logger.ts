import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { serverEnv } from "@/lib/env/server";

export type { Logger };
export type LogLevel = Level | "silent";

/** Censored whatever the caller passes, so a stray `headers` object cannot leak a credential. */
const REDACTED_PATHS = [
  "authorization",
  "Authorization",
  "*.authorization",
  "*.Authorization",
  "headers.authorization",
  "headers.Authorization",
  "*.headers.authorization",
  "*.headers.Authorization",
  "clientSecret",
  "*.clientSecret",
];

export interface LoggerOptions {
  level?: LogLevel;
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const config = {
    level: options.level ?? serverEnv.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** The process-wide logger. Modules take a child (`logger.child({ component })`) rather than their own pino. */
export const logger: Logger = createLogger();
