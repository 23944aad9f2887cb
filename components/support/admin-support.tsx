"use client";

import { Mail } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";

import { LocalDateTime } from "@/components/admin/jobs/applied-date";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { tabListClass, tabTriggerClass } from "@/components/ui/tabs";
import type { ContactSubmissionDto } from "@/lib/contact/submissions";
import {
  CONTACT_FORMS_FETCH_FAILED,
  FEEDBACK_FETCH_FAILED,
  NO_FEEDBACK,
  TICKETS_FETCH_FAILED,
} from "@/lib/support/messages";
import type { FeedbackDto, TicketDto } from "@/lib/support/serialize";
import { cn } from "@/lib/ui/cn";

import { ContactList } from "./contact-list";
import { SendEmailDialog } from "./send-email-dialog";
import { TicketsTable } from "./tickets-table";

const TABS = ["tickets", "feedback", "contacts"] as const;
type Tab = (typeof TABS)[number];

function FeedbackList({ items }: { items: FeedbackDto[] }) {
  if (!items.length) return <EmptyState title={NO_FEEDBACK} />;
  return (
    <ul className="space-y-3">
      {items.map((f) => (
        <li key={f.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p className="font-medium text-slate-900">
              <span aria-label={`${f.rating} of 5`} className="text-amber-500">
                {"★".repeat(f.rating)}
                <span className="text-slate-300">{"★".repeat(5 - f.rating)}</span>
              </span>
              <span className="ml-2 text-slate-600">
                {f.tenant ?? "HallBook"}
                {f.ticket ? ` · ticket #${f.ticket}` : ""}
                {f.user_name ? ` · ${f.user_name}` : ""}
              </span>
            </p>
            <span className="text-xs text-slate-500">
              <LocalDateTime value={f.created_at} />
            </span>
          </div>
          {f.comment ? (
            <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
              {f.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /admin/support (spec §2.2): every venue's tickets, Feedback Reviews, Contact Submissions. */
export function AdminSupport({
  tickets,
  feedback,
  contacts,
  initialTab,
}: {
  tickets: TicketDto[] | null;
  feedback: FeedbackDto[] | null;
  contacts: ContactSubmissionDto[] | null;
  initialTab?: string;
}) {
  const [tab, setTab] = useState<string>(
    TABS.includes(initialTab as Tab) ? (initialTab as Tab) : "tickets",
  );
  const [emailing, setEmailing] = useState<ContactSubmissionDto | null>(null);
  return (
    <div className="space-y-6">
      <PageHeading
        title="Support"
        description="Every venue's tickets, what they think of the help, and the site's messages."
      />
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Support"
          className={cn(tabListClass, "grid w-full grid-cols-2 sm:inline-flex sm:w-fit")}
        >
          <Tabs.Trigger value="tickets" className={tabTriggerClass}>
            Tickets
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" className={tabTriggerClass}>
            Feedback Reviews
          </Tabs.Trigger>
          <Tabs.Trigger value="contacts" className={tabTriggerClass}>
            Contact Submissions
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tickets" className="mt-6">
          {tickets ? (
            <TicketsTable
              tickets={tickets}
              ticketHref={(id) => `/admin/support/tickets/${id}`}
              withTenant
            />
          ) : (
            <ErrorState message={TICKETS_FETCH_FAILED} />
          )}
        </Tabs.Content>
        <Tabs.Content value="feedback" className="mt-6">
          {feedback ? (
            <FeedbackList items={feedback} />
          ) : (
            <ErrorState message={FEEDBACK_FETCH_FAILED} />
          )}
        </Tabs.Content>
        <Tabs.Content value="contacts" className="mt-6">
          {contacts ? (
            <ContactList
              items={contacts}
              action={(c) => (
                <Button size="sm" variant="secondary" onClick={() => setEmailing(c)}>
                  <Mail className="size-4" aria-hidden /> Send Email
                </Button>
              )}
            />
          ) : (
            <ErrorState message={CONTACT_FORMS_FETCH_FAILED} />
          )}
        </Tabs.Content>
      </Tabs.Root>
      {emailing ? <SendEmailDialog contact={emailing} onClose={() => setEmailing(null)} /> : null}
    </div>
  );
}
