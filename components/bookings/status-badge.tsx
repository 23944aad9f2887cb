import { Badge } from "@/components/ui/form-controls";
import { DEPOSIT_DUE, STATUS_LABELS, type BookingStatusName } from "@/lib/bookings/constants";

const STYLES: Record<BookingStatusName, string> = {
  confirmed: "bg-blue-50 text-blue-700 ring-blue-200",
  tentative: "bg-amber-50 text-amber-800 ring-amber-200",
  cancelled: "bg-red-50 text-red-700 ring-red-200",
};

/** The booking's status, and "Deposit due" beside a confirmed one whose deposit is unpaid. */
export function StatusBadge({ status, depositDue }: { status: string; depositDue?: boolean }) {
  const key = status.toLowerCase() as BookingStatusName;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge className={STYLES[key] ?? "bg-slate-100 text-slate-700 ring-slate-200"}>
        {STATUS_LABELS[key] ?? status}
      </Badge>
      {depositDue ? (
        <Badge className="bg-orange-50 text-orange-800 ring-orange-200">{DEPOSIT_DUE}</Badge>
      ) : null}
    </span>
  );
}
