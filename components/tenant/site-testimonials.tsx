import { Quote } from "lucide-react";

import type { TestimonialDto } from "@/lib/testimonials/testimonials";

import { accentText } from "./venue-style";

/** What guests say; a venue with none shows no section at all. */
export function SiteTestimonials({ testimonials }: { testimonials: TestimonialDto[] }) {
  if (!testimonials.length) return null;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Testimonials
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote className={`size-6 ${accentText}`} aria-hidden />
                <blockquote className="mt-4 flex-1 leading-relaxed whitespace-pre-line text-slate-700">
                  {t.message}
                </blockquote>
                <figcaption className="mt-6 font-semibold text-slate-900">{t.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
