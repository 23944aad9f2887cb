"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { toast } from "@/components/ui/toast";
import { refusalReason, withReason } from "@/lib/client/failure";
import { keys } from "@/lib/client/queries";

/**
 * What each change of the team says (spec §8): on success; on failure the spec's sentence, then
 * the server's own reason when it gives one ("Failed to change user status. You cannot change
 * your own role or status, or remove yourself."), else the spec's whole message.
 */
export const TEAM_MESSAGES = {
  add: {
    done: "User added successfully!",
    failed: "Failed to add user.",
    otherwise: "Failed to add user. It might already exist or be invalid.",
  },
  update: { done: "User updated successfully!", failed: "Failed to update user." },
  status: { done: "", failed: "Failed to change user status." },
  remove: { done: "User deleted successfully!", failed: "Failed to delete user." },
} as const;
export type TeamChangeKind = keyof typeof TEAM_MESSAGES;

/** The failure of a change of `kind`, in the spec's words and the server's. */
export function teamFailure(kind: TeamChangeKind, error: unknown): string {
  const messages: { failed: string; otherwise?: string } = TEAM_MESSAGES[kind];
  return refusalReason(error, { atFields: true })
    ? withReason(messages.failed, error, { atFields: true })
    : (messages.otherwise ?? messages.failed);
}

export type TeamChange = {
  kind: TeamChangeKind;
  /** the call that makes the change (lib/client/call.ts) */
  request: () => Promise<unknown>;
  /** the success toast, when it is not the kind's own */
  done?: string;
  /** a dialog that stays open shows the failure itself: no toast then */
  inDialog?: boolean;
};
export type TeamResult = { ok: true } | { ok: false; message: string; error: unknown };

/**
 * The one way the team screen changes the team: call, toast, refetch the team, and say the
 * failure once (in the dialog that stays open, else in a toast). Its dialogs only say what to send.
 */
export function useTeamSubmit() {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: TeamChange): Promise<TeamResult> => {
      try {
        await change.request();
        toast.success(change.done ?? TEAM_MESSAGES[change.kind].done);
        await queryClient.invalidateQueries({ queryKey: keys.team });
        return { ok: true };
      } catch (error) {
        const message = teamFailure(change.kind, error);
        if (!change.inDialog) toast.error(message);
        return { ok: false, message, error };
      }
    },
    [queryClient],
  );
}
