"use client";

import { Tabs } from "radix-ui";
import { useState } from "react";

import { useClock } from "@/components/console/tenant-context";
import { PageHeading } from "@/components/ui/page-heading";
import { ErrorState } from "@/components/ui/states";
import { tabListClass, tabTriggerClass } from "@/components/ui/tabs";
import type { ContactSubmissionDto } from "@/lib/contact/submissions";
import { SUPPORT_PORTAL_TITLE, TICKETS_FETCH_FAILED } from "@/lib/support/messages";
import type { TicketDto } from "@/lib/support/serialize";
import { cn } from "@/lib/ui/cn";

import { ContactList } from "./contact-list";
import { FeedbackForm } from "./feedback-form";
import { TicketForm } from "./ticket-form";
import { TicketsTable } from "./tickets-table";

/**
 * /support, 'My Support Portal' (spec §2.3): My Tickets, New Ticket, Submit Feedback, and the
 * venue's own Contact Submissions for its Owners and Admins (`contacts` null: the tab is hidden).
 */
export function SupportPortal({
  tickets,
  contacts,
}: {
  tickets: TicketDto[] | null;
  contacts: ContactSubmissionDto[] | null;
}) {
  const [tab, setTab] = useState("tickets");
  const clock = useClock();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading
        title={SUPPORT_PORTAL_TITLE}
        description="Ask the HallBook team for help, follow your tickets and tell us how we are doing."
      />
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Support"
          className={cn(tabListClass, "grid w-full grid-cols-2 sm:inline-flex sm:w-fit")}
        >
          <Tabs.Trigger value="tickets" className={tabTriggerClass}>
            My Tickets
          </Tabs.Trigger>
          <Tabs.Trigger value="new" className={tabTriggerClass}>
            New Ticket
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" className={tabTriggerClass}>
            Submit Feedback
          </Tabs.Trigger>
          {contacts ? (
            <Tabs.Trigger value="contacts" className={tabTriggerClass}>
              Contact Submissions
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="tickets" className="mt-6">
          {tickets ? (
            <TicketsTable tickets={tickets} ticketHref={(id) => `/support/tickets/${id}`} />
          ) : (
            <ErrorState message={TICKETS_FETCH_FAILED} />
          )}
        </Tabs.Content>
        <Tabs.Content value="new" className="mt-6">
          <TicketForm onCreated={() => setTab("tickets")} />
        </Tabs.Content>
        <Tabs.Content value="feedback" className="mt-6">
          <FeedbackForm />
        </Tabs.Content>
        {contacts ? (
          <Tabs.Content value="contacts" className="mt-6">
            <ContactList items={contacts} clock={clock} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
