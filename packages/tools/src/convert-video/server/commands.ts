import type { MediaCommand } from "../../media-toolkit.ts";
import { faststartArgs } from "../../shared/output-encoder.ts";

/**
 * MOV from the chain's MP4: the same H.264/AAC packets moved into a QuickTime file (stream
 * copy: nothing re-encoded), its index at the front so it plays while downloading.
 */
export function buildMovRemuxCommand(mp4Path: string, movPath: string): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...["-v", "error", "-y", "-f", "mov", "-i", mp4Path],
      ...["-map", "0", "-c", "copy", ...faststartArgs, "-f", "mov", movPath],
    ],
  };
}
