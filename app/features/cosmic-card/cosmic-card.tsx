import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from "react";
import {
  DEFAULT_COSMIC_LOGO,
  DEFAULT_COSMIC_SIZE,
  DEFAULT_COSMIC_THEME,
  type CosmicLogoText,
  type CosmicTheme,
} from "#core/content/offers/cosmic-cards.ts";
import { NO_TILT, tiltFromPointer, tiltTransform } from "#core/content/offers/tilt.ts";
import { cx } from "#app/lib/cx.ts";
import "./cosmic-card.css";

export interface CosmicCardProps {
  cardholderName: string;
  theme?: CosmicTheme;
  logoText?: CosmicLogoText;
  /** Width in CSS pixels (the card never grows wider than its container). */
  width?: number;
  /** Height in CSS pixels at full width; the proportions are kept when the card shrinks. */
  height?: number;
  className?: string;
}

/** Star positions (percent of the card), fixed so pre-rendered HTML and the client agree. */
const STARS = [
  { x: 8, y: 14, s: 2, d: 0 },
  { x: 22, y: 70, s: 1.5, d: 0.8 },
  { x: 37, y: 24, s: 1, d: 1.6 },
  { x: 55, y: 12, s: 2, d: 0.4 },
  { x: 63, y: 58, s: 1, d: 2.1 },
  { x: 78, y: 30, s: 1.5, d: 1.2 },
  { x: 90, y: 76, s: 2, d: 2.6 },
  { x: 46, y: 84, s: 1, d: 0.2 },
  { x: 85, y: 8, s: 1, d: 1.9 },
] as const;

type CardState = "floating" | "tilting";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A card that leans in 3D towards the pointer and floats gently when left alone. The tilt is
 * written straight to the surface's style once per animation frame (no React render per move);
 * with reduced motion requested it neither tilts nor floats.
 */
export function CosmicCard({
  cardholderName,
  theme = DEFAULT_COSMIC_THEME,
  logoText = DEFAULT_COSMIC_LOGO,
  width = DEFAULT_COSMIC_SIZE.width,
  height = DEFAULT_COSMIC_SIZE.height,
  className,
}: CosmicCardProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const [state, setState] = useState<CardState>("floating");

  const cancelFrame = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  useEffect(() => cancelFrame, [cancelFrame]);

  const applyTilt = useCallback(() => {
    frame.current = null;
    const wrapper = wrapperRef.current;
    const surface = surfaceRef.current;
    const at = pointer.current;
    if (!wrapper || !surface || !at) return;
    const rect = wrapper.getBoundingClientRect();
    const tilt = tiltFromPointer({ x: at.x - rect.left, y: at.y - rect.top, width: rect.width, height: rect.height });
    surface.style.transform = tiltTransform(tilt);
  }, []);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (prefersReducedMotion()) return;
    pointer.current = { x: event.clientX, y: event.clientY };
    if (state !== "tilting") setState("tilting");
    if (frame.current === null) frame.current = requestAnimationFrame(applyTilt);
  };

  const onPointerLeave = () => {
    cancelFrame();
    pointer.current = null;
    if (surfaceRef.current) surfaceRef.current.style.transform = tiltTransform(NO_TILT);
    setState("floating");
  };

  const surfaceStyle: CSSProperties = {
    transform: tiltTransform(NO_TILT),
    backgroundImage: `radial-gradient(circle at 80% 15%, color-mix(in srgb, ${theme.glowColor} 35%, transparent), transparent 55%), linear-gradient(135deg, ${theme.primaryColor}, ${theme.secondaryColor})`,
    boxShadow: `0 18px 40px -18px ${theme.primaryColor}, 0 0 28px -6px ${theme.glowColor}`,
  };

  return (
    <div
      ref={wrapperRef}
      data-state={state}
      className={cx("cosmic-card-float w-full", className)}
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      <div
        ref={surfaceRef}
        data-testid="cosmic-card-surface"
        className="cosmic-card-surface relative flex size-full flex-col justify-between overflow-hidden rounded-2xl p-[7%] text-white will-change-transform select-none"
        style={surfaceStyle}
      >
        <span aria-hidden="true" className="pointer-events-none absolute inset-0">
          {STARS.map((star) => (
            <span
              key={`${star.x}-${star.y}`}
              className="cosmic-card-star absolute rounded-full bg-white"
              style={{
                left: `${star.x}%`,
                top: `${star.y}%`,
                width: star.s * 2,
                height: star.s * 2,
                animationDelay: `${star.d}s`,
              }}
            />
          ))}
        </span>
        <div className="relative flex items-start justify-between gap-3">
          <p className="leading-tight font-bold tracking-[0.18em]">
            <span className="block text-sm sm:text-base">{logoText.topText}</span>
            <span className="block text-xs font-semibold opacity-90">
              {logoText.bottomText}
            </span>
          </p>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="shrink-0" fill="none">
            <circle cx="12" cy="12" r="7" stroke="currentColor" strokeWidth="1.5" />
            <ellipse cx="12" cy="12" rx="11" ry="3.5" stroke="currentColor" strokeWidth="1.2" transform="rotate(-20 12 12)" />
          </svg>
        </div>
        <span
          aria-hidden="true"
          className="relative block h-[18%] w-[15%] rounded-md border border-white/50 bg-white/25"
        />
        <div className="relative flex items-end justify-between gap-3">
          <p className="min-w-0">
            <span className="block text-[0.65rem] font-semibold tracking-widest uppercase opacity-90">Cardholder</span>
            <span className="block truncate text-base font-semibold tracking-wide">{cardholderName}</span>
          </p>
          <span aria-hidden="true" className="text-sm font-semibold tracking-widest opacity-90">
            ★★★★★
          </span>
        </div>
      </div>
    </div>
  );
}
