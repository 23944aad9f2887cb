"use client";

import { CheckCircle2, XCircle } from "lucide-react";

import { useBroughtIntoView } from "@/components/ui/form-alert";
import { cn } from "@/lib/ui/cn";

import type { Banner } from "./use-booking-submit";

/** The green 'Success!' or red 'Error!' banner of the form (spec §2.3). */
export function FormBanner({ banner }: { banner: Banner }) {
  const ref = useBroughtIntoView<HTMLDivElement>(banner?.text);
  if (!banner) return null;
  const success = banner.kind === "success";
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <div
      ref={ref}
      role={success ? "status" : "alert"}
      className={cn(
        "flex gap-2 rounded-lg p-3 text-sm ring-1",
        success
          ? "bg-green-50 text-green-800 ring-green-200"
          : "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <p>
        <strong>{success ? "Success!" : "Error!"}</strong> {banner.text}
      </p>
    </div>
  );
}
