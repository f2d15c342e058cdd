import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { animationFacts, formatDuration } from "./web/result-facts.ts";

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../test/fixtures/${name}`, import.meta.url))),
  );

describe("animationFacts: what a result screen states of the file in the browser", () => {
  it("a GIF: its logical screen, frames, played duration and frame rate", () => {
    // Two 4 × 3 frames at 50 cs and 1 cs (played as 10 cs, as browsers do): 0.6 s, 3.3 fps.
    const gif = Uint8Array.from([
      ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 4, 0, 3, 0, 0x80, 0, 0],
      ...[0, 0, 0, 255, 255, 255],
      ...[0x21, 0xf9, 4, 0, 50, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 4, 0, 3, 0, 0, 2, 2, 0x44, 0x01, 0],
      ...[0x21, 0xf9, 4, 0, 1, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 4, 0, 3, 0, 0, 2, 2, 0x44, 0x01, 0],
      0x3b,
    ]);
    expect(animationFacts(gif)).toEqual({
      width: 4,
      height: 3,
      frames: 2,
      durationMs: 600,
      fps: 3.3,
    });
  });

  it("a real GIF fixture, and a still PNG has no frame rate or duration", () => {
    const facts = animationFacts(fixture("gif/classroom.gif"));
    expect(facts?.frames).toBeGreaterThan(1);
    expect(facts?.fps).toBeGreaterThan(0);
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1,
      0x2c, 0, 0, 0, 0xc8, 8, 6, 0, 0, 0,
    ]);
    expect(animationFacts(png)).toEqual({
      width: 300,
      height: 200,
      frames: 1,
      durationMs: 0,
      fps: null,
    });
    expect(animationFacts(new TextEncoder().encode("PK\u0003\u0004 not an image"))).toBeNull();
  });

  it("formats durations as people read them", () => {
    expect(formatDuration(600)).toBe("0.6 s");
    expect(formatDuration(2500)).toBe("2.5 s");
    expect(formatDuration(12_440)).toBe("12.4 s");
    expect(formatDuration(65_000)).toBe("1 min 5 s");
    // Another language's units and decimal sign (issue 38).
    expect(formatDuration(2500, "ja")).toBe("2.5 秒");
    expect(formatDuration(65_000, "ja")).toBe("1 分 5 秒");
    expect(formatDuration(2500, "de")).toBe("2,5 Sek.");
  });
});
