import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  type FakeTaskOptions,
  fakeAnimationInfo,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { defaultTextLayer, type TextLayerOptions } from "../shared/options.ts";
import { processAddText } from "./process.ts";

/** Played as 100 + 20 + 70 ms: a stored 0 shows for 20 ms in the result. */
const info = fakeAnimationInfo(120, 80, [100, 0, 70]);
const report = { frameCount: 3, framesWithText: [0, 1, 2], reducedFrames: [] };
const trueTypeHead = Uint8Array.from([0x00, 0x01, 0x00, 0x00, 0x00, 0x0a]);

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function addTextTask(script: FakeMediaScript, options: FakeTaskOptions = {}) {
  task = await createFakeTask(
    { gifInfo: () => info, drawTextOnGif: () => report, ...script },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }], ...options },
  );
  return task;
}

const layer = (settings: Partial<TextLayerOptions>): TextLayerOptions => ({
  ...defaultTextLayer,
  ...settings,
});

describe("processAddText", () => {
  it("draws the layers, in the shared layout's terms, on the GIF", async () => {
    const { context, media, workDir, progress } = await addTextTask({
      drawTextOnGif(request) {
        request.onProgress?.(0.4);
        request.onProgress?.(0.8);
        return report;
      },
    });
    const result = await processAddText(
      {
        layers: [
          layer({ text: "Hello", font_family: "Impact", start_time: 0.18, end_time: 0.5 }),
          layer({ text: "World", animation_style: "fade", offset_y: -20 }),
        ],
      },
      context,
    );

    const outputPath = join(workDir, "gif-with-text.gif");
    expect(media.methods()).toEqual(["gifInfo", "drawTextOnGif"]);
    const [request, signal] = media.callsOf("drawTextOnGif")[0]?.args ?? [];
    expect(request?.inputPath).toBe(join(workDir, "input.gif"));
    expect(request?.outputPath).toBe(outputPath);
    expect(signal).toBe(context.signal);
    expect(request?.layers).toEqual([
      {
        style: {
          text: "Hello",
          fontSizePx: 24,
          fontFamily: "GifKit Anton",
          horizontalAlign: "center",
          verticalAlign: "middle",
          offsetX: 0,
          offsetY: 0,
          maxWidthRatio: 0.95,
          lineHeight: 1.2,
          autoFit: true,
        },
        paint: { color: "#ffffff", strokeColor: "#000000", strokeWidthPx: 2 },
        timing: { startTimeSeconds: 0.18, endTimeSeconds: 0.5, animationStyle: "none" },
        customFontPath: undefined,
      },
      expect.objectContaining({
        style: expect.objectContaining({ text: "World", fontFamily: "GifKit Arimo", offsetY: -20 }),
        timing: { startTimeSeconds: 0, endTimeSeconds: null, animationStyle: "fade" },
      }),
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 10, status: "Drawing text..." },
      { percent: 44, status: "Drawing text..." },
      { percent: 78, status: "Encoding GIF..." },
      { percent: 97, status: "Saving..." },
    ]);
  });

  it("refuses a layer that starts at or after the end of the GIF, naming it", async () => {
    const { context, media } = await addTextTask({});
    const error = await processAddText(
      { layers: [layer({}), layer({ start_time: 0.19 })] },
      context,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "Layer 2 starts at 0.19 s, after the end of the GIF (0.19 s).",
      code: "invalid-options",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("does not refuse start times when the GIF's timeline has no length", async () => {
    const { context, media } = await addTextTask({ gifInfo: () => fakeAnimationInfo(10, 10, []) });
    await processAddText({ layers: [layer({ start_time: 5 })] }, context);
    expect(media.methods()).toEqual(["gifInfo", "drawTextOnGif"]);
  });

  it("draws a layer with its custom font from the attachment of its field", async () => {
    const { context, media, workDir } = await addTextTask(
      {},
      { attachments: { font_3: { name: "brand.ttf", bytes: trueTypeHead } } },
    );
    await processAddText({ layers: [layer({ font_field: "font_3" })] }, context);

    const [drawn] = media.callsOf("drawTextOnGif")[0]?.args[0].layers ?? [];
    expect(drawn?.customFontPath).toBe(join(workDir, "brand.ttf"));
    expect(drawn?.style.fontFamily).toBe("GifKit Custom font_3");
  });

  it("refuses a layer whose font field carried no file", async () => {
    const { context, media } = await addTextTask({});
    await expect(
      processAddText({ layers: [layer({}), layer({ font_field: "font_1" })] }, context),
    ).rejects.toMatchObject({
      name: "ToolError",
      message: "Layer 2 uses the custom font font_1, but no file was uploaded in that field.",
      code: "missing-font",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses a custom font whose content is not TrueType or OpenType", async () => {
    const { context, media } = await addTextTask(
      {},
      {
        attachments: {
          font_0: { name: "font.ttf", bytes: new TextEncoder().encode("<html>") },
        },
      },
    );
    await expect(
      processAddText({ layers: [layer({ font_field: "font_0" })] }, context),
    ).rejects.toMatchObject({
      name: "ToolError",
      message:
        "The custom font of layer 1 is not a TrueType or OpenType font. Upload a .ttf or .otf file.",
      code: "invalid-font",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses a GIF with more frames than a result may have", async () => {
    const { context, media } = await addTextTask({
      gifInfo: () => fakeAnimationInfo(10, 10, Array(601).fill(40)),
    });
    await expect(processAddText({ layers: [layer({})] }, context)).rejects.toMatchObject({
      message: "The GIF has 601 frames; results can have at most 600 frames.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("draws nothing once the task is aborted", async () => {
    const { context, media, abort } = await addTextTask({
      gifInfo() {
        abort.abort(new Error("task cancelled"));
        return info;
      },
    });
    await expect(processAddText({ layers: [layer({})] }, context)).rejects.toThrow(
      "task cancelled",
    );
    expect(media.methods()).toEqual(["gifInfo", "drawTextOnGif"]);
  });
});
