// The provider's Privacy Policy and Terms of Service: the operator's own Markdown files in
// LEGAL_DIR when there, else the texts HallBook ships (docs/decisions/072). Read at each request,
// so a replaced file shows at once.
import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

import { PRIVACY, TERMS } from "./legal-texts";
import { parseMarkdown, type Block } from "./markdown";

export type LegalPage = "privacy" | "terms";

const SHIPPED: Record<LegalPage, string> = { privacy: PRIVACY, terms: TERMS };

/** The page's text as Markdown: LEGAL_DIR/{page}.md if it can be read, else the shipped one. */
export async function legalMarkdown(page: LegalPage): Promise<string> {
  const dir = env().LEGAL_DIR;
  if (dir) {
    try {
      return await readFile(path.join(dir, `${page}.md`), "utf8");
    } catch {
      // missing or unreadable: the shipped text
    }
  }
  return SHIPPED[page].replaceAll("{email}", env().PROVIDER_EMAIL);
}

/** The page as blocks to draw, and its title (its first heading). */
export async function legalPage(page: LegalPage): Promise<{ title: string; blocks: Block[] }> {
  const blocks = parseMarkdown(await legalMarkdown(page));
  const first = blocks[0];
  const fallback = page === "privacy" ? "Privacy Policy" : "Terms of Service";
  if (first?.kind === "heading" && first.level === 1)
    return { title: first.text, blocks: blocks.slice(1) };
  return { title: fallback, blocks };
}

/** The provider's social links that are configured, in the footer's order. */
export function socialLinks(): { label: string; href: string; mark: string }[] {
  const e = env();
  return [
    { label: "X (Twitter)", href: e.SOCIAL_X_URL, mark: "X" },
    { label: "LinkedIn", href: e.SOCIAL_LINKEDIN_URL, mark: "in" },
    { label: "GitHub", href: e.SOCIAL_GITHUB_URL, mark: "GH" },
  ].filter((s): s is { label: string; href: string; mark: string } => !!s.href);
}
