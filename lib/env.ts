// Typed configuration, parsed once. `npm start` calls loadEnv() before anything else so a missing
// or malformed value stops start-up with a message naming it; the app reads env() lazily so that
// importing a module (as `next build` does) needs no configuration.
import "server-only";

import path from "node:path";

import { z } from "zod";

import { COMPANY } from "./core/company";
import { isPoolerUrl } from "./db/pooler-url";
import { parseAddressList, type AddressRule } from "./metrics/addresses";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const hostname =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const socialUrl = z
  .string()
  .trim()
  .regex(/^(https:\/\/\S+)?$/, "must be an https:// address such as https://github.com/your-org")
  .optional()
  .transform((v) => v || undefined);

const postgresUrl = z
  .string()
  .trim()
  .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Where uploaded files may live (lib/storage/backends.ts). */
export const STORAGE_KINDS = ["local", "postgres", "s3"] as const;

const storageKind = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || undefined : v),
  z.enum(STORAGE_KINDS, { error: "must be local, postgres or s3" }).optional(),
);

/** DATA_DIR when unset: relative to the directory `npm start` runs in, the checkout's root. */
/** Milliseconds of a duration such as 24h, 30m, 45s, 7d or 1h30m; null when it is not one. */
export function parseDuration(text: string): number | null {
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;
  if (!/^(?:\d+[dhms])+$/.test(text)) return null;
  let ms = 0;
  for (const [, n, u] of text.matchAll(/(\d+)([dhms])/g))
    ms += Number(n) * unit[u as keyof typeof unit];
  return ms;
}

export const DEFAULT_DATA_DIR = "./.data";

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** the provider's base host; tenants live at {slug}.{APP_HOST} */
  APP_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      hostname,
      "must be a host name such as localhost or hallbook.example.com (no scheme, no port)",
    )
    .default("localhost"),
  /**
   * how many reverse proxies in front of the app append the client's address to X-Forwarded-For;
   * 0: the header is ignored, the client is the connection's peer (lib/core/request.ts)
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * the port in the links HallBook writes (pages, mail, calendar feeds). Unset: none behind a
   * proxy (HTTPS, or TRUST_PROXY above 0), else PORT (docs/decisions/044)
   */
  PUBLIC_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** serve links and cookies for https (set when a TLS proxy sits in front) */
  HTTPS: bool.default(false),
  /** unset: an embedded PostgreSQL in DATA_DIR */
  DATABASE_URL: postgresUrl,
  /**
   * a direct connection to PostgreSQL for what needs a session of its own (the LISTEN connections,
   * the migrations' lock), when DATABASE_URL is a pooler in transaction mode (`?pgbouncer=true`);
   * unset: DATABASE_URL (docs/decisions/105)
   */
  DATABASE_LISTEN_URL: postgresUrl,
  /** the most connections each app server opens to PostgreSQL (idle ones close) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * the longest one statement of a request may run before PostgreSQL cancels it (ms; 0: never),
   * so that a statement gone wrong gives its connection back instead of holding it
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * how long each app server remembers a tenant or a signed-in user's access; changes reach every
   * server at once through PostgreSQL's LISTEN/NOTIFY, this only bounds a missed one. 0: off
   */
  ACCESS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * how often each app server looks for holds that have run out (one of them does each round,
   * under a PostgreSQL advisory lock); 0: this server never sweeps
   */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * the most live calendar streams (Server-Sent Events) each app server keeps open; one more is
   * answered 503 with Retry-After, and the browser tries again (decision 042)
   */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(1_000),
  /** how often a quiet live stream is sent a comment line, and its user's access checked again */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(500).max(300_000).default(25_000),
  /**
   * how often the servers back up the database and the files (one of them, under an advisory
   * lock), such as 24h or 30m; unset: never (decision 106)
   */
  BACKUP_INTERVAL: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return undefined;
      const ms = parseDuration(v);
      if (ms === null || ms < 60_000 || ms > 366 * 86_400_000) {
        ctx.addIssue({
          code: "custom",
          message: "must be a duration of 1m to 366d, such as 24h, 30m, 7d or 1h30m",
        });
        return z.NEVER;
      }
      return ms;
    })
    .optional(),
  /** how many of the scheduled backups' archives to keep, the newest */
  BACKUP_KEEP: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "must be a whole number of archives, 1 to 1000" })
      .int({ error: "must be a whole number of archives, 1 to 1000" })
      .min(1, { error: "must be a whole number of archives, 1 to 1000" })
      .max(1000, { error: "must be a whole number of archives, 1 to 1000" })
      .default(7),
  ),
  /** where the scheduled backups (and npm run backup) put archives; unset: DATA_DIR/backups */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /**
   * files: uploads, the mail outbox, generated secrets, the embedded database. The start script
   * resolves a relative one from its own working directory and hands every process the absolute
   * path (scripts/lib/data-dir.ts); a process resolves a relative one from its own.
   */
  DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
  /**
   * where uploaded files live: local (DATA_DIR/uploads), postgres (tables of the database) or s3
   * (a bucket, S3_*). Unset: postgres when DATABASE_URL is set, else local (decision 101)
   */
  STORAGE: storageKind,
  /** while files move to another backend: where a file missing from STORAGE is read from */
  STORAGE_FALLBACK: storageKind,
  S3_BUCKET: optionalText,
  /** an S3-compatible service's address; unset: Amazon S3 */
  S3_ENDPOINT: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s/]+/,
      "must be an http:// or https:// address such as https://s3.example.com",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** the bucket's region; unset with S3_ENDPOINT: us-east-1 */
  S3_REGION: optionalText,
  /** unset (both): the AWS SDK's own credentials (AWS_* variables, an instance or task role) */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** bucket in the path, not the host name (MinIO and most others); unset: true with S3_ENDPOINT */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === "" ? undefined : v), bool.optional()),
  /** signs sessions and access tokens; generated into DATA_DIR when unset */
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** unset: mail is written to DATA_DIR/outbox */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().trim().default("HallBook <no-reply@localhost>"),
  /** where the notices of contact messages and security reports go (Reply-To is the visitor) */
  PROVIDER_EMAIL: z
    .string()
    .trim()
    .pipe(z.email("must be an email address such as support@example.com"))
    .or(z.literal("").transform(() => COMPANY.email))
    .default(COMPANY.email),
  /**
   * a folder holding privacy.md and terms.md, the provider's Privacy Policy and Terms of Service
   * (Markdown, read at each request); unset, or a file missing: the texts HallBook ships
   * (docs/decisions/072)
   */
  LEGAL_DIR: optionalText,
  /** the provider's pages on social networks, shown in the site's footer; unset: no icon */
  SOCIAL_X_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
  SOCIAL_GITHUB_URL: socialUrl,
  /**
   * load the demo tenant and accounts on first start; defaults to true with the embedded database
   */
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * a bearer token that may read /api/metrics (docs/decisions/107); unset, and with no
   * METRICS_ALLOW: /api/metrics answers 404 to everyone
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]*$/, "must be printable ASCII without spaces")
    .refine((v) => v === "" || v.length >= 16, "must be at least 16 characters")
    .optional()
    .transform((v) => v || undefined),
  /** addresses and networks (10.0.0.0/8, fd00::/8), comma-separated, that may read /api/metrics */
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx): readonly AddressRule[] => {
      const { rules, problems } = parseAddressList(v ?? "");
      for (const message of problems) ctx.addIssue({ code: "custom", message });
      return rules;
    }),
  /** off: nothing is counted (the benchmark's floor for the cost of counting); on by default */
  METRICS: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  ),
  /** for test runs: the embedded database and DATA_DIR are deleted when the server stops */
  EPHEMERAL_DATA: bool.default(false),
});

type Settings = z.infer<typeof envSchema>;

/** The storage backend: STORAGE, else PostgreSQL when DATABASE_URL is set, else the local disk. */
export const storageBackend = (e: Pick<Settings, "STORAGE" | "DATABASE_URL">) =>
  e.STORAGE ?? (e.DATABASE_URL ? "postgres" : "local");

/** What is missing or half set for S3 storage, as [variable, message]; `use` says what needs it. */
export function s3Problems(e: Settings, use: string): [string, string][] {
  const problems: [string, string][] = [];
  if (!e.S3_BUCKET) problems.push(["S3_BUCKET", `is required with ${use}: the bucket's name`]);
  if (!e.S3_ENDPOINT && !e.S3_REGION)
    problems.push([
      "S3_REGION",
      `is required with ${use} on Amazon S3 (no S3_ENDPOINT): the bucket's region, such as ` +
        "eu-central-1",
    ]);
  const [id, secret] = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (id && !secret) problems.push(["S3_SECRET_ACCESS_KEY", "is required with S3_ACCESS_KEY_ID"]);
  if (secret && !id) problems.push(["S3_ACCESS_KEY_ID", "is required with S3_SECRET_ACCESS_KEY"]);
  return problems;
}

/**
 * The settings that only make sense together: S3's, a fallback that is not STORAGE, and a pooler
 * in transaction mode, which hears no LISTEN, with a direct connection beside it.
 */
const checkedSchema = envSchema.superRefine((e, ctx) => {
  const listen = (message: string) =>
    ctx.addIssue({ code: "custom", path: ["DATABASE_LISTEN_URL"], message });
  if (e.DATABASE_URL && isPoolerUrl(e.DATABASE_URL) && !e.DATABASE_LISTEN_URL)
    listen(
      "is required when DATABASE_URL is a pooler in transaction mode (?pgbouncer=true): set it " +
        "to a direct connection to PostgreSQL, for LISTEN and the migrations",
    );
  if (e.DATABASE_LISTEN_URL && !e.DATABASE_URL)
    listen("needs DATABASE_URL: it is the direct connection beside DATABASE_URL's pooler");
  if (e.DATABASE_LISTEN_URL && isPoolerUrl(e.DATABASE_LISTEN_URL))
    listen("must be a direct connection to PostgreSQL, not a pooler (?pgbouncer=true)");
  const backend = storageBackend(e);
  if (e.STORAGE_FALLBACK && e.STORAGE_FALLBACK === backend)
    ctx.addIssue({
      code: "custom",
      path: ["STORAGE_FALLBACK"],
      message: `must differ from the storage itself (${backend})`,
    });
  const use = backend === "s3" ? "STORAGE=s3" : "STORAGE_FALLBACK=s3";
  if (backend === "s3" || e.STORAGE_FALLBACK === "s3")
    for (const [path, message] of s3Problems(e, use))
      ctx.addIssue({ code: "custom", path: [path], message });
});

export type Env = Settings & { DATA_DIR: string };

export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = checkedSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

export function env(): Env {
  return (cached ??= parseEnv(process.env));
}

/** The signing secret; the start script always provides one (generated when unset). */
export function authSecret(): string {
  const secret = env().AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret)
    throw new ConfigError(
      "AUTH_SECRET is not set. Start HallBook with `npm start` or `npm run dev` (which generate one), or set AUTH_SECRET.",
    );
  return secret;
}

/** For tests that change process.env: parse it again on next use. */
export function resetEnv() {
  cached = undefined;
}
