import { CalendarDays } from "lucide-react";

import { cn } from "@/lib/ui/cn";

/** HallBook's mark, also a venue's logo when it has none of its own. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-white",
        className,
      )}
    >
      <CalendarDays className="size-5" aria-hidden />
    </span>
  );
}
