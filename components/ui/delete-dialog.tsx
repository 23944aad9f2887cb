"use client";

import { hashKey, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";

import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/client/api";
import { urlOf, type PathWith } from "@/lib/client/call";

import { ConfirmDialog } from "./confirm-dialog";

/**
 * Confirm, DELETE `path` with `id` in it, refresh what it touched, and report: the success toast,
 * or `errorPrefix` followed by the server's detail (spec §8). Open while `id` is set; it closes
 * either way, since asking again cannot change a refusal (a hall with upcoming bookings, say).
 */
export function DeleteDialog({
  path,
  id,
  title,
  message,
  successMessage,
  errorPrefix,
  invalidate,
  gone,
  onClose,
  onDeleted,
  onFailed,
}: {
  path: PathWith<"DELETE">;
  id: number | null;
  title: string;
  message: string;
  successMessage: string;
  errorPrefix: string;
  invalidate: QueryKey[];
  /** the deleted thing's own query: never read again (it would answer 404), only forgotten */
  gone?: (id: number) => QueryKey;
  onClose: () => void;
  onDeleted?: () => void;
  onFailed?: (detail: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  async function remove() {
    if (id === null) return;
    setBusy(true);
    try {
      await api(urlOf(path, { id }), { method: "DELETE" });
      toast.success(successMessage);
      const own = gone ? hashKey(gone(id)) : null;
      await Promise.all(
        invalidate.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (q) => q.queryHash !== own }),
        ),
      );
      onDeleted?.();
      onClose();
    } catch (error) {
      toast.error(`${errorPrefix}${errorMessage(error)}`);
      onFailed?.(errorMessage(error));
      onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={id !== null}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      message={message}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={remove}
    />
  );
}
