import { Check } from "lucide-react";

import type { JobSection } from "@/lib/jobs/sections";

/** The job's sections in the spec's order; each a heading with paragraphs or bullets. */
export function JobSections({ sections }: { sections: JobSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`}>
          <h2 id={`section-${section.key}`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.kind === "text" ? (
            <div className="mt-3 space-y-3 leading-7 whitespace-pre-line text-slate-700">
              {section.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ) : (
            <ul className="mt-4 space-y-2.5">
              {section.items.map((item, i) => (
                <li key={i} className="flex items-start gap-3 text-slate-700">
                  <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
                  <span className="leading-6">{item}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
