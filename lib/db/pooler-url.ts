// Which connections may go through a pooler. The queries of requests go to DATABASE_URL, which may
// be PgBouncer in transaction mode, marked `?pgbouncer=true` as Prisma marks it; what needs a
// session of its own (LISTEN, the migrations' advisory lock) goes to DATABASE_LISTEN_URL, a direct
// connection (docs/decisions/105-a-pooler-in-transaction-mode.md). No import of env: lib/env.ts
// uses this to check the two together.

const POOLER_PARAM = "pgbouncer";

/** Whether `url` names a pooler in transaction mode (`?pgbouncer=true`). */
export function isPoolerUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).searchParams.get(POOLER_PARAM)?.toLowerCase() === "true";
}

/** `url` without the pooler mark, which PostgreSQL and PgBouncer would not know. */
export function withoutPoolerMark(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (!parsed.searchParams.has(POOLER_PARAM)) return url;
  parsed.searchParams.delete(POOLER_PARAM);
  return parsed.toString();
}
