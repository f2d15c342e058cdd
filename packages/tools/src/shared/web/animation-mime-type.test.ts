import { describe, expect, it } from "vitest";
import { animationMimeType, animationMimeTypeOf } from "./animation-mime-type.ts";

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe("the MIME type ImageDecoder is given", () => {
  it("names GIF, WebP and PNG/APNG by content", () => {
    expect(animationMimeType(bytes("GIF89a\0\0"))).toBe("image/gif");
    expect(animationMimeType(bytes("GIF87a\0\0"))).toBe("image/gif");
    expect(animationMimeType(bytes("RIFF\0\0\0\0WEBPVP8X"))).toBe("image/webp");
    expect(animationMimeType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10))).toBe("image/png");
  });

  it("takes nothing else: MNG, a RIFF that is not WebP, text named .gif, too few bytes", () => {
    expect(animationMimeType(Uint8Array.of(0x8a, 0x4d, 0x4e, 0x47, 13, 10))).toBeNull();
    // A PNG signature needs its first byte: "?PNG" is not one.
    expect(animationMimeType(bytes("?PNG\r\n"))).toBeNull();
    expect(animationMimeType(bytes("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(animationMimeType(bytes("<html>"))).toBeNull();
    expect(animationMimeType(new Uint8Array(0))).toBeNull();
  });

  it("reads a whole file's first bytes", () => {
    const file = new Uint8Array(1000);
    file.set(bytes("GIF89a"));
    expect(animationMimeTypeOf(file.buffer)).toBe("image/gif");
    expect(animationMimeTypeOf(new ArrayBuffer(2))).toBeNull();
  });
});
