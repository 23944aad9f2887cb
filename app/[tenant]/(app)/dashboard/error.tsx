"use client";

import { useEffect } from "react";

import { ErrorState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";

export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    toast.error("Failed to load dashboard data. Please try again.");
  }, []);
  return <ErrorState message="Failed to load dashboard data. Please try again." onRetry={reset} />;
}
