import { isSpanContextValid, trace } from "@opentelemetry/api";
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

/** With traces on, each line names its trace and span, so a slow call in a trace finds its log lines. */
function traceFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : {};
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const config = {
    level: options.level ?? serverEnv.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    mixin: traceFields,
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** The process-wide logger. Modules take a child (`logger.child({ component })`) rather than their own pino. */
export const logger: Logger = createLogger();
