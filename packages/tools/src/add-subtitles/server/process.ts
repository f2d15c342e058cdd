import { copyFile, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { parsedOrThrow } from "../../chain/server/run-chain.ts";
import {
  plannedVideoChain,
  runVideoCommand,
  videoChainAudioKilobitsPerSecond,
  videoChainCrf,
  videoGraphParts,
  videoInputOf,
} from "../../chain/server/video-chain.ts";
import { buildVideoChainCommand } from "../../chain/server/video-graph.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import type { VideoStreamFacts } from "../../operations/define-operation.ts";
import { copyContainerFor } from "../../shared/video-output.ts";
import {
  type AddSubtitlesOptions,
  addSubtitlesMessages,
  subtitlesFieldName,
} from "../shared/options.ts";
import { readSubtitles, subtitleLimits, subtitleMessages } from "../shared/subtitles.ts";
import { buildSoftSubtitlesCommand, burnSubtitlesFilter } from "./commands.ts";

export const processAddSubtitles: Processor<AddSubtitlesOptions> = async (options, context) => {
  const { inputPath, demuxer, probe } = videoInputOf(context);
  const uploaded = context.attachmentPaths?.[subtitlesFieldName];
  if (!uploaded) throw new ToolError(addSubtitlesMessages.missing, "missing-input");
  // The size first, so a huge file is never read into memory.
  if ((await stat(uploaded)).size > subtitleLimits.maxBytes) {
    throw new ToolError(subtitleMessages.tooLarge, "invalid-subtitles");
  }
  const reading = readSubtitles(await readFile(uploaded));
  if (!reading.ok) throw new ToolError(reading.message, "invalid-subtitles");
  // A fixed name in the task's directory: the filter's path has no character to escape.
  const subtitlePath = join(context.workDir, `subtitles.${reading.format}`);
  await copyFile(uploaded, subtitlePath);
  const notes =
    reading.format === "ass" && options.mode === "burn"
      ? ["The ASS file's own styles were used (size and position apply to SRT and VTT files)."]
      : [];

  if (options.mode === "soft") {
    const detectedType = context.inputFacts?.[0]?.detectedType ?? null;
    const container = copyContainerFor(detectedType);
    if (!container) {
      throw new ToolError(
        addSubtitlesMessages.softContainer(detectedType ?? "video"),
        "unsupported-file-type",
      );
    }
    const outputPath = join(context.workDir, `subtitled.${container}`);
    context.reportProgress({ percent: 3, ...stage("adding-subtitle-track") });
    await runVideoCommand(
      buildSoftSubtitlesCommand({
        videoPath: inputPath,
        demuxer,
        subtitlePath,
        subtitleFormat: reading.format,
        container,
        withAudio: probe.hasAudio,
        outputPath,
      }),
      context,
      {
        durationSeconds: probe.durationSeconds,
        from: 3,
        to: 98,
        ...stage("adding-subtitle-track"),
      },
    );
    return { outputs: [{ kind: container, path: outputPath }], hasAudio: probe.hasAudio };
  }

  // Burn: the chain's one video command (no steps of its own), with the subtitles filter as its
  // one picture step, the sound kept beside it.
  const plan = plannedVideoChain(
    parsedOrThrow({ operations: [], output: { format: options.format } }),
    probe,
  );
  const facts = plan.facts as VideoStreamFacts;
  const parts = [
    ...(await videoGraphParts(plan, context)),
    {
      video: [
        burnSubtitlesFilter({
          subtitlePath,
          format: reading.format,
          size: options.size,
          position: options.position,
        }),
      ],
      audio: [],
    },
  ];
  const outputPath = join(context.workDir, `subtitled.${options.format}`);
  context.reportProgress({ percent: 3, ...stage("burning-in-subtitles") });
  await runVideoCommand(
    buildVideoChainCommand({
      inputPath,
      demuxer,
      parts,
      withAudio: facts.hasAudio,
      facts,
      format: options.format,
      encoding: { kind: "quality", crf: videoChainCrf[options.format] },
      audioKilobitsPerSecond: videoChainAudioKilobitsPerSecond[options.format],
      outputPath,
    }),
    context,
    {
      durationSeconds: facts.durationSeconds,
      from: 3,
      to: 98,
      ...stage("burning-in-subtitles"),
    },
  );
  return {
    outputs: [{ kind: options.format, path: outputPath }],
    hasAudio: facts.hasAudio,
    ...(notes.length > 0 ? { notes } : {}),
  };
};
