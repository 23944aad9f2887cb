"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";

import { api } from "@/lib/client/api";
import { call, urlOf, type Reply } from "@/lib/client/call";
import { PAGE_SIZE, POLL_MS } from "@/lib/notifications/messages";

const UNREAD = ["notifications", "unread"] as const;
const LIST = ["notifications", "list"] as const;
const FIRST_PAGE = urlOf("/notifications/", {}, { ordering: "-created_at", page_size: PAGE_SIZE });
type NotificationPage = Reply<"/notifications/", "GET">;

/**
 * The unread count, every 30 s while the tab is shown (react-query pauses its interval while the
 * tab is hidden) and again when the tab regains focus (spec §9).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD,
    queryFn: ({ signal }) => call.get("/notifications/unread_count/", { signal }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: 1,
  });
}

/** The list, newest first, a page at a time; the next page is loaded by the reply's `next` URL. */
export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: LIST,
    // The next page is the reply's own `next` address.
    queryFn: ({ pageParam, signal }) => api<NotificationPage>(pageParam, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    staleTime: 0,
    retry: 1,
  });
}

type List = InfiniteData<NotificationPage, string>;

/** Marks one (`id`) or all (`id` null) read; the list and the badge follow at once. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null): Promise<string> => {
      if (id === null) {
        await call.post("/notifications/mark_all_read/");
        return new Date().toISOString();
      }
      return (await call.post("/notifications/{id}/mark_read/", { params: { id } })).read_at;
    },
    onSuccess: (readAt, id) => {
      client.setQueryData<List>(
        LIST,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((n) =>
                (id === null || n.id === id) && !n.is_read
                  ? { ...n, is_read: true, read_at: readAt }
                  : n,
              ),
            })),
          },
      );
      void client.invalidateQueries({ queryKey: UNREAD });
    },
  });
}
