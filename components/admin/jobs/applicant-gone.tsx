"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { ErrorState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { APPLICANT_NOT_FOUND } from "@/lib/jobs/messages";

/** 'Applicant not found.', then back to the job's candidates (spec §8). */
export function ApplicantGone({ candidatesHref }: { candidatesHref: string }) {
  const router = useRouter();
  useEffect(() => {
    toast.error(APPLICANT_NOT_FOUND, { id: "applicant-not-found" });
    router.replace(candidatesHref);
  }, [router, candidatesHref]);
  return <ErrorState message={APPLICANT_NOT_FOUND} />;
}
