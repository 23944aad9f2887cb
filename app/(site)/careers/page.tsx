import type { Metadata } from "next";
import { connection } from "next/server";

import { CareersLanding } from "@/components/careers/careers-landing";
import { loadActiveJobs } from "@/lib/jobs/public";

export const metadata: Metadata = {
  title: "Careers",
  description: "Open positions at HallBook: build the software event and banquet venues run on.",
};

export default async function CareersPage() {
  await connection();
  return <CareersLanding jobs={await loadActiveJobs()} />;
}
