// Structured logs: one JSON object per line on stdout/stderr, ready for any log collector.
import { env, type Env } from "@/lib/env";

type Level = Env["LOG_LEVEL"];
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  try {
    return order[env().LOG_LEVEL];
  } catch {
    // A configuration that does not parse is reported by the start script; log everything here.
    return order.debug;
  }
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold()) return;
  const err =
    fields.error instanceof Error
      ? {
          error: {
            name: fields.error.name,
            message: fields.error.message,
            stack: fields.error.stack,
          },
        }
      : {};
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...fields,
    ...err,
  });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
