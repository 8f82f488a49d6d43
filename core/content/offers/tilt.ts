/**
 * The 3D tilt of a card following the pointer: where the pointer is over the card decides how far
 * the card leans towards it. Pure, so it is unit-tested apart from the DOM.
 */
export interface TiltInput {
  /** Pointer position relative to the card's left/top edge, in CSS pixels. */
  x: number;
  y: number;
  /** The card's size in CSS pixels. */
  width: number;
  height: number;
}

export interface Tilt {
  /** Degrees around the horizontal axis: positive leans the top edge away (pointer near the top). */
  rotateX: number;
  /** Degrees around the vertical axis: positive turns the right edge away (pointer near the right). */
  rotateY: number;
}

/** How far a card may lean, in degrees, at its edges. */
export const MAX_TILT_DEG = 15;

export const NO_TILT: Tilt = { rotateX: 0, rotateY: 0 };

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Rounds to hundredths of a degree and turns -0 into 0. */
function round(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}

/**
 * The tilt for a pointer position: none at the centre, ±maxDeg at the edges, clamped when the
 * pointer is outside the card (a fast move can report a point just past the edge).
 */
export function tiltFromPointer({ x, y, width, height }: TiltInput, maxDeg: number = MAX_TILT_DEG): Tilt {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(x) || !Number.isFinite(y)) return NO_TILT;
  const px = clamp01(x / width) - 0.5; // -0.5 (left) … 0.5 (right)
  const py = clamp01(y / height) - 0.5; // -0.5 (top) … 0.5 (bottom)
  return { rotateX: round(-py * 2 * maxDeg), rotateY: round(px * 2 * maxDeg) };
}

/** The CSS transform of a tilt (the perspective is part of it so no parent needs one). */
export function tiltTransform({ rotateX, rotateY }: Tilt, perspectivePx = 1000): string {
  return `perspective(${perspectivePx}px) rotateX(${rotateX}deg) rotateY(${rotateY}deg)`;
}
