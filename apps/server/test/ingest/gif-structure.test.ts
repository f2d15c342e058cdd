import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  GifParseError,
  readGifStructure,
  readGifStructureFromStream,
} from "../../src/ingest/gif-structure.ts";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";

const fixtures = [
  "classroom.gif",
  "iss634.gif",
  "animated-loop-3.gif",
  "dispose-background.gif",
  "cogs.gif",
  "rotating-squares.gif",
];

describe("the streaming GIF walker", () => {
  for (const name of fixtures) {
    it(`reads ${name} as gifsicle does: frames, delays, loop`, async () => {
      const path = fixture(`gif/${name}`);
      const [structure, reference] = await Promise.all([
        readGifStructure(path),
        gifsicleInfo(path),
      ]);
      expect(structure.frameCount).toBe(reference.frameCount);
      expect([structure.width, structure.height]).toEqual([reference.width, reference.height]);
      expect(structure.delaysMs.map((delay) => delay / 10)).toEqual(reference.delaysCentiseconds);
      expect(structure.loopCount === 0 ? "forever" : structure.loopCount).toEqual(reference.loop);
    });
  }

  it("reads a stream in small chunks the same way, and tells whole from cut-off files", async () => {
    const bytes = await readFile(fixture("gif/classroom.gif"));
    const chunked = Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 997) }, (_, i) =>
        bytes.subarray(i * 997, (i + 1) * 997),
      ),
    );
    const whole = await readGifStructureFromStream(chunked);
    expect(whole.frameCount).toBe(45);
    expect(whole.complete).toBe(true);
    const cut = await readGifStructureFromStream(
      Readable.from([bytes.subarray(0, bytes.length / 2)]),
    );
    expect(cut.complete).toBe(false);
    expect(cut.frameCount).toBeLessThan(45);
    await expect(
      readGifStructureFromStream(Readable.from([Buffer.from("GIF89a")])),
    ).rejects.toBeInstanceOf(GifParseError);
    await expect(
      readGifStructureFromStream(Readable.from([Buffer.from("\x89PNG\r\n\x1a\n")])),
    ).rejects.toThrow("no GIF header");
  });
});
