/**
 * Where to go after signing in: the page the visitor came from when it is a path on this site,
 * else the default. Anything else (another origin, //evil.example) is ignored.
 */
export function safeNextPath(next: string | string[] | undefined | null, fallback: string): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (
    !value ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\") ||
    value.startsWith("/login")
  )
    return fallback;
  return value;
}
