import { CalendarDays } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { loadPublicConfig } from "#app/lib/public-config.ts";
import { buttonClasses, type ButtonVariant } from "#app/components/ui/button.tsx";

/** Where to book a call: the configured calendar (BOOKING_URL), or our contact page without one. */
export function useBookingUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then(({ bookingUrl }) => {
      if (live) setUrl(bookingUrl);
    });
    return () => {
      live = false;
    };
  }, []);
  return url;
}

/**
 * "Book a Call": the external booking calendar in a new tab when one is configured, else
 * /contact (also what the pre-rendered HTML shows until the configuration has loaded).
 */
export function BookingLink({
  label = "Book a Call",
  variant = "secondary",
  className,
}: {
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const url = useBookingUrl();
  const icon = <CalendarDays aria-hidden="true" className="size-5" />;
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses(variant, "lg", className)}>
        {icon}
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to="/contact" className={buttonClasses(variant, "lg", className)}>
      {icon}
      {label}
    </Link>
  );
}
