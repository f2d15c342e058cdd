import { stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageProbe } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { overlayDefaults, overlayMessages } from "../shared/options.ts";
import { processOverlay } from "./process.ts";

// Base: 4 frames of 64 × 48 with delays 0, 10, 20, 10 cs (played 10, 10, 20, 10: starts 0, 10, 20, 40).
const info = fakeAnimationInfo(64, 48, [0, 100, 200, 100], 2);
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

const gifProbe = (overrides: Partial<ImageProbe> = {}): ImageProbe => ({
  format: "gif",
  width: 20,
  height: 10,
  storedWidth: 20,
  storedHeight: 10,
  frameCount: 2,
  // Played: 150 ms then 200 ms (period 35 cs).
  frameDelaysMs: [150, 200],
  ...overrides,
});

async function overlayTask(script: FakeMediaScript, withOverlay = true) {
  task = await createFakeTask(
    {
      gifInfo: () => info,
      gifLayout: () => fakeGifLayout(info, 64),
      probeImage: () => gifProbe(),
      // The frame extraction writes overlay-00001.png...; the fake writes what the pattern names.
      run: async (command) => {
        const pattern = command.args.at(-1) ?? "";
        if (pattern.endsWith("overlay-%05d.png")) {
          for (const frame of [1, 2]) {
            await writeFile(pattern.replace("%05d", String(frame).padStart(5, "0")), `f${frame}`);
          }
        }
        return { stdout: "", stderrTail: "" };
      },
      editGif: () => ({ frameCount: 4 }),
      ...script,
    },
    {
      inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }],
      ...(withOverlay
        ? { attachments: { overlay: { name: "logo.gif", bytes: fakeInputBytes.gif() } } }
        : {}),
    },
  );
  return task;
}

describe("processOverlay", () => {
  it("draws the overlay on the frames of its range, stepping on its own delays", async () => {
    const { context, media, workDir } = await overlayTask({});
    const result = await processOverlay(
      { ...overlayDefaults, x: 5, y: -3, width: 40, opacity: 0.5, start_time: 0.1, end_time: 0.3 },
      context,
    );
    expect(result).toEqual({ outputs: [{ kind: "gif", path: join(workDir, "overlay.gif") }] });
    const [request] = media.callsOf("editGif")[0]?.args ?? [];
    const framesDir = join(workDir, "overlay-frames");
    expect(request?.transforms).toEqual([
      { kind: "filters", filters: ["[in1]overlay=x=5:y=-3:format=rgb:enable='between(n,1,2)'"] },
    ]);
    expect(request?.extraInputs).toEqual([
      {
        path: `${framesDir}/sequence-%05d.png`,
        inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
        filters: ["format=rgba", "colorchannelmixer=aa=0.5"],
      },
    ]);
    // The frames are scaled once, when they are extracted.
    expect(media.commands()[0]?.args).toContain(
      "format=rgba,premultiply=inplace=1,scale=40:20:flags=lanczos,unpremultiply=inplace=1",
    );
    // Base starts 0, 10, 20, 40 cs; overlay frame 1 shows [0, 15), frame 2 [15, 35), then loops.
    const inode = async (name: string) => (await stat(join(framesDir, name))).ino;
    const sequence = await Promise.all(
      [1, 2, 3, 4].map((frame) => inode(`sequence-0000${frame}.png`)),
    );
    const [first, second] = [await inode("overlay-00001.png"), await inode("overlay-00002.png")];
    expect(sequence).toEqual([first, first, second, first]);
  });

  it("refuses a missing overlay, one too large, and one off the picture", async () => {
    const missing = await overlayTask({}, false);
    await expect(processOverlay(overlayDefaults, missing.context)).rejects.toMatchObject({
      message: overlayMessages.missing,
      code: "missing-input",
    });
    await missing.cleanup();
    const large = await overlayTask({ probeImage: () => gifProbe({ storedWidth: 4001 }) });
    await expect(processOverlay(overlayDefaults, large.context)).rejects.toMatchObject({
      message: overlayMessages.overlayTooLarge,
      code: "input-too-large",
    });
    await large.cleanup();
    const off = await overlayTask({});
    await expect(
      processOverlay({ ...overlayDefaults, x: -20, width: 20 }, off.context),
    ).rejects.toMatchObject({ message: overlayMessages.offPicture, code: "invalid-options" });
    expect(off.media.methods()).not.toContain("editGif");
  });

  it("converts an animated WebP overlay to a GIF first (ffmpeg 5.1 cannot decode it)", async () => {
    const animation = { width: 20, height: 10, frames: [], delaysMs: [150, 200], loopCount: 0 };
    const { context, media, workDir } = await overlayTask({
      probeImage: () => gifProbe({ format: "webp" }),
      decodeAnimation: () => animation,
      encodeGif: () => undefined,
    });
    await processOverlay(overlayDefaults, context);
    expect(media.callsOf("encodeGif")[0]?.args.slice(0, 2)).toEqual([
      animation,
      join(workDir, "overlay-animation.gif"),
    ]);
    const extract = media.commands()[0];
    expect(extract?.args.slice(0, 4)).toEqual([
      "-v",
      "error",
      "-i",
      join(workDir, "overlay-animation.gif"),
    ]);
  });
});
