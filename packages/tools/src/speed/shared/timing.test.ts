import { describe, expect, it } from "vitest";
import { planSpeed, playedDelayCentiseconds } from "./timing.ts";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("planSpeed", () => {
  it("×2 halves every delay and keeps every frame", () => {
    const plan = planSpeed([10, 10, 20, 40], 2);
    expect(plan).toEqual({
      keptFrames: [0, 1, 2, 3],
      delaysCentiseconds: [5, 5, 10, 20],
      keepsEveryFrame: true,
      inputDurationCentiseconds: 80,
      outputDurationCentiseconds: 40,
    });
  });

  it("×0.5 doubles every delay", () => {
    const plan = planSpeed([3, 7, 150], 0.5);
    expect(plan.keptFrames).toEqual([0, 1, 2]);
    expect(plan.delaysCentiseconds).toEqual([6, 14, 300]);
    expect(plan.outputDurationCentiseconds).toBe(320);
  });

  it("×10 on a GIF of 2-hundredth frames keeps every tenth frame at 2", () => {
    const plan = planSpeed(Array(30).fill(2), 10);
    expect(plan.keptFrames).toEqual([0, 10, 20]);
    expect(plan.delaysCentiseconds).toEqual([2, 2, 2]);
    expect(plan.keepsEveryFrame).toBe(false);
    expect(plan.outputDurationCentiseconds).toBe(6);
  });

  it("rounds on the time line, so the total stays the input's divided by the speed", () => {
    // 7 frames of 7 at ×3 = 2.33 each: rounding each alone would give 7 × 2 = 14, not 16.33.
    const plan = planSpeed(Array(7).fill(7), 3);
    expect(plan.keepsEveryFrame).toBe(true);
    expect(plan.delaysCentiseconds).toEqual([2, 3, 2, 2, 3, 2, 2]);
    expect(sum(plan.delaysCentiseconds)).toBe(16);
    // ×1.5 on 4s: 2.67 each.
    expect(planSpeed(Array(6).fill(4), 1.5).delaysCentiseconds).toEqual([3, 2, 3, 3, 2, 3]);
  });

  it("drops evenly when frames would be under 2: 3 hundredths at ×2 keeps three frames in four", () => {
    const plan = planSpeed(Array(12).fill(3), 2);
    expect(plan.keptFrames).toEqual([0, 1, 2, 4, 5, 6, 8, 9, 10]);
    expect(plan.delaysCentiseconds).toEqual(Array(9).fill(2));
    expect(sum(plan.delaysCentiseconds)).toBe(18);
  });

  it("keeps long frames' ends exactly and drops only the short ones between them", () => {
    // A pause of 100, then ten frames of 1.5 on the new time line, then a pause of 50 (at ×2).
    const plan = planSpeed([200, ...Array(10).fill(3), 100], 2);
    expect(plan.keptFrames[0]).toBe(0);
    expect(plan.delaysCentiseconds[0]).toBe(100);
    expect(plan.keptFrames.at(-1)).toBe(11);
    // It starts at 116 instead of 115 (the short frame before it was held for 2) and ends exactly.
    expect(plan.delaysCentiseconds.at(-1)).toBe(49);
    expect(plan.keptFrames).toEqual([0, 1, 2, 3, 5, 6, 7, 9, 10, 11]);
    expect(plan.delaysCentiseconds.every((delay) => delay >= 2)).toBe(true);
    expect(sum(plan.delaysCentiseconds)).toBe(165);
  });

  it("treats stored delays 0 and 1 as browsers play them: 10 hundredths", () => {
    expect(playedDelayCentiseconds(0)).toBe(10);
    expect(playedDelayCentiseconds(1)).toBe(10);
    expect(playedDelayCentiseconds(2)).toBe(2);
    const plan = planSpeed([0, 1, 0, 1], 2);
    expect(plan.delaysCentiseconds).toEqual([5, 5, 5, 5]);
    expect(plan.inputDurationCentiseconds).toBe(40);
  });

  it("holds a single frame for at least 2 and caps delays at the GIF maximum", () => {
    expect(planSpeed([3], 10).delaysCentiseconds).toEqual([2]);
    expect(planSpeed([40_000], 0.1).delaysCentiseconds).toEqual([65_535]);
  });

  it("joins a remainder under 2 at the end to the last frame shown", () => {
    // 5 frames of 2 at ×4: 2.5 hundredths in all; one frame of 3 (rounded 2.5).
    const plan = planSpeed(Array(5).fill(2), 4);
    expect(plan.keptFrames).toEqual([0]);
    expect(plan.delaysCentiseconds).toEqual([3]);
    // 9 frames of 2 at ×4: 4.5 → 5 in all: frames at 0 and 2, the second holds 3.
    const nine = planSpeed(Array(9).fill(2), 4);
    expect(nine.keptFrames).toEqual([0, 4]);
    expect(nine.delaysCentiseconds).toEqual([2, 3]);
  });

  it("stays within one frame of the exact total and never writes a delay under 2", () => {
    for (const speed of [0.1, 0.37, 0.5, 1, 1.3, 2, 3.7, 6, 10]) {
      for (const delays of [
        [6, 7, 6, 7, 7, 6, 7, 6, 7, 7, 6, 7, 7],
        [2, 2, 3, 2, 50, 2, 2, 2, 4, 0, 1, 9],
        Array(60).fill(4),
      ]) {
        const plan = planSpeed(delays, speed);
        const exact = plan.inputDurationCentiseconds / speed;
        expect(Math.abs(sum(plan.delaysCentiseconds) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.min(...plan.delaysCentiseconds)).toBeGreaterThanOrEqual(2);
        expect(plan.keptFrames).toEqual([...plan.keptFrames].sort((a, b) => a - b));
        expect(new Set(plan.keptFrames).size).toBe(plan.keptFrames.length);
        expect(plan.keptFrames[0]).toBe(0);
      }
    }
  });

  it("refuses a speed that is not positive", () => {
    expect(() => planSpeed([5], 0)).toThrow(/positive/);
  });
});
