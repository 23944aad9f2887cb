import type { Metadata } from "next";
import { connection } from "next/server";

import { LegalPage } from "@/components/site/legal-page";
import { legalPage } from "@/lib/site/legal";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms for venues and visitors using HallBook.",
};

/** The operator's Terms of Service (LEGAL_DIR/terms.md), else HallBook's; read per request. */
export default async function Page() {
  await connection();
  const { title, blocks } = await legalPage("terms");
  return <LegalPage eyebrow="Legal" title={title} blocks={blocks} />;
}
