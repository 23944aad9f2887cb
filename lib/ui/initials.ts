/** At most two letters: the first letters of the name's parts (spec §9), else of the email. */
export function initials(name: string | null | undefined, email = ""): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = parts.length ? parts.slice(0, 2).map((p) => p[0]) : [email[0] ?? "?"];
  return letters.join("").toUpperCase();
}
