"use client";

import { Star } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { RATING_SUBMIT_FAILED, RATING_THANKS } from "@/lib/support/messages";
import { cn } from "@/lib/ui/cn";

/** 'Rate Your Experience': 1 to 5 stars, and 'Submit Rating' once one is chosen. */
export function RatingForm({ ticketId }: { ticketId: number }) {
  const [rating, setRating] = useState(0);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!rating) return;
    setSending(true);
    try {
      await call.post("/api/support/tickets/{id}/feedback/", {
        params: { id: ticketId },
        body: { rating },
      });
      toast.success(RATING_THANKS);
    } catch (error) {
      toast.error(withReason(RATING_SUBMIT_FAILED, error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">Rate Your Experience</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
              onClick={() => setRating(n)}
              className="rounded-md p-1 hover:bg-slate-100"
            >
              <Star
                aria-hidden
                className={cn(
                  "size-7",
                  n <= rating ? "fill-amber-400 text-amber-500" : "text-slate-300",
                )}
              />
            </button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={!rating || sending}>
        {sending ? <Spinner /> : null}
        Submit Rating
      </Button>
    </form>
  );
}
