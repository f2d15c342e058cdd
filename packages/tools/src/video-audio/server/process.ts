import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { runVideoCommand, videoInputOf } from "../../chain/server/video-chain.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import { copyContainerFor } from "../../shared/video-output.ts";
import { audioFieldName, type VideoAudioOptions, videoAudioMessages } from "../shared/options.ts";
import {
  buildAudioStreamProbeCommand,
  buildExtractAudioCommand,
  buildMuteCommand,
  buildReplaceAudioCommand,
} from "./commands.ts";

export const processVideoAudio: Processor<VideoAudioOptions> = async (options, context) => {
  const { inputPath, demuxer, probe } = videoInputOf(context);
  const detectedType = context.inputFacts?.[0]?.detectedType ?? null;
  const progress = { durationSeconds: probe.durationSeconds, from: 3, to: 98 };

  if (options.action === "extract") {
    if (!probe.hasAudio)
      throw new ToolError(videoAudioMessages.noSoundToExtract, "no-audio-stream");
    const outputPath = join(context.workDir, `audio.${options.audio_format}`);
    context.reportProgress({ percent: 3, ...stage("saving-the-sound") });
    await runVideoCommand(
      buildExtractAudioCommand({ inputPath, demuxer, format: options.audio_format, outputPath }),
      context,
      { ...progress, ...stage("saving-the-sound") },
    );
    return { outputs: [{ kind: options.audio_format, path: outputPath }], hasAudio: true };
  }

  const container = copyContainerFor(detectedType);
  if (!container) {
    throw new ToolError(
      videoAudioMessages.copyContainer(detectedType ?? "video"),
      "unsupported-file-type",
    );
  }
  const outputPath = join(context.workDir, `video-audio.${container}`);

  if (options.action === "mute") {
    context.reportProgress({ percent: 3, ...stage("removing-the-sound") });
    await runVideoCommand(
      buildMuteCommand({ inputPath, demuxer, container, outputPath }),
      context,
      {
        ...progress,
        ...stage("removing-the-sound"),
      },
    );
    return {
      outputs: [{ kind: container, path: outputPath }],
      hasAudio: false,
      ...(probe.hasAudio
        ? {}
        : { notes: ["The video had no sound: its picture is returned as it was."] }),
    };
  }

  const audioPath = context.attachmentPaths?.[audioFieldName];
  if (!audioPath) throw new ToolError(videoAudioMessages.missingAudio, "missing-input");
  const { stdout } = await context.media.run(buildAudioStreamProbeCommand(audioPath), {
    signal: context.signal,
  });
  if (!stdout.includes("audio")) {
    throw new ToolError(videoAudioMessages.noSoundInAudioFile, "no-audio-stream");
  }
  context.reportProgress({ percent: 3, ...stage("adding-the-sound") });
  await runVideoCommand(
    buildReplaceAudioCommand({
      videoPath: inputPath,
      demuxer,
      audioPath,
      container,
      fit: options.audio_fit,
      videoDurationSeconds: probe.durationSeconds,
      outputPath,
    }),
    context,
    { ...progress, ...stage("adding-the-sound") },
  );
  return { outputs: [{ kind: container, path: outputPath }], hasAudio: true };
};
