import { describe, expect, it } from "vitest";
import { MAX_TILT_DEG, NO_TILT, tiltFromPointer, tiltTransform } from "./tilt.ts";

const card = { width: 400, height: 200 };

describe("tiltFromPointer", () => {
  it.each([
    ["centre", 200, 100, 0, 0],
    ["top-left corner", 0, 0, 15, -15],
    ["top-right corner", 400, 0, 15, 15],
    ["bottom-left corner", 0, 200, -15, -15],
    ["bottom-right corner", 400, 200, -15, 15],
    ["middle of the right edge", 400, 100, 0, 15],
    ["middle of the top edge", 200, 0, 15, 0],
    ["a quarter in from the left", 100, 100, 0, -7.5],
    ["three quarters down", 200, 150, -7.5, 0],
    ["past the right edge (clamped)", 900, 100, 0, 15],
    ["above and left of the card (clamped)", -50, -20, 15, -15],
  ])("%s → rotateX %d, rotateY %d", (_, x, y, rotateX, rotateY) => {
    expect(tiltFromPointer({ x, y, ...card })).toEqual({ rotateX, rotateY });
  });

  it("rounds to hundredths of a degree", () => {
    expect(tiltFromPointer({ x: 100, y: 200, width: 300, height: 300 }, 10)).toEqual({ rotateX: -3.33, rotateY: -3.33 });
  });

  it("uses the given maximum", () => {
    expect(tiltFromPointer({ x: 400, y: 0, ...card }, 8)).toEqual({ rotateX: 8, rotateY: 8 });
    expect(tiltFromPointer({ x: 0, y: 200, ...card }, 8)).toEqual({ rotateX: -8, rotateY: -8 });
  });

  it("never goes beyond the maximum", () => {
    for (let x = -100; x <= 500; x += 37) {
      for (let y = -100; y <= 300; y += 29) {
        const t = tiltFromPointer({ x, y, ...card });
        expect(Math.abs(t.rotateX)).toBeLessThanOrEqual(MAX_TILT_DEG);
        expect(Math.abs(t.rotateY)).toBeLessThanOrEqual(MAX_TILT_DEG);
      }
    }
  });

  it.each([
    ["zero width", { x: 10, y: 10, width: 0, height: 100 }],
    ["zero height", { x: 10, y: 10, width: 100, height: 0 }],
    ["NaN position", { x: Number.NaN, y: 10, width: 100, height: 100 }],
  ])("gives no tilt for %s", (_, input) => {
    expect(tiltFromPointer(input)).toEqual(NO_TILT);
  });

  it("never returns negative zero", () => {
    const t = tiltFromPointer({ x: 200, y: 100, ...card });
    expect(Object.is(t.rotateX, -0)).toBe(false);
    expect(Object.is(t.rotateY, -0)).toBe(false);
  });
});

describe("tiltTransform", () => {
  it.each([
    [NO_TILT, undefined, "perspective(1000px) rotateX(0deg) rotateY(0deg)"],
    [{ rotateX: 3.45, rotateY: -5.78 }, undefined, "perspective(1000px) rotateX(3.45deg) rotateY(-5.78deg)"],
    [{ rotateX: 1, rotateY: 2 }, 600, "perspective(600px) rotateX(1deg) rotateY(2deg)"],
  ])("%o → %s", (tilt, perspective, css) => {
    expect(tiltTransform(tilt, perspective)).toBe(css);
  });
});
