// Structured logs: one JSON object per line on stdout/stderr, ready for any log collector.
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level;
  return order[level] ?? order.info;
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
