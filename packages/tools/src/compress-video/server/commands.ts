import type { MediaCommand } from "../../media-toolkit.ts";

/**
 * ffprobe of a result's sound: the size of every packet of its first audio stream, one a line.
 * The bitrate asked of the audio encoder is a ceiling, not what it spends: a silent track (the
 * flower clips' AAC and Vorbis) takes 1.3 KB where 96 kb/s over 5 s would be 60 KB, so a
 * correction that assumed the asked bitrate gave the picture far too many bits.
 */
export function buildAudioBytesProbe(path: string, format: "mp4" | "webm"): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      ...["-v", "error", "-f", format === "mp4" ? "mov" : "matroska"],
      ...["-select_streams", "a:0", "-show_entries", "packet=size", "-of", "csv=p=0", path],
    ],
  };
}

/** The bytes of buildAudioBytesProbe's packets (0 when there are none). */
export function parseAudioBytes(stdout: string): number {
  return stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((size) => Number.isFinite(size) && size > 0)
    .reduce((sum, size) => sum + size, 0);
}
