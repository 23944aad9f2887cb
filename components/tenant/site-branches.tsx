import { Building2 } from "lucide-react";

import type { HomeListings } from "@/lib/public-site/home";
import type { BranchChoice } from "@/lib/public-site/view";

import { BranchPicker } from "./branch-picker";
import { HallCard } from "./hall-card";

/** 'Our Branches': the dropdown, and the cards of the chosen branch's halls (or of all). */
export function SiteBranches({
  listings,
  selected,
}: {
  listings: HomeListings;
  selected: BranchChoice | null;
}) {
  const { branches, halls } = listings;
  const byId = new Map(branches.map((b) => [b.id, b]));
  const shown = selected === "all" ? halls : halls.filter((h) => h.branch === selected);
  const heading = (
    <div>
      <h2 id="branches-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Our Branches
      </h2>
      <p className="mt-2 text-slate-600">
        {branches.length > 1
          ? "Choose a location to see its halls."
          : "Our halls, ready for your event."}
      </p>
    </div>
  );
  return (
    <section
      id="branches"
      aria-labelledby="branches-title"
      className="mx-auto max-w-6xl scroll-mt-16 px-4 py-20 sm:px-6"
    >
      {selected === null ? (
        <>
          {heading}
          <div className="mt-10">
            <Empty>Our halls will be listed here soon.</Empty>
          </div>
        </>
      ) : (
        <BranchPicker branches={branches} selected={selected} heading={heading}>
          {shown.length ? (
            <ul aria-label="Halls" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((h) => {
                const branch = byId.get(h.branch);
                const address =
                  h.address || [branch?.address, branch?.city].filter(Boolean).join(", ");
                return (
                  <HallCard key={h.id} hall={h} address={address} showBranch={selected === "all"} />
                );
              })}
            </ul>
          ) : (
            <Empty>No halls at this branch yet.</Empty>
          )}
        </BranchPicker>
      )}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center text-slate-600">
      <Building2 className="size-8 text-slate-400" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
