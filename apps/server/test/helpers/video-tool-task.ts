import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { promisify } from "node:util";
import { type ProcessorResult, type ToolId, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import {
  buildVideoProbeCommand,
  parseVideoProbe,
} from "../../../../packages/tools/src/shared/video-input.ts";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";

const run = promisify(execFile);

const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

/** ffprobe's streams and format of a result, for the video tools' checks. */
export interface ProbedVideo {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    duration?: string;
    r_frame_rate?: string;
    side_data_list?: { rotation?: number }[];
  }[];
  format: { duration: string };
}

export async function probeVideo(path: string): Promise<ProbedVideo> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-show_streams", "-show_format", "-of", "json", path],
  ]);
  return JSON.parse(stdout) as ProbedVideo;
}

export const streamOf = (probed: ProbedVideo, type: "video" | "audio") =>
  probed.streams.find((stream) => stream.codec_type === type);

/**
 * A video tool's task as the worker runs it (runToolTask, the real toolkit), on a clip probed by
 * the intake's own probe command: the result and its first output probed.
 */
export async function runVideoToolTask(
  tool: ToolId,
  fields: Record<string, string>,
  clipPath: string,
  workDir: string,
  /** Second files by field name (Video Audio's `audio`, Add Subtitles' `subtitles`). */
  attachmentPaths?: Record<string, string>,
): Promise<{ result: ProcessorResult; path: string; probe: ProbedVideo }> {
  await mkdir(workDir, { recursive: true });
  const { stdout } = await media.run(
    buildVideoProbeCommand(clipPath, clipPath.endsWith(".webm") ? "matroska" : "mov"),
    { signal: new AbortController().signal },
  );
  const result = await runToolTask(
    { tool, options: tools[tool].optionsSchema.parse(fields) } as never,
    {
      inputPaths: [clipPath],
      inputFacts: [
        {
          detectedType: clipPath.endsWith(".webm") ? "webm" : "mp4",
          video: parseVideoProbe(stdout),
        },
      ],
      ...(attachmentPaths ? { attachmentPaths } : {}),
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: () => {},
    },
  );
  const path = result.outputs[0]?.path;
  if (!path) throw new Error("no output");
  return { result, path, probe: await probeVideo(path) };
}
