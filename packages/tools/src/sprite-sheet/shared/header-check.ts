import { defaultLimits } from "@gifkit/contracts";
import { type InputProblem, ToolError, type UploadHeader } from "../../define-tool.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type SpriteSheetOptions, spriteSheetMessages } from "./options.ts";
import { cutSheet, frameDelays, layoutSheet, sheetSizeProblem } from "./sheet-grid.ts";

/**
 * The start call's check of what the sheet or GIF would be, from the upload's header (issue 40):
 * to-sheet's frame cap and sheet size, from-sheet's grid, frame count and frame size. The same
 * functions as the worker's, which checks again (a link has no header here).
 */
export function checkSheetHeaders(
  options: SpriteSheetOptions,
  headers: readonly UploadHeader[],
): InputProblem | null {
  const [header] = headers;
  if (!header) return null;
  if (options.direction === "to-sheet") {
    // A still is refused by the worker with the message that names the other direction.
    if (header.frameCount < 2) return null;
    const tooMany = toSheetFramesProblem(header.frameCount);
    if (tooMany) return { code: "output-too-large", message: tooMany };
    const problem = sheetSizeProblem(
      layoutSheet({
        frameCount: header.frameCount,
        frameWidth: header.width,
        frameHeight: header.height,
        columns: options.columns,
        padding: options.padding,
      }),
    );
    return problem ? { code: "output-too-large", message: problem } : null;
  }
  if (header.frameCount !== 1) return null;
  const cut = cutSheet(header.width, header.height, options);
  if ("problem" in cut) return { code: "invalid-options", message: cut.problem };
  const delays = frameDelays(cut.frameCount, options.delay_cs, options.delays_cs);
  if ("problem" in delays) return { code: "invalid-options", message: delays.problem };
  try {
    assertGifOutputWithinLimits({
      width: cut.grid.frameWidth,
      height: cut.grid.frameHeight,
      frameCount: cut.frameCount,
    });
  } catch (error) {
    if (error instanceof ToolError) return { code: "output-too-large", message: error.message };
    throw error;
  }
  return null;
}

/** to-sheet: at most the results' frame limit (as Split), said with the count. */
export function toSheetFramesProblem(frameCount: number): string | null {
  return frameCount > defaultLimits.maxOutputFrames
    ? spriteSheetMessages.tooManyFrames(frameCount)
    : null;
}
