// The answer to an enquiry for a time already taken: the nearest days on which the same times are
// free, each a button that makes it the enquiry's date.
import { Button } from "@/components/ui/button";
import { TIME_TAKEN } from "@/lib/enquiries/schemas";

import { shortDate } from "./day-status";

export function TimeTaken({
  suggestions,
  onChoose,
}: {
  suggestions: string[];
  onChoose: (date: string) => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-medium">{TIME_TAKEN}</p>
      {suggestions.length ? (
        <>
          <p className="mt-1">The same times are free on:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((d) => (
              <li key={d}>
                <Button size="sm" variant="secondary" onClick={() => onChoose(d)}>
                  {shortDate(d)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">Please choose another day or other times.</p>
      )}
    </div>
  );
}
