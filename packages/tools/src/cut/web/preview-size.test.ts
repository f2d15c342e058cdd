import { describe, expect, it } from "vitest";
import { animationMimeType, previewSize } from "./preview-size.ts";

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe("range preview helpers", () => {
  it("names the type by content", () => {
    expect(animationMimeType(bytes("GIF89a\0\0"))).toBe("image/gif");
    expect(animationMimeType(bytes("RIFF\0\0\0\0WEBPVP8X"))).toBe("image/webp");
    expect(animationMimeType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10))).toBe("image/png");
    expect(animationMimeType(Uint8Array.of(0x8a, 0x4d, 0x4e, 0x47, 13, 10))).toBeNull();
  });

  it("fits the preview in 480 × 320 and the frames in the pixel budget", () => {
    expect(previewSize(200, 100, 10)).toEqual({ width: 200, height: 100 });
    expect(previewSize(960, 540, 10)).toEqual({ width: 480, height: 270 });
    expect(previewSize(480, 270, 1000)).toEqual({ width: 267, height: 150 });
  });
});
