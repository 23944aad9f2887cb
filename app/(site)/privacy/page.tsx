import type { Metadata } from "next";
import { connection } from "next/server";

import { LegalPage } from "@/components/site/legal-page";
import { legalPage } from "@/lib/site/legal";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "Which personal data HallBook keeps, why, for how long, and whom to ask.",
};

/** The operator's Privacy Policy (LEGAL_DIR/privacy.md), else HallBook's; read per request. */
export default async function Page() {
  await connection();
  const { title, blocks } = await legalPage("privacy");
  return <LegalPage eyebrow="Legal" title={title} blocks={blocks} />;
}
