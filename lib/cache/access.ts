// A few seconds' memory of who may enter: active tenants by slug and principals by user and
// context. It spares the door its lookups on hot requests. PostgreSQL's triggers announce every
// change that matters on ACCESS_CHANNEL when it commits (whatever code or SQL made it); each app
// server drops what the change touches. While this process is not listening, nothing is
// remembered and every lookup reads the database (docs/decisions/026-door-cache.md).
import { ChannelListener } from "@/lib/db/listen";
import { env } from "@/lib/env";

import { ExpiringLru } from "./lru";

export const ACCESS_CHANNEL = "hallbook_access";
const CAPACITY = 5_000;

/** What a lookup found, and which tenant and user it depends on (for invalidation). */
export type Remembered<V> = {
  value: V;
  tenantId: number | null;
  userId: number | null;
  /** a time (ms) after which the value is wrong even if nothing changes: a grant's expiry */
  until?: number;
};

type State = {
  entries: ExpiringLru<string, Remembered<unknown>>;
  listener: ChannelListener | null;
  /**
   * Counts invalidations. A lookup that started before one may have read the old row, so its
   * answer is only kept if the count is the same when it returns.
   */
  epoch: number;
  stats: { hits: number; misses: number; bypasses: number };
};

// One memory per process: Next.js may load this module in several bundles (proxy, routes).
const globalForCache = globalThis as unknown as { hallbookAccessCache?: State };
const state = (globalForCache.hallbookAccessCache ??= {
  entries: new ExpiringLru(CAPACITY),
  listener: null,
  epoch: 0,
  stats: { hits: 0, misses: 0, bypasses: 0 },
});

function forgetAll() {
  state.epoch++;
  state.entries.clear();
}

/** Payloads: `tenant:<id>:<slug>` (the slug may have a "no such tenant" entry) and `user:<id>`. */
export function invalidate(payload: string) {
  const [kind, rawId, slug] = payload.split(":");
  const id = Number(rawId);
  if (!Number.isInteger(id)) return forgetAll();
  state.epoch++;
  if (kind === "tenant") {
    state.entries.delete(tenantKey(slug));
    state.entries.deleteWhere((entry) => entry.tenantId === id);
  } else if (kind === "user") state.entries.deleteWhere((entry) => entry.userId === id);
  else forgetAll();
}

/** The listener, started on first use; null when switched off or there is no database URL. */
function listener(): ChannelListener | null {
  if (env().ACCESS_CACHE_TTL_MS <= 0) return null;
  if (state.listener && !state.listener.closed) return state.listener;
  const url = env().DATABASE_URL;
  if (!url) return null;
  state.listener = new ChannelListener(url, ACCESS_CHANNEL, {
    onNotify: invalidate,
    onListening: forgetAll,
    onLost: forgetAll,
  });
  return state.listener;
}

/**
 * The remembered answer for `key`, or `load()`'s, remembered for ACCESS_CACHE_TTL_MS (or until its
 * `until`). A load that throws is not remembered: only answers returned as values are.
 */
export async function remember<V>(key: string, load: () => Promise<Remembered<V>>): Promise<V> {
  const ttl = env().ACCESS_CACHE_TTL_MS;
  if (!listener()?.listening) {
    state.stats.bypasses++;
    return (await load()).value;
  }
  const hit = state.entries.get(key);
  if (hit) {
    state.stats.hits++;
    return hit.value as V;
  }
  state.stats.misses++;
  const epoch = state.epoch;
  const found = await load();
  if (state.epoch === epoch && state.listener?.listening)
    state.entries.set(key, found, Math.min(Date.now() + ttl, found.until ?? Infinity));
  return found.value;
}

export const tenantKey = (slug: string) => `tenant:${slug}`;

export const principalKey = (userUuid: string, tenantId: number | null, impersonationId?: number) =>
  `principal:${userUuid}:${tenantId ?? "provider"}:${impersonationId ?? ""}`;

/**
 * Resolves once every change committed before the call is forgotten in this process: after a
 * request that changed something, so that the next one on this server sees the change.
 */
export async function settleAccessCache() {
  await state.listener?.sync();
}

/** Resolves once this process hears invalidations, so lookups are remembered (tests, probes). */
export function accessCacheListening(): Promise<void> {
  return listener()?.whenListening() ?? Promise.resolve();
}

/** Hits, misses and lookups that bypassed the memory since the process started; listening now. */
export function accessCacheStats() {
  return {
    ...state.stats,
    size: state.entries.size,
    listening: state.listener?.listening ?? false,
  };
}
