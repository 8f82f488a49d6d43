/**
 * The one-tap subscribe link of a calendar address (app/features/closing-files/calendar-address-card.tsx).
 * Phones and Apple Calendar hand a `webcal:` link to the calendar app, which subscribes to it; the
 * app then fetches the same feed over https. So the link is the feed's own address with the scheme
 * swapped, and anything that is not an http(s) address has none.
 */
export function webcalUrlOf(feedUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return `webcal://${url.host}${url.pathname}${url.search}`;
}
