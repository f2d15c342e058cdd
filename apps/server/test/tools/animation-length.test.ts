import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { animationLengthMs } from "@gifkit/tools/shared/animation-length";
import { afterAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";

const directory = mkdtempSync(join(tmpdir(), "gifkit-animation-length-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("animationLengthMs", () => {
  it("adds up a GIF's delays as browsers play them (under 20 ms is 100 ms)", () => {
    // cogs.gif: 0, 5, 5, 5, 5 hundredths → 100 + 4 × 50.
    expect(animationLengthMs(readFileSync(fixture("gif/cogs.gif")))).toBe(300);
    // classroom.gif: the sum of the 45 delays gifsicle --info lists.
    const info = execFileSync("gifsicle", ["--info", fixture("gif/classroom.gif")]).toString();
    const delays = [...info.matchAll(/delay ([\d.]+)s/g)].map((match) => Number(match[1]) * 1000);
    expect(delays).toHaveLength(45);
    expect(animationLengthMs(readFileSync(fixture("gif/classroom.gif")))).toBe(
      Math.round(delays.reduce((sum, delay) => sum + (delay < 20 ? 100 : delay), 0)),
    );
  });

  it("reads an animated WebP and an APNG made from the same GIF", () => {
    const webp = join(directory, "cogs.webp");
    execFileSync("gif2webp", ["-quiet", fixture("gif/cogs.gif"), "-o", webp]);
    expect(animationLengthMs(readFileSync(webp))).toBe(300);
    const apng = join(directory, "cogs.apng");
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-i",
      fixture("gif/cogs.gif"),
      "-f",
      "apng",
      apng,
    ]);
    expect(animationLengthMs(readFileSync(apng))).toBe(300);
  });

  it("has no length for a still image or bytes it cannot read", () => {
    expect(animationLengthMs(readFileSync(fixture("image/4.webp")))).toBeNull();
    expect(animationLengthMs(readFileSync(fixture("image/elephant-660-480.jpg")))).toBeNull();
    expect(animationLengthMs(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});
