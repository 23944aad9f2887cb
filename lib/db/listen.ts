// A LISTEN on a connection of its own: a pooled connection is lent to other queries and may be
// closed when idle, and a LISTEN only hears while its session lives. A lost connection is
// reopened with backoff and never takes the process down; the owner is told when it stops
// hearing (onLost) and when it hears again (onListening), since notifications sent in between are
// gone.
import pg from "pg";

import { env } from "@/lib/env";
import { log } from "@/lib/log";

import { withoutPoolerMark } from "./pooler-url";

export type ListenHandlers = {
  onNotify(payload: string): void;
  /** LISTEN is in place; whatever was sent before it was not heard */
  onListening(): void;
  /** the connection is gone: notifications are missed until the next onListening */
  onLost(): void;
};

/**
 * Where a LISTEN connects: DATABASE_LISTEN_URL, direct to PostgreSQL, else DATABASE_URL (a pooler
 * in transaction mode would lend the session to others, and it would hear nothing). Undefined
 * without a database.
 */
export function listenUrl(): string | undefined {
  const { DATABASE_LISTEN_URL, DATABASE_URL } = env();
  return DATABASE_LISTEN_URL ?? (DATABASE_URL && withoutPoolerMark(DATABASE_URL));
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

const globalForListeners = globalThis as unknown as { hallbookListeners?: Set<ChannelListener> };
const open = (globalForListeners.hallbookListeners ??= new Set());

export class ChannelListener {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private waiting: (() => void)[] = [];
  /** the barrier round trip on its way, and the next one, which callers arriving now share */
  private inFlight: Promise<void> = Promise.resolve();
  private nextSync: Promise<void> | null = null;
  listening = false;
  closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {
    open.add(this);
    void this.connect();
  }

  /** Resolves once LISTEN is in place (at once if it is). */
  whenListening(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Resolves once every notification committed before the call has been handled. A round trip on
   * this connection is a barrier: a commit signals the listening sessions before its own client is
   * answered, and PostgreSQL sends a session's pending notifications before it answers a query.
   */
  sync(): Promise<void> {
    if (!this.listening || !this.client) return Promise.resolve();
    // A round trip sent after the call is its barrier. Calls that arrive while one is on its way
    // share the next one, so however many writes end at once, each waits for at most two round
    // trips, not for a queue of one per write on this single connection.
    this.nextSync ??= (async () => {
      await this.inFlight; // it may have left before the callers' commits
      this.nextSync = null; // callers from now on need a round trip sent after this one
      const client = this.client;
      if (!client) return;
      // A failure needs no answer here: a lost connection tells the owner through onLost.
      this.inFlight = client.query("SELECT 1").then(
        () => {},
        () => {},
      );
      await this.inFlight;
    })();
    return this.nextSync;
  }

  async close() {
    this.closed = true;
    open.delete(this);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.stopListening();
    await client?.end().catch(() => {});
  }

  private async connect() {
    this.retryTimer = null;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: "hallbook-listener",
    });
    this.client = client;
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      if (client === this.client && message.channel === this.channel)
        this.handlers.onNotify(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return; // closed or lost while connecting
    this.retryMs = FIRST_RETRY_MS;
    this.listening = true;
    this.handlers.onListening();
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Each client is given up once, whichever of its error, end or failed connect comes first. */
  private lost(client: pg.Client, error?: unknown) {
    if (client !== this.client) return;
    this.client = null;
    this.stopListening();
    client.end().catch(() => {});
    log.warn("Database listener connection lost; retrying", {
      channel: this.channel,
      retryInMs: this.retryMs,
      error,
    });
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref(); // a script that is done need not wait for a reconnect
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private stopListening() {
    if (!this.listening) return;
    this.listening = false;
    this.handlers.onLost();
  }
}

/** Closes every listener of the process (lib/db's disconnectDb), so scripts and tests can exit. */
export async function closeListeners() {
  await Promise.all([...open].map((listener) => listener.close()));
}
