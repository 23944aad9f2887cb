import Link from "next/link";

/** Pages of this site a server's message may point to by their path. */
const PATHS = ["/invitation"] as const;
const PATTERN = new RegExp(`(?<=^|\\s)(${PATHS.join("|")})(?=[\\s.,;:!?]|$)`);

/**
 * A server's message with the pages it names by path ("Accept the invitation at /invitation
 * first.") as links to them; the rest stays text, whatever it says.
 */
export function MessageWithLinks({ text }: { text: string }) {
  const parts = text.split(PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <Link key={i} href={part} className="font-medium underline underline-offset-2">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
