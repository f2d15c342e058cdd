import { join } from "node:path";
import { defaultLimits, stage } from "@gifkit/contracts";
import { parsedOrThrow } from "../../chain/server/run-chain.ts";
import { runVideoChain, videoInputOf } from "../../chain/server/video-chain.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import { secondsText } from "../../operations/define-operation.ts";
import type { TrimVideoOptions } from "../shared/options.ts";
import {
  buildFastTrimCommand,
  buildStartKeyFrameProbe,
  parseStartKeyFrameSeconds,
} from "./commands.ts";

/** Containers a fast trim copies into as they are: MP4 family → MP4, WebM → WebM. */
const fastFormatByType: Record<string, "mp4" | "webm"> = {
  mp4: "mp4",
  mov: "mp4",
  m4v: "mp4",
  webm: "webm",
};

/**
 * How much of the input an exact trim reads: up to its end and half a second more (a container
 * whose first timestamp is not 0 still has every kept frame read), not the rest of the file,
 * which the trim would decode only to drop (bench:video-tools: 1.18× the bare `-ss -t` command
 * on friday.mp4 seconds 1-3 while it decoded all 6.17 s). No end: all of it.
 */
export const exactTrimReadSeconds = (endSeconds: number | undefined): number | undefined =>
  endSeconds === undefined ? undefined : Math.round((endSeconds + 0.5) * 1000) / 1000;

export const processTrimVideo: Processor<TrimVideoOptions> = async (options, context) => {
  if (options.mode === "exact") {
    // The chain's cut step: trim/atrim on the decoded frames, frame-accurate, re-encoded.
    return runVideoChain(
      parsedOrThrow({
        operations: [
          {
            op: "cut",
            start_time: options.start_time,
            ...(options.end_time === undefined ? {} : { end_time: options.end_time }),
          },
        ],
        output: { format: options.format ?? "mp4" },
      }),
      context,
      undefined,
      exactTrimReadSeconds(options.end_time),
    );
  }
  const { inputPath, demuxer, probe } = videoInputOf(context);
  const detectedType = context.inputFacts?.[0]?.detectedType ?? "";
  const format = fastFormatByType[detectedType];
  if (!format) {
    throw new ToolError(
      `A fast trim copies the streams as they are into MP4 or WebM, so it takes MP4, MOV, M4V and WebM files; this one is ${detectedType.toUpperCase() || "another format"}. Choose the exact trim for it.`,
      "invalid-options",
    );
  }
  if (options.start_time >= probe.durationSeconds) {
    throw new ToolError(
      `The range has no frame in it: it starts at ${secondsText(options.start_time)}, but the video is ${secondsText(probe.durationSeconds)} long.`,
      "invalid-range",
    );
  }
  const endSeconds = Math.min(options.end_time ?? probe.durationSeconds, probe.durationSeconds);
  const durationSeconds = endSeconds - options.start_time;
  if (durationSeconds > defaultLimits.maxVideoEditSeconds) {
    throw new ToolError(
      `The trimmed video would play for ${durationSeconds.toFixed(1)} s; a trimmed video can be at most ${defaultLimits.maxVideoEditSeconds} s long.`,
      "output-too-large",
    );
  }
  const outputPath = join(context.workDir, `trimmed.${format}`);
  context.reportProgress({ percent: 10, ...stage("copying-the-part") });
  try {
    await context.media.run(
      buildFastTrimCommand({
        inputPath,
        demuxer,
        startSeconds: options.start_time,
        durationSeconds,
        format,
        outputPath,
      }),
      { signal: context.signal },
    );
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new ToolError(
      `The video's streams could not be copied into ${format.toUpperCase()} as they are: choose the exact trim, which re-encodes them.`,
      "conversion-failed",
    );
  }
  // Where the copy really starts: the key frame the seek lands on, read from the input's index.
  const { stdout } = await context.media.run(
    buildStartKeyFrameProbe(inputPath, demuxer, options.start_time),
    { signal: context.signal },
  );
  const keyFrameSeconds = parseStartKeyFrameSeconds(stdout);
  const earlySeconds = options.start_time - keyFrameSeconds;
  // Said only for a key frame inside the video and before the start (anything else is a probe
  // that read something else: better no time than an impossible one).
  const note =
    keyFrameSeconds >= 0 && earlySeconds >= 0.05
      ? `Fast trim, no quality lost: the streams were copied without re-encoding, so the video starts at the key frame at ${secondsText(keyFrameSeconds)}, ${secondsText(earlySeconds)} before ${secondsText(options.start_time)}. Choose the exact trim to start at ${secondsText(options.start_time)}.`
      : "Fast trim, no quality lost: the streams were copied without re-encoding.";
  return {
    outputs: [{ kind: format, path: outputPath }],
    hasAudio: probe.hasAudio,
    notes: [note],
  };
};
