import Link from "next/link";

import type { Block, Inline } from "@/lib/site/markdown";

import { PageIntro } from "./page-intro";

function Text({ parts }: { parts: Inline[] }) {
  return parts.map((p, i) =>
    p.kind === "strong" ? (
      <strong key={i} className="font-semibold text-slate-900">
        {p.text}
      </strong>
    ) : p.kind === "link" ? (
      <Link key={i} href={p.href} className="text-brand-700 underline hover:text-brand-800">
        {p.text}
      </Link>
    ) : (
      p.text
    ),
  );
}

/** A page of the operator's text (privacy, terms): its title over its Markdown blocks. */
export function LegalPage({
  eyebrow,
  title,
  blocks,
}: {
  eyebrow: string;
  title: string;
  blocks: Block[];
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <article className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {blocks.map((b, i) =>
            b.kind === "heading" ? (
              b.level === 3 ? (
                <h3 key={i} className="pt-2 text-lg font-semibold text-slate-900">
                  {b.text}
                </h3>
              ) : (
                <h2 key={i} className="pt-4 text-2xl font-bold tracking-tight text-slate-900">
                  {b.text}
                </h2>
              )
            ) : b.kind === "list" ? (
              <ul key={i} className="list-disc space-y-2 pl-6">
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Text parts={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={i}>
                <Text parts={b.inline} />
              </p>
            ),
          )}
        </article>
      </div>
    </>
  );
}
