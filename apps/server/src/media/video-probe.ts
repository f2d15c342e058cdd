import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";
import { declaredTimingProblem } from "@gifkit/tools/shared/video-input";
import { type BinaryPaths, runCommand } from "./run-command.ts";

export interface VideoGeometry {
  /** The largest picture of any video stream; 0 when ffprobe could not read one. */
  width: number;
  height: number;
  videoStreams: number;
  /** Why the declared timing is absurd (a length of 136 years), or null. */
  timingProblem: string | null;
}

/**
 * ffprobe reads only the container and stream headers, with bounded probing: at most 5 MB and
 * 5 s of media are looked at (ffmpeg's defaults, set explicitly so they cannot grow). The runner
 * adds the protocol and demuxer allow-lists to every ffprobe (run-command.ts).
 */
export function buildVideoProbeCommand(path: string): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      "-v",
      "error",
      "-probesize",
      "5000000",
      "-analyzeduration",
      "5000000",
      "-show_entries",
      // Durations, frame counts and rates too: declaredTimingProblem judges them.
      "format=duration:stream=codec_type,width,height,duration,nb_frames,avg_frame_rate",
      "-of",
      "json",
      path,
    ],
  };
}

export type RunMediaCommand = (
  command: MediaCommand,
  options: RunOptions,
) => Promise<CommandOutput>;

export async function probeVideoGeometry(
  path: string,
  run: RunMediaCommand,
  signal: AbortSignal = new AbortController().signal,
): Promise<VideoGeometry> {
  const { stdout } = await run(buildVideoProbeCommand(path), { signal, timeoutMs: 15_000 });
  const parsed = JSON.parse(stdout) as {
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = (parsed.streams ?? []).filter((stream) => stream.codec_type === "video");
  return {
    width: Math.max(0, ...video.map((stream) => stream.width ?? 0)),
    height: Math.max(0, ...video.map((stream) => stream.height ?? 0)),
    videoStreams: video.length,
    timingProblem: declaredTimingProblem(stdout),
  };
}

/** Runs ffprobe alone, for the API process (which starts no other binary). */
export function ffprobeRunner(ffprobePath: string): RunMediaCommand {
  return (command, options) => {
    if (command.binary !== "ffprobe") {
      return Promise.reject(new Error(`the API process runs only ffprobe, not ${command.binary}`));
    }
    return runCommand(command, { ffprobe: ffprobePath } as BinaryPaths, options);
  };
}
