import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstGifFrames, gifFrameSpans } from "./gif-frame-spans.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/fixtures/gif/${name}`, import.meta.url));

describe("gifFrameSpans", () => {
  it("finds every frame of the fixtures, back to back, ending before the trailer", () => {
    for (const [name, frameCount] of [
      ["classroom.gif", 45],
      ["iss634.gif", 42],
      ["cogs.gif", 5],
    ] as const) {
      const bytes = readFileSync(fixture(name));
      const { headerBytes, frames } = gifFrameSpans(bytes);
      expect(frames).toHaveLength(frameCount);
      expect(frames[0]?.start).toBe(headerBytes);
      for (let index = 1; index < frames.length; index++) {
        expect(frames[index]?.start).toBe(frames[index - 1]?.end);
      }
      // After the last image: only extensions (a comment) or the trailer.
      expect([0x21, 0x3b]).toContain(bytes[frames.at(-1)?.end as number]);
    }
  });

  it("cuts a GIF to its first frames: the same bytes, then the trailer", () => {
    const bytes = readFileSync(fixture("classroom.gif"));
    const cut = firstGifFrames(bytes, 10);
    const spans = gifFrameSpans(cut);
    expect(spans.frames).toHaveLength(10);
    expect(Buffer.from(cut.subarray(0, -1)).equals(bytes.subarray(0, spans.frames[9]?.end))).toBe(
      true,
    );
    expect(cut.at(-1)).toBe(0x3b);
  });

  it("refuses bytes that are not a GIF", () => {
    expect(() => gifFrameSpans(new Uint8Array(20))).toThrow("not a GIF");
  });
});
