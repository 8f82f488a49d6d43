/** Decorative rolling-hills horizon drawn along the bottom of a hero band. */
export function PrairieHorizon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 120"
      width="1440"
      height="120"
      preserveAspectRatio="none"
      className={className}
    >
      <path d="M0 70C180 40 330 38 520 62s360 40 560 14 280-36 360-30v74H0Z" className="fill-cream-200" />
      <path d="M0 92c220-26 420-30 640-10s420 24 560 6 200-20 240-18v50H0Z" className="fill-cream-300/70" />
      <path d="M0 108c260-14 520-16 760-6s460 10 680-4v22H0Z" className="fill-cream-50" />
    </svg>
  );
}
