/**
 * The Latest Insights carousel steps one post at a time and wraps at both ends. Every card stays
 * in the page; each one's offset from the first shown post decides whether it is visible at 1-up
 * (offset 0) or 3-up (offset 0..2) and its order.
 */

/** The next start index, wrapping from the last post to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The previous start index, wrapping from the first post to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** How far a card sits after the first shown one, going round: 0 is the first shown. */
export function cardOffset(cardIndex: number, start: number, count: number): number {
  if (count <= 0) return 0;
  return (((cardIndex - start) % count) + count) % count;
}

/** The card indices shown when `perView` posts fit, starting at `start`, in display order. */
export function visibleIndices(start: number, count: number, perView: number): number[] {
  const n = Math.min(perView, count);
  return Array.from({ length: n }, (_, k) => (start + k) % count);
}

/** "Posts 6, 1 and 2 of 6" style positions for screen readers, 1-based. */
export function positionLabel(start: number, count: number, perView: number): string {
  const shown = visibleIndices(start, count, perView).map((i) => i + 1);
  if (shown.length === 0) return "No posts";
  if (shown.length === 1) return `Post ${shown[0]} of ${count}`;
  const last = shown.pop();
  return `Posts ${shown.join(", ")} and ${last} of ${count}`;
}
