import { stat } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { parsedOrThrow } from "../../chain/server/run-chain.ts";
import {
  plannedVideoChain,
  runVideoCommand,
  videoGraphParts,
  videoInputOf,
  videoStreamOfProbe,
} from "../../chain/server/video-chain.ts";
import { buildVideoChainCommand, type VideoEncoding } from "../../chain/server/video-graph.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import type { VideoStreamFacts } from "../../operations/define-operation.ts";
import {
  type CompressVideoOptions,
  compressTargetBytes,
  planCompression,
  streamShareOfTarget,
} from "../shared/options.ts";
import { buildAudioBytesProbe, parseAudioBytes } from "./commands.ts";

/** The result must land in [0.90, 1.00] of the target (issue 42). */
export const targetWindow = { low: 0.9, high: 1 } as const;

/**
 * The video bitrate of a second pass-2 encode after the first landed at `madeBytes`: the
 * picture's share scaled by how far off it was, aiming again at streamShareOfTarget. The sound
 * is the same both times: `audioBytes`, what the first encode's audio packets measured (not the
 * asked bitrate times the length: silence takes almost nothing).
 */
export function correctedVideoKilobits(plan: {
  videoKilobitsPerSecond: number;
  audioBytes: number;
  targetBytes: number;
  madeBytes: number;
}): number {
  const { audioBytes } = plan;
  const wantedVideoBytes = plan.targetBytes * streamShareOfTarget - audioBytes;
  const madeVideoBytes = Math.max(1, plan.madeBytes - audioBytes);
  return Math.max(1, Math.floor(plan.videoKilobitsPerSecond * (wantedVideoBytes / madeVideoBytes)));
}

export const processCompressVideo: Processor<CompressVideoOptions> = async (options, context) => {
  const { inputPath, demuxer, probe } = videoInputOf(context);
  const targetBytes = compressTargetBytes(options);
  const stream = videoStreamOfProbe(probe);
  const compression = planCompression({ targetBytes, ...stream });
  if (!compression.ok) throw new ToolError(compression.message, "target-size-unreachable");
  const chain = parsedOrThrow({
    operations: compression.scaled
      ? [
          {
            op: "resize",
            width: compression.width,
            height: compression.height,
            maintain_aspect_ratio: false,
          },
        ]
      : [],
    output: { format: options.format },
  });
  const plan = plannedVideoChain(chain, probe);
  const facts = plan.facts as VideoStreamFacts;
  const parts = await videoGraphParts(plan, context);
  const outputPath = join(context.workDir, `compressed.${options.format}`);
  const passLogPrefix = join(context.workDir, "two-pass");
  const command = (encoding: VideoEncoding) =>
    buildVideoChainCommand({
      inputPath,
      demuxer,
      parts,
      withAudio: facts.hasAudio,
      facts,
      format: options.format,
      encoding,
      audioKilobitsPerSecond: compression.audioKilobitsPerSecond,
      outputPath,
      hdrTransfer: probe.hdrTransfer ?? null,
    });
  const progress = { durationSeconds: facts.durationSeconds };
  context.reportProgress({ percent: 2, ...stage("measuring-the-video") });
  let videoKilobitsPerSecond = compression.videoKilobitsPerSecond;
  await runVideoCommand(
    command({ kind: "bitrate", videoKilobitsPerSecond, pass: 1, passLogPrefix }),
    context,
    { ...progress, from: 2, to: 40, ...stage("measuring-the-video") },
  );
  await runVideoCommand(
    command({ kind: "bitrate", videoKilobitsPerSecond, pass: 2, passLogPrefix }),
    context,
    { ...progress, from: 40, to: 90, ...stage("compressing-second-pass") },
  );
  let madeBytes = (await stat(outputPath)).size;
  const inWindow = (bytes: number) =>
    bytes <= targetBytes * targetWindow.high && bytes >= targetBytes * targetWindow.low;
  if (!inWindow(madeBytes)) {
    // Once more at the bitrate corrected by how far off the first encode landed (the first
    // pass's analysis holds for any bitrate), with the sound as the first encode measured it.
    const audioBytes = facts.hasAudio
      ? parseAudioBytes(
          (
            await context.media.run(buildAudioBytesProbe(outputPath, options.format), {
              signal: context.signal,
            })
          ).stdout,
        )
      : 0;
    videoKilobitsPerSecond = correctedVideoKilobits({
      videoKilobitsPerSecond,
      audioBytes,
      targetBytes,
      madeBytes,
    });
    await runVideoCommand(
      command({ kind: "bitrate", videoKilobitsPerSecond, pass: 2, passLogPrefix }),
      context,
      { ...progress, from: 90, to: 98, ...stage("compressing-again") },
    );
    madeBytes = (await stat(outputPath)).size;
  }
  if (madeBytes > targetBytes) {
    throw new ToolError(
      `The video came out at ${(madeBytes / 1_000_000).toFixed(2)} MB, over the ${(targetBytes / 1_000_000).toFixed(2)} MB target, even at ${videoKilobitsPerSecond} kb/s: choose a larger size or trim the video first.`,
      "target-size-unreachable",
    );
  }
  return { outputs: [{ kind: options.format, path: outputPath }], hasAudio: facts.hasAudio };
};
