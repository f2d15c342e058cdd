import { describe, expect, it } from "vitest";
import { animationMimeType } from "./animation-mime-type.ts";

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe("animationMimeType", () => {
  it("names the type by content", () => {
    expect(animationMimeType(bytes("GIF89a\0\0"))).toBe("image/gif");
    expect(animationMimeType(bytes("RIFF\0\0\0\0WEBPVP8X"))).toBe("image/webp");
    expect(animationMimeType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10))).toBe("image/png");
    expect(animationMimeType(Uint8Array.of(0x8a, 0x4d, 0x4e, 0x47, 13, 10))).toBeNull();
  });
});
