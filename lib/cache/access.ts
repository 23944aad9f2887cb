// A few seconds' memory of who may enter: active tenants by slug and principals by user and
// context. It spares the door its lookups on hot requests. PostgreSQL's triggers announce every
// change that matters on ACCESS_CHANNEL when it commits (whatever code or SQL made it); each app
// server drops what the change touches. While this process is not listening, nothing is
// remembered and every lookup reads the database (docs/decisions/026-door-cache.md).
import { ChannelListener, listenUrl } from "@/lib/db/listen";
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

/** An answer in memory, and when a request that finds it should have it read again. */
type Entry = Remembered<unknown> & { refreshAt: number };

/**
 * An entry still in use when three quarters of its time have passed is read again in the
 * background, so that a busy tenant's requests never wait for its lookups.
 */
const REFRESH_AFTER = 0.75;

/** What a change of access concerns, for whoever acts on it beside the cache (live streams). */
export type AccessChange = { tenantId: number } | { userId: number } | "all";

type State = {
  watchers?: Set<(change: AccessChange) => void>;
  entries: ExpiringLru<string, Entry>;
  /** keys being read again in the background */
  refreshing: Set<string>;
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
  refreshing: new Set(),
  listener: null,
  epoch: 0,
  stats: { hits: 0, misses: 0, bypasses: 0 },
});
// A state kept across a development reload may predate the background refresh.
state.refreshing ??= new Set();

function forgetAll() {
  state.epoch++;
  state.entries.clear();
  tell("all");
}

function tell(change: AccessChange) {
  for (const watcher of state.watchers ?? []) watcher(change);
}

/** Calls `watcher` on each change of access this server hears of (once per function). */
export function watchAccess(watcher: (change: AccessChange) => void) {
  (state.watchers ??= new Set()).add(watcher);
  listener(); // a process that has not looked anyone up yet starts hearing now
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
    tell({ tenantId: id });
  } else if (kind === "user") {
    state.entries.deleteWhere((entry) => entry.userId === id);
    tell({ userId: id });
  } else forgetAll();
}

/** The listener, started on first use; null when switched off or there is no database URL. */
function listener(): ChannelListener | null {
  if (env().ACCESS_CACHE_TTL_MS <= 0) return null;
  if (state.listener && !state.listener.closed) return state.listener;
  const url = listenUrl();
  if (!url) return null;
  state.listener = new ChannelListener(url, ACCESS_CHANNEL, {
    onNotify: invalidate,
    onListening: forgetAll,
    onLost: forgetAll,
  });
  return state.listener;
}

/** Keeps `found`, unless an invalidation came since its lookup began (`epoch`). */
function keep(key: string, found: Remembered<unknown>, epoch: number) {
  if (state.epoch !== epoch || !state.listener?.listening) return;
  const now = Date.now();
  const ttl = env().ACCESS_CACHE_TTL_MS;
  const expiresAt = Math.min(now + ttl, found.until ?? Infinity);
  state.entries.set(key, { ...found, refreshAt: now + ttl * REFRESH_AFTER }, expiresAt);
}

/** Reads `key` again without anyone waiting; a failure leaves the entry to lapse. */
function refresh(key: string, load: () => Promise<Remembered<unknown>>) {
  if (state.refreshing.has(key)) return;
  state.refreshing.add(key);
  const epoch = state.epoch;
  load()
    .then((found) => keep(key, found, epoch))
    .catch(() => {})
    .finally(() => state.refreshing.delete(key));
}

/**
 * The remembered answer for `key`, or `load()`'s, remembered for ACCESS_CACHE_TTL_MS (or until its
 * `until`). A load that throws is not remembered: only answers returned as values are. An answer
 * still asked for late in its time is read again in the background (REFRESH_AFTER): it is never
 * older than ACCESS_CACHE_TTL_MS either way.
 */
export async function remember<V>(key: string, load: () => Promise<Remembered<V>>): Promise<V> {
  if (!listener()?.listening) {
    state.stats.bypasses++;
    return (await load()).value;
  }
  const hit = state.entries.get(key);
  if (hit) {
    state.stats.hits++;
    if (Date.now() >= hit.refreshAt) refresh(key, load);
    return hit.value as V;
  }
  state.stats.misses++;
  const epoch = state.epoch;
  const found = await load();
  keep(key, found, epoch);
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
