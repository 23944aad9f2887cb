// Which browser tab a booking's write was made for (lib/core/client-id.ts): the write's
// transaction hands the tab's id to the booking trigger, which stores it with the event, and only
// the stream of that tab is told the change is its own (decision 058).
// The id is the caller's word: a short token or nothing, and never sent to anyone else.
import { CLIENT_ID_HEADER, clientIdSchema } from "@/lib/core/client-id";
import { Prisma } from "@/lib/db";

/**
 * The id a request's writes are made for, or null. One that is not a token is dropped, not
 * refused: it only spares its tab a refetch, and a booking is never refused over it.
 */
export function clientIdOf(headers: Headers): string | null {
  const parsed = clientIdSchema.safeParse(headers.get(CLIENT_ID_HEADER));
  return parsed.success ? parsed.data : null;
}

/**
 * The expression that tells the booking trigger whose write this transaction makes; local to the
 * transaction, so a pooled connection never carries it to its next caller.
 */
export const writerSetting = (clientId: string | null) =>
  Prisma.sql`set_config('hallbook.client_id', ${clientId ?? ""}::text, true)`;

/** Marks the rest of an interactive transaction as written for `clientId` (nothing when null). */
export async function markWriter(
  tx: { $executeRaw(query: Prisma.Sql): Promise<number> },
  clientId: string | null,
) {
  if (clientId) await tx.$executeRaw(Prisma.sql`SELECT ${writerSetting(clientId)}`);
}
