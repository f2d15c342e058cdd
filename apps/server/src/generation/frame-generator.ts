import { defaultLimits } from "@gifkit/contracts";
import type { FrameGenerator } from "@gifkit/tools";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { type GenerationBackend, GenerationError } from "./backend.ts";
import { createGenerationBackend } from "./create-backend.ts";
import { pngSize } from "./png.ts";

/** Checks that the frames are PNGs of one sane size, as the GIF encoder needs them. */
export function checkFrames(frames: Buffer[], wanted: number): void {
  if (frames.length < 2) {
    throw new GenerationError("malformed", `the backend returned ${frames.length} frame(s)`);
  }
  if (frames.length > Math.max(wanted, 2) * 4 || frames.length > defaultLimits.maxOutputFrames) {
    throw new GenerationError(
      "malformed",
      `the backend returned ${frames.length} frames for ${wanted}`,
    );
  }
  const first = pngSize(frames[0] as Buffer);
  if (!first) throw new GenerationError("malformed", "frame 1 is not a PNG");
  if (Math.max(first.width, first.height) > defaultLimits.maxGifOutputSide) {
    throw new GenerationError(
      "malformed",
      `frames are ${first.width}x${first.height}, over the ${defaultLimits.maxGifOutputSide} px GIF limit`,
    );
  }
  for (const [index, frame] of frames.entries()) {
    const size = pngSize(frame);
    if (!size) throw new GenerationError("malformed", `frame ${index + 1} is not a PNG`);
    if (size.width !== first.width || size.height !== first.height) {
      throw new GenerationError(
        "malformed",
        `frame ${index + 1} is ${size.width}x${size.height}, frame 1 is ${first.width}x${first.height}`,
      );
    }
  }
}

/**
 * The backend as processors get it: a time limit (the job is interrupted on the backend when it
 * passes), frames checked before anything decodes them, and one log line with the cause for
 * every failure (the visitor only ever sees the spec's "Generation failed..." message).
 */
export function createFrameGenerator(
  backend: GenerationBackend,
  { timeoutSeconds, logger }: { timeoutSeconds: number; logger: FastifyBaseLogger },
): FrameGenerator {
  const { backend: kind, model } = backend.capabilities();
  return {
    async generate(request, { signal, onProgress }) {
      const deadline = AbortSignal.timeout(timeoutSeconds * 1000);
      const startedAtMs = Date.now();
      try {
        const result = await backend.generate(request, {
          signal: AbortSignal.any([signal, deadline]),
          onProgress,
        });
        checkFrames(result.frames, request.frames);
        logger.info(
          {
            backend: kind,
            model,
            frames: result.frames.length,
            seconds: (Date.now() - startedAtMs) / 1000,
          },
          "generation finished",
        );
        return result;
      } catch (error) {
        const failure =
          error instanceof GenerationError
            ? error
            : new GenerationError(
                deadline.aborted ? "timeout" : "failed",
                error instanceof Error ? error.message : String(error),
              );
        const log = signal.aborted && !deadline.aborted ? logger.info : logger.error;
        log.call(
          logger,
          {
            backend: kind,
            model,
            kind: failure.kind,
            cause: failure.message,
            seconds: (Date.now() - startedAtMs) / 1000,
          },
          deadline.aborted
            ? `generation failed: over the ${timeoutSeconds} s limit`
            : `generation failed: ${failure.kind}`,
        );
        throw failure;
      }
    },
  };
}

/** The frame generator of this configuration, or undefined when no backend is configured. */
export function configuredFrameGenerator(
  config: Pick<Config, "generation" | "allowLoopbackUrlsForTests">,
  logger: FastifyBaseLogger,
): FrameGenerator | undefined {
  if (!config.generation) return undefined;
  const backend = createGenerationBackend(config.generation, {
    allowLoopbackOutputs: config.allowLoopbackUrlsForTests,
  });
  return createFrameGenerator(backend, {
    timeoutSeconds: config.generation.timeoutSeconds,
    logger,
  });
}
