import { useEffect, useState } from "react";
import { loadPublicConfig } from "#app/lib/public-config.ts";

/**
 * The external booking calendar from the server's public configuration, or null until it is
 * known (and when none is configured). Pre-rendered HTML therefore has the fallback link.
 */
export function useBookingUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadPublicConfig().then(({ bookingUrl }) => {
      if (!cancelled) setUrl(bookingUrl);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return url;
}
