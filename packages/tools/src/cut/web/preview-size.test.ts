import { describe, expect, it } from "vitest";
import { previewSize } from "./preview-size.ts";

describe("range preview helpers", () => {
  it("fits the preview in 480 × 320 and the frames in the pixel budget", () => {
    expect(previewSize(200, 100, 10)).toEqual({ width: 200, height: 100 });
    expect(previewSize(960, 540, 10)).toEqual({ width: 480, height: 270 });
    expect(previewSize(480, 270, 1000)).toEqual({ width: 267, height: 150 });
  });
});
