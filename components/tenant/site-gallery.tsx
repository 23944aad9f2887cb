import type { GalleryItemDto } from "@/lib/gallery/gallery";
import { imageSource } from "@/lib/public-site/view";
import { cn } from "@/lib/ui/cn";

import { SiteImage } from "./site-image";

/** Rows without a lonely last picture: 2 or 4 pictures in a row of their own, else 3 a row. */
const columns = (n: number) =>
  n === 2
    ? ""
    : n === 4
      ? "lg:grid-cols-4"
      : n === 1
        ? "sm:grid-cols-1 max-w-3xl"
        : "lg:grid-cols-3";

/** The venue's pictures with their captions; none (or none showable) shows no section. */
export function SiteGallery({ items }: { items: GalleryItemDto[] }) {
  const shown = items.filter((g) => imageSource(g.url));
  if (!shown.length) return null;
  return (
    <section
      id="gallery"
      aria-labelledby="gallery-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <h2 id="gallery-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Gallery
      </h2>
      <ul className={cn("mt-10 grid gap-6 sm:grid-cols-2", columns(shown.length))}>
        {shown.map((g) => (
          <li key={g.id}>
            <figure>
              <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
                <SiteImage
                  url={g.url}
                  alt={g.caption}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                />
              </div>
              {g.caption ? (
                <figcaption className="mt-3 text-sm text-slate-600">{g.caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
