"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { FormAlert, Spinner } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { REPLY_SUBMIT_FAILED, REPLY_SUBMITTED } from "@/lib/support/messages";

/**
 * 'Post a Reply' (spec §2.3): 'Send Reply' is disabled while the text is empty, whitespace only
 * or sending. Files go along as attachments (images or PDF, checked by the server).
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const router = useRouter();
  const files = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!message.trim() || sending) return;
    setSending(true);
    setError(null);
    const body = new FormData();
    body.set("message", message);
    for (const file of files.current?.files ?? []) body.append("attachments", file);
    try {
      await call.post("/api/support/tickets/{id}/replies/", { params: { id: ticketId }, body });
      toast.success(REPLY_SUBMITTED);
      setMessage("");
      if (files.current) files.current.value = "";
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, { fallback: REPLY_SUBMIT_FAILED }));
      toast.error(withReason(REPLY_SUBMIT_FAILED, e, { atFields: true }));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Post a Reply</h2>
      <FormAlert>{error}</FormAlert>
      <TextAreaField
        label="Your reply"
        rows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div>
        <label htmlFor="reply-files" className="mb-1.5 block text-sm font-medium text-slate-700">
          Attachments
        </label>
        <input
          id="reply-files"
          ref={files}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
          aria-describedby="reply-files-hint"
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id="reply-files-hint" className="mt-1.5 text-xs text-slate-500">
          Images or PDF, up to 10 MB each.
        </p>
      </div>
      <Button type="submit" disabled={!message.trim() || sending}>
        {sending ? <Spinner /> : null}
        Send Reply
      </Button>
    </form>
  );
}
