import { describe, expect, it } from "vitest";
import {
  animationMimeType,
  animationMimeTypeOf,
  isEbmlFile,
  mngPictureSize,
} from "./animation-mime-type.ts";

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

  it("reads an MNG's size from its MHDR, and knows a WebM (EBML) by its first bytes", () => {
    const mng = new Uint8Array(28);
    mng.set([0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 28]);
    mng.set(bytes("MHDR"), 12);
    const view = new DataView(mng.buffer);
    view.setUint32(16, 85);
    view.setUint32(20, 77);
    expect(mngPictureSize(mng.buffer)).toEqual({ width: 85, height: 77 });
    view.setUint32(16, 0);
    expect(mngPictureSize(mng.buffer)).toBeNull();
    expect(mngPictureSize(bytes("GIF89a").buffer)).toBeNull();
    expect(isEbmlFile(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe(true);
    expect(isEbmlFile(bytes("GIF89a"))).toBe(false);
  });
});
