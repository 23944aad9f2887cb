// A small bounded map whose entries expire: the least recently used entry leaves when it is full.
// A Map keeps insertion order, so moving an entry to the end on each read makes the first key the
// least recently used one.

type Slot<V> = { value: V; expiresAt: number };

export class ExpiringLru<K, V> {
  private readonly slots = new Map<K, Slot<V>>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.slots.size;
  }

  /** The live value of `key`, or undefined (an expired entry is dropped on the way). */
  get(key: K, now = Date.now()): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= now) return undefined;
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V, expiresAt: number) {
    this.slots.delete(key);
    this.slots.set(key, { value, expiresAt });
    if (this.slots.size > this.capacity) this.slots.delete(this.slots.keys().next().value as K);
  }

  delete(key: K) {
    this.slots.delete(key);
  }

  /** Drops every entry whose value matches; a full scan, for rare events such as invalidations. */
  deleteWhere(matches: (value: V, key: K) => boolean) {
    for (const [key, slot] of this.slots) if (matches(slot.value, key)) this.slots.delete(key);
  }

  clear() {
    this.slots.clear();
  }
}
