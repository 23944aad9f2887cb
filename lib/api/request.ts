/**
 * The client's IP as reported by the reverse proxy in front of the app (first X-Forwarded-For
 * entry, else X-Real-IP). Used only for rate limiting; without a proxy it may be absent.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || null;
}
