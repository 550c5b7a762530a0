import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { serverEnv } from "@/lib/env/server";

export type { Logger };
export type LogLevel = Level | "silent";

/**
 * Nothing should ever log a credential, but a stray `headers` object in a log call must not leak
 * one either: these paths are censored whatever the caller passes.
 */
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
  /** Defaults to LOG_LEVEL; tests pass "silent" or a level together with a capturing destination. */
  level?: LogLevel;
  /** Where JSON lines go; defaults to stdout. Tests pass `{ write(line) { lines.push(line) } }`. */
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
