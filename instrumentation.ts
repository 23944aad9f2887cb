// Runs once when each app server starts (Next.js's instrumentation convention): the background
// work every server shares, coordinated through PostgreSQL.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startHoldSweeper } = await import("@/lib/bookings/hold-sweeper");
  startHoldSweeper();
  const { startCustomerMailSender } = await import("@/lib/bookings/customer-mail-sender");
  startCustomerMailSender();
  const { endStreamsOnShutdown } = await import("@/lib/live/hub");
  endStreamsOnShutdown();
  if (!process.env.DATABASE_URL) return;
  if (process.env.BACKUP_INTERVAL) {
    const { startScheduledBackups } = await import("@/lib/backup/schedule");
    startScheduledBackups();
  }
  const { startEventPruner } = await import("@/lib/live/pruner");
  startEventPruner();
}
