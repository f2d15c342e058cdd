import { open, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { type Processor, type ProcessorContext, ToolError } from "../../define-tool.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { toSheetFramesProblem } from "../shared/header-check.ts";
import { type SpriteSheetOptions, spriteSheetMessages } from "../shared/options.ts";
import {
  cellRectangles,
  cutSheet,
  frameDelays,
  layoutSheet,
  sheetSize,
  sheetSizeProblem,
} from "../shared/sheet-grid.ts";
import {
  buildCutSheetCommand,
  buildToSheetCommand,
  type SheetFormat,
  sheetFormats,
} from "./commands.ts";

/**
 * Sprite sheet (issue 25): an animation to one PNG sheet plus its JSON (`to-sheet`), or a still
 * sheet to a GIF (`from-sheet`). Pixels move only in ffmpeg (tile, untile) and the GIF engine.
 */
export const processSpriteSheet: Processor<SpriteSheetOptions> = async (options, context) =>
  options.direction === "to-sheet" ? toSheet(options, context) : fromSheet(options, context);

async function toSheet(options: SpriteSheetOptions, context: ProcessorContext) {
  const input = await prepareGifInput(context).catch((error: unknown) => {
    // A still picture (or any other file) cannot be laid out as frames: say which direction fits.
    if (error instanceof ToolError && error.code === "unsupported-file-type") {
      throw new ToolError(spriteSheetMessages.notAnAnimation, "unsupported-file-type");
    }
    throw error;
  });
  const { info } = input;
  const tooMany = toSheetFramesProblem(info.frameCount);
  if (tooMany) throw new ToolError(tooMany, "output-too-large");
  const grid = layoutSheet({
    frameCount: info.frameCount,
    frameWidth: info.width,
    frameHeight: info.height,
    columns: options.columns,
    padding: options.padding,
  });
  const tooLarge = sheetSizeProblem(grid);
  if (tooLarge) throw new ToolError(tooLarge, "output-too-large");

  context.reportProgress({ percent: 10, ...stage("laying-out-the-frames") });
  const pngPath = join(context.workDir, "sprite-sheet.png");
  await context.media.run(
    buildToSheetCommand({
      inputPath: input.path,
      outputPath: pngPath,
      grid,
      background: options.background,
    }),
    { signal: context.signal },
  );

  context.reportProgress({ percent: 90, ...stage("writing-the-frame-list") });
  const { width, height } = sheetSize(grid);
  const description = {
    image: "sprite-sheet.png",
    width,
    height,
    columns: grid.columns,
    rows: grid.rows,
    padding: grid.padding,
    background: options.background,
    frame_width: grid.frameWidth,
    frame_height: grid.frameHeight,
    frame_count: info.frameCount,
    // As the input stores it: 0 = forever, N = N more plays after the first, null = plays once.
    loop_count: info.loopCount,
    source_format: input.sourceFormat,
    frames: cellRectangles(grid, info.frameCount).map((cell) => {
      // Delays as stored (GIF hundredths of a second, 0 and 1 included).
      const delayMs = info.delaysMs[cell.index] ?? 0;
      return { ...cell, delay_ms: delayMs, delay_cs: Math.round(delayMs / 10) };
    }),
  };
  const jsonPath = join(context.workDir, "sprite-sheet.json");
  await writeFile(jsonPath, `${JSON.stringify(description, null, 2)}\n`);
  return {
    outputs: [
      { kind: "png" as const, path: pngPath },
      { kind: "json" as const, path: jsonPath },
    ],
  };
}

async function fromSheet(options: SpriteSheetOptions, context: ProcessorContext) {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No sprite sheet was given.", "missing-input");
  const { media, signal } = context;
  const probe = await media.probeImage(inputPath, signal).catch(() => {
    throw new ToolError(spriteSheetMessages.notASheet, "unsupported-file-type");
  });
  const format = sheetFormats.find((each) => each === probe.format);
  if (!format || probe.frameCount !== 1) {
    throw new ToolError(spriteSheetMessages.notASheet, "unsupported-file-type");
  }
  const cut = cutSheet(probe.width, probe.height, options);
  if ("problem" in cut) throw new ToolError(cut.problem, "invalid-options");
  const { grid, frameCount } = cut;
  const delays = frameDelays(frameCount, options.delay_cs, options.delays_cs);
  if ("problem" in delays) throw new ToolError(delays.problem, "invalid-options");
  assertGifOutputWithinLimits({ width: grid.frameWidth, height: grid.frameHeight, frameCount });

  context.reportProgress({ percent: 10, ...stage("cutting-the-sheet") });
  const rawPath = join(context.workDir, "cells.rgba");
  await media.run(
    buildCutSheetCommand({
      inputPath,
      outputPath: rawPath,
      format: format as SheetFormat,
      grid,
      frameCount,
    }),
    { signal },
  );

  context.reportProgress({ percent: 40, ...stage("encoding-the-gif") });
  const gifPath = join(context.workDir, "sprite-animation.gif");
  await media.encodeGifFrames(
    {
      width: grid.frameWidth,
      height: grid.frameHeight,
      frameCount,
      frames: rawFrames(rawPath, grid.frameWidth * grid.frameHeight * 4, frameCount, signal),
      delaysCentiseconds: delays,
      // loop_count is plays (0 = forever, 1 = once); the GIF stores repetitions after the first
      // play, and a GIF that plays once has no loop block.
      loopCount:
        options.loop_count === 0 ? 0 : options.loop_count === 1 ? null : options.loop_count - 1,
    },
    gifPath,
    // A palette of each frame's own colours: a cell with at most 255 colours is written exactly.
    { palette: "per-frame" },
    { workDir: context.workDir, signal },
  );
  return { outputs: [{ kind: "gif" as const, path: gifPath }] };
}

/** The cells ffmpeg wrote, one frame at a time (the file is read in frame-sized pieces). */
async function* rawFrames(
  path: string,
  frameBytes: number,
  frameCount: number,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const handle = await open(path, "r");
  try {
    for (let index = 0; index < frameCount; index++) {
      signal.throwIfAborted();
      const frame = new Uint8Array(frameBytes);
      const { bytesRead } = await handle.read(frame, 0, frameBytes, index * frameBytes);
      if (bytesRead !== frameBytes) {
        throw new Error(`ffmpeg wrote ${index} of the sheet's ${frameCount} cells`);
      }
      yield frame;
    }
  } finally {
    await handle.close();
  }
}
