import { useId } from "react";

/**
 * Decorative illustration: an Iowa farmstead on rolling hills at dusk, in the brand's navy and
 * gold. Pure SVG, no image request.
 */
export function PrairieScene({ className }: { className?: string }) {
  const clip = useId();
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 480 380" width="480" height="380" className={className}>
      <defs>
        <clipPath id={clip}>
          <rect width="480" height="380" rx="28" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="480" height="380" className="fill-navy-900" />
        <circle cx="330" cy="196" r="118" className="fill-gold-400" opacity="0.1" />
        <circle cx="330" cy="196" r="84" className="fill-gold-400" opacity="0.16" />
        <circle cx="330" cy="196" r="58" className="fill-gold-300" />
        {[
          [48, 52, 1.6],
          [96, 96, 1.2],
          [150, 40, 1.4],
          [214, 78, 1.1],
          [262, 34, 1.5],
          [412, 60, 1.3],
          [446, 118, 1.1],
          [30, 140, 1.2],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} className="fill-cream-100" opacity="0.75" />
        ))}
        <path d="M0 238c80-34 160-34 240-14s160 28 240-6v162H0Z" className="fill-navy-700" />
        <path d="M0 282c100-36 200-28 300-8s130 20 180 2v104H0Z" className="fill-navy-800" />
        {/* Farmhouse, silo and barn */}
        <g className="fill-navy-950">
          <path d="M84 262v-34l37-28 37 28v34Z" />
          <rect x="140" y="201" width="9" height="18" />
          <rect x="166" y="214" width="20" height="50" rx="10" />
          <path d="M192 264v-30l24-16 24 16v30Z" />
        </g>
        <rect x="97" y="236" width="13" height="13" rx="1.5" className="fill-gold-300" />
        <rect x="132" y="236" width="13" height="13" rx="1.5" className="fill-gold-300" />
        <rect x="209" y="244" width="14" height="20" rx="1.5" className="fill-gold-500" opacity="0.85" />
        <path d="M0 318c130-26 280-22 480 4v58H0Z" className="fill-navy-950" />
        {/* Field rows */}
        <g fill="none" className="stroke-gold-600" strokeWidth="2" strokeLinecap="round" opacity="0.45">
          <path d="M20 352c120-20 280-18 440 2" />
          <path d="M40 370c110-14 260-12 400 2" />
          <path d="M60 336c100-16 240-16 380 0" />
        </g>
        {/* Fence */}
        <g className="stroke-navy-600" strokeWidth="3" strokeLinecap="round">
          <path d="M260 300h190" />
          <path d="M270 292v18M310 290v18M350 290v18M390 292v18M430 294v18" />
        </g>
      </g>
    </svg>
  );
}
