"use client";

// The Inbox's data: the venue's contact messages, their unread count (the sidebar's badge) and
// opening one, which marks it read for the whole venue (docs/decisions/078).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { useConsoleUser } from "@/components/console/tenant-context";
import { useAccountHeld } from "@/components/shell/signed-in";
import { call, type Reply } from "@/lib/client/call";
import { POLL_MS } from "@/lib/notifications/messages";

export type InboxMessage = Reply<"/api/tenant/contact-submissions/", "GET">[number];

const LIST = ["inbox", "list"] as const;
const UNREAD = ["inbox", "unread"] as const;

/** The venue's messages, newest first. */
export const useInbox = () =>
  useQuery({
    queryKey: LIST,
    queryFn: ({ signal }) => call.get("/api/tenant/contact-submissions/", { signal }),
    refetchOnWindowFocus: true,
  });

/**
 * How many no one of the venue has opened: for those who may read them (the API's rule, Owners
 * and Admins), every 30 s while the tab is shown and when it regains focus, as the bell does.
 */
export function useInboxUnread() {
  const { canManageVenue } = useConsoleUser();
  const held = useAccountHeld();
  const query = useQuery({
    queryKey: UNREAD,
    queryFn: ({ signal }) => call.get("/api/tenant/contact-submissions/unread_count/", { signal }),
    enabled: canManageVenue && !held,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: 1,
  });
  return query.data?.unread_count ?? 0;
}

/** Marks a message read; the list and the badge follow at once. */
export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call.post("/api/tenant/contact-submissions/{id}/mark_read/", { params: { id } }),
    onSuccess: (read) => {
      client.setQueryData<InboxMessage[]>(LIST, (list) =>
        list?.map((m) => (m.id === read.id ? read : m)),
      );
      void client.invalidateQueries({ queryKey: UNREAD });
    },
  });
}
