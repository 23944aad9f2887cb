"use client";

import { Tabs } from "radix-ui";
import { useEffect } from "react";

import { useConsoleUser } from "@/components/console/tenant-context";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { tabTriggerClass } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { useCustomization } from "@/lib/client/queries";

import { BookingSettingsSection } from "./booking-settings-section";
import { BranchesSection } from "./branches-section";
import { CalendarFeedsSection } from "./calendar-feeds-section";
import { SiteForm } from "./site-form";
import { SiteImages } from "./site-images";
import { TeamSection } from "./team-section";

function PublicSite() {
  const customization = useCustomization();
  useEffect(() => {
    if (customization.isError) toast.error("Failed to load site customization.");
  }, [customization.isError]);
  if (customization.isPending) return <LoadingState message="Loading site customization..." />;
  if (customization.isError)
    return (
      <ErrorState
        message="Failed to load site customization."
        onRetry={() => customization.refetch()}
      />
    );
  return (
    <section aria-labelledby="site-title" className="space-y-6">
      <div>
        <h2 id="site-title" className="text-lg font-semibold text-slate-900">
          Public Site Customization
        </h2>
        <p className="text-sm text-slate-600">
          What visitors see on your site. A save shows there at once.
        </p>
      </div>
      <SiteImages customization={customization.data} />
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {/* A new form when the saved customization changes, so it starts from what was saved. */}
        <SiteForm key={customization.dataUpdatedAt} customization={customization.data} />
      </div>
    </section>
  );
}

/** /settings: the venue's public site, its team and its branches (Owners and Admins). */
export function SettingsPage() {
  const { impersonated } = useConsoleUser();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your public site, your team, your branches and how bookings are held.
        </p>
        {impersonated ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            Through an access request you can read the team, the calendar feeds and the booking
            settings, but only the venue&apos;s own Owners and Admins change them.
          </p>
        ) : null}
      </div>
      <Tabs.Root defaultValue="site">
        <Tabs.List aria-label="Settings" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="site" className={tabTriggerClass}>
            Public Site
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={tabTriggerClass}>
            Users
          </Tabs.Trigger>
          <Tabs.Trigger value="branches" className={tabTriggerClass}>
            Branches
          </Tabs.Trigger>
          <Tabs.Trigger value="bookings" className={tabTriggerClass}>
            Bookings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="site" className="mt-6">
          <PublicSite />
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-6">
          <TeamSection />
        </Tabs.Content>
        <Tabs.Content value="branches" className="mt-6">
          <BranchesSection />
        </Tabs.Content>
        <Tabs.Content value="bookings" className="mt-6 space-y-10">
          <BookingSettingsSection />
          <CalendarFeedsSection />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
