// The listings of a venue's public home: its branches with the halls a guest can book (active and
// not deleted), its testimonials and its gallery. Counts come from the same list as the cards, so
// they cannot disagree.
import { listBranches } from "@/lib/branches/branches";
import { listGallery } from "@/lib/gallery/gallery";
import { listHalls } from "@/lib/halls/halls";
import { listTestimonials } from "@/lib/testimonials/testimonials";

/** At most this many of each on the page; the API lists them all. */
const SHOWN = 24;

export async function getHomeListings({ tenantId }: { tenantId: number }) {
  const [branches, halls, testimonials, gallery] = await Promise.all([
    listBranches({ tenantId }),
    listHalls({ tenantId }),
    listTestimonials({ tenantId, take: SHOWN }),
    listGallery({ tenantId, take: SHOWN }),
  ]);
  const bookable = halls.filter((h) => h.status === "active");
  return {
    branches: branches.map((b) => ({
      ...b,
      hallCount: bookable.filter((h) => h.branch === b.id).length,
    })),
    halls: bookable,
    testimonials,
    gallery,
  };
}
export type HomeListings = Awaited<ReturnType<typeof getHomeListings>>;
