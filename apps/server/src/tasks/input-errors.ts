import { CommandFailedError } from "../media/run-command.ts";

/**
 * What decoders say when the input itself is broken (a truncated GIF, a bad LZW stream, a cut-off
 * video), so the person gets "damaged" instead of "please try again", which would not help.
 */
const damagedInputPatterns = [
  // gifsicle: "read error: image corrupted, code out of range", "missing 245 pixels of image data"
  /read error|not a GIF|missing \d+ pixels|image corrupted/i,
  // ffmpeg and ffprobe
  /Invalid data found when processing input|moov atom not found|Format not on whitelist/i,
  // ffmpeg's GIF decoder on broken LZW data, stopped by -xerror (the MP4 encode)
  /LZW init failed/i,
  // libvips loaders (sharp)
  /(gif|png|jpeg|webp|heif|jxl)load|Premature end|corrupt|unsupported image format|truncated/i,
];

export const damagedInputMessage =
  "The file is damaged or incomplete and could not be read. Try saving or exporting it again.";

/** True when `error` is a decoder refusing a broken input (not a limit, not our fault). */
export function isDamagedInputError(error: unknown): boolean {
  const text =
    error instanceof CommandFailedError
      ? error.stderrTail
      : error instanceof Error
        ? error.message
        : "";
  return text !== "" && damagedInputPatterns.some((pattern) => pattern.test(text));
}

export const outOfStorageMessage =
  "The server is out of storage space right now. Please try again in a few minutes.";

/** A write that failed because the disk is full (ours, or a decoder's output). */
export function isOutOfStorageError(error: unknown): boolean {
  if ((error as NodeJS.ErrnoException | null)?.code === "ENOSPC") return true;
  const text = error instanceof CommandFailedError ? error.stderrTail : "";
  return /No space left on device/i.test(text);
}
