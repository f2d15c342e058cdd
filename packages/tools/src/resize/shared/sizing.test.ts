import { describe, expect, it } from "vitest";
import {
  type ResizeFormState,
  resizeTarget,
  withAspectPreset,
  withMaintainAspect,
  withWidth,
} from "./sizing.ts";

const natural = { width: 480, height: 270 };
const initial: ResizeFormState = {
  width: 480,
  height: 270,
  maintainAspectRatio: true,
  percentage: 100,
  aspectPreset: "free",
};

describe("Resize aspect presets and Maintain aspect ratio", () => {
  it("a preset turns maintain-aspect off, so the result has the preset's shape", () => {
    const state = withAspectPreset(initial, "1:1", natural);
    expect(state).toMatchObject({ aspectPreset: "1:1", maintainAspectRatio: false, height: 480 });
    expect(resizeTarget(natural, state.width, state.height, state.maintainAspectRatio)).toEqual({
      width: 480,
      height: 480,
    });
    // Width typed: the height follows the preset.
    expect(withWidth(state, "200", natural)).toMatchObject({ width: 200, height: 200 });
  });

  it("turning maintain-aspect back on returns to Free and the GIF's own shape", () => {
    const state = withMaintainAspect(withAspectPreset(initial, "9:16", natural), true, natural);
    expect(state).toMatchObject({ aspectPreset: "free", maintainAspectRatio: true, height: 270 });
  });

  it("Free leaves maintain-aspect as it was", () => {
    expect(withAspectPreset(initial, "free", natural).maintainAspectRatio).toBe(true);
  });
});
