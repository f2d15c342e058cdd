import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeTask, type FakeTask, fakeInputBytes } from "../../shared/fake-media-toolkit.ts";
import { processCrop } from "./process.ts";

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

/** A still WebP's VP8X header: the same chunk as an animated one's, without the animation flag. */
function stillWebpHeader(): Uint8Array {
  const bytes = fakeInputBytes.webp(40, 30, 0);
  bytes[20] = 0x00;
  return bytes;
}

const box = { x: 5, y: 6, width: 20, height: 12, aspect_ratio: "free" as const };

describe("processCrop: a still picture (issue 41)", () => {
  for (const [detectedType, bytes, extension] of [
    ["jpg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), "jpg"],
    ["png", Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), "png"],
    ["webp", stillWebpHeader(), "webp"],
  ] as const) {
    it(`crops a still ${detectedType} with media.cropStill and keeps its format`, async () => {
      task = await createFakeTask(
        { cropStill: () => ({ format: "jpeg", width: 20, height: 12 }) },
        { inputs: [{ name: "input", bytes }], inputFacts: [{ detectedType }] },
      );
      const { context, media, workDir } = task;
      const outputPath = join(workDir, `cropped.${extension}`);
      expect(await processCrop(box, context)).toEqual({
        outputs: [{ kind: extension, path: outputPath }],
      });
      expect(media.methods()).toEqual(["cropStill"]);
      expect(media.callsOf("cropStill")[0]?.args).toEqual([
        {
          inputPath: context.inputPaths[0],
          outputPath,
          box: { x: 5, y: 6, width: 20, height: 12 },
          minSidePixels: 10,
        },
        context.signal,
      ]);
    });
  }

  it("takes an animated WebP down the GIF path, never to cropStill", async () => {
    task = await createFakeTask(
      {},
      {
        inputs: [{ name: "input", bytes: fakeInputBytes.webp(40, 30, 2) }],
        inputFacts: [{ detectedType: "webp" }],
      },
    );
    await expect(processCrop(box, task.context)).rejects.toThrow();
    expect(task.media.methods()).not.toContain("cropStill");
  });
});
