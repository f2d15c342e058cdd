import { join } from "node:path";
import { stage, stageWith } from "@gifkit/contracts";
import { type Processor, type ProgressUpdate, ToolError } from "../../define-tool.ts";
import type { GenerationProgress } from "../../generation.ts";
import { generationFailedMessage, maxSeed, type PromptGifOptions } from "../shared/options.ts";

/** Sampling is nearly all of a generation's time, so it gets most of the progress bar. */
const samplingStartPercent = 5;
const samplingEndPercent = 90;

/** The task's progress and status text for a backend's report (spec: "the current status text"). */
export function progressFor(progress: GenerationProgress): ProgressUpdate {
  switch (progress.phase) {
    case "queued":
      return {
        percent: 2,
        ...(progress.jobsAhead !== undefined && progress.jobsAhead > 0
          ? stageWith(
              "generation-queue-ahead",
              { jobs_ahead: progress.jobsAhead },
              `Waiting for the generation server: ${progress.jobsAhead} ahead in its queue`,
            )
          : stage("waiting-for-generation")),
      };
    case "running":
      return { percent: samplingStartPercent, ...stage("generating-frames") };
    case "sampling": {
      const share = progress.totalSteps > 0 ? Math.min(1, progress.step / progress.totalSteps) : 0;
      return {
        percent: samplingStartPercent + (samplingEndPercent - samplingStartPercent) * share,
        ...stageWith(
          "generating-frames-step",
          { step: progress.step, total_steps: progress.totalSteps },
          `Generating frames: step ${progress.step} of ${progress.totalSteps}`,
        ),
      };
    }
    case "downloading":
      return { percent: 91, ...stage("downloading-frames") };
  }
}

export function randomSeed(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % (maxSeed + 1);
}

/**
 * Asks the configured generation backend for PNG frames, then encodes the GIF here so every
 * backend gives the same kind of file: one delay per frame from fps, looping forever, a palette
 * chosen per frame.
 */
export const processPromptGif: Processor<PromptGifOptions> = async (options, context) => {
  const generator = context.generator;
  if (!generator) {
    throw new ToolError("AI generation is not set up on this server.", "generation-not-configured");
  }
  context.reportProgress(progressFor({ phase: "queued" }));
  let frames: Uint8Array[];
  try {
    const generated = await generator.generate(
      {
        prompt: options.prompt,
        negativePrompt: options.negative_prompt,
        frames: options.num_frames,
        steps: options.num_inference_steps,
        guidance: options.guidance_scale,
        seed: options.seed ?? randomSeed(),
      },
      {
        signal: context.signal,
        onProgress: (progress) => context.reportProgress(progressFor(progress)),
      },
    );
    frames = generated.frames;
  } catch (error) {
    if (context.signal.aborted) throw error;
    // The backend's own words (and the cause) were logged by the server's generator.
    throw new ToolError(generationFailedMessage, "generation-failed");
  }

  context.reportProgress({ percent: 93, ...stage("encoding-gif") });
  let decoded: Awaited<ReturnType<typeof context.media.decodeImageFrames>>;
  try {
    decoded = await context.media.decodeImageFrames(frames, context.signal);
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new ToolError(generationFailedMessage, "generation-malformed-output");
  }
  const outputPath = join(context.workDir, "generated.gif");
  const frameDurationMs = 1000 / options.fps;
  await context.media.encodeGif(
    {
      width: decoded.width,
      height: decoded.height,
      frames: decoded.frames,
      delaysMs: decoded.frames.map(() => frameDurationMs),
      loopCount: 0,
    },
    outputPath,
    {},
    context.signal,
  );
  context.reportProgress({ percent: 98, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
