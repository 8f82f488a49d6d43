/** A post's ISO date ("2025-06-10") as shown to readers ("June 10, 2025"), the same at build time and in any browser time zone. */
export function formatPostDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
