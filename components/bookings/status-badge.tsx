import { Badge } from "@/components/ui/form-controls";
import { STATUS_LABELS, type BookingStatusName } from "@/lib/bookings/constants";

const STYLES: Record<BookingStatusName, string> = {
  confirmed: "bg-blue-50 text-blue-700 ring-blue-200",
  tentative: "bg-amber-50 text-amber-800 ring-amber-200",
  cancelled: "bg-red-50 text-red-700 ring-red-200",
};

export function StatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase() as BookingStatusName;
  return (
    <Badge className={STYLES[key] ?? "bg-slate-100 text-slate-700 ring-slate-200"}>
      {STATUS_LABELS[key] ?? status}
    </Badge>
  );
}
