import type { SizeEstimateProps } from "../../shared/ui/size-estimate.tsx";
import { videoSamplePlan } from "../shared/estimate-sample.ts";
import { type EditorSegment, startFields, type VideoSettings } from "./editor-state.ts";

/** Resolves at the element's next `event` (or rejects on its `error`). */
function next(video: HTMLVideoElement, event: "loadeddata" | "seeked"): Promise<void> {
  return new Promise((resolve, reject) => {
    video.addEventListener(event, () => resolve(), { once: true });
    video.addEventListener("error", () => reject(new Error("The video could not be read.")), {
      once: true,
    });
  });
}

/**
 * Grabs the sample's frames (estimate-sample.ts) from a <video> of its own, drawn on a canvas at
 * the output size and sent as JPEG stills: about 1 MB, where the video itself may be 200 MB.
 */
async function grabFrames(
  videoUrl: string,
  timesSeconds: number[],
  size: { width: number; height: number },
): Promise<{ blob: Blob; name: string }[]> {
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.playsInline = true;
  const loaded = next(video, "loadeddata");
  video.src = videoUrl;
  await loaded;
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the video's frames.");
  context.imageSmoothingQuality = "high";
  const frames: { blob: Blob; name: string }[] = [];
  try {
    for (const [index, seconds] of timesSeconds.entries()) {
      const seeked = next(video, "seeked");
      video.currentTime = Math.min(seconds, Math.max(0, video.duration - 0.001));
      await seeked;
      context.drawImage(video, 0, 0, size.width, size.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, "image/jpeg", 0.9),
      );
      if (!blob) throw new Error("This browser cannot encode the video's frames.");
      frames.push({ blob, name: `frame-${index}.jpg` });
    }
  } finally {
    video.removeAttribute("src");
    video.load();
  }
  return frames;
}

/** The Video to GIF editor's <SizeEstimate> props for its video, segments and settings. */
export function videoSizeEstimate(
  videoUrl: string,
  segments: EditorSegment[],
  settings: VideoSettings,
): SizeEstimateProps {
  const fields = startFields(segments, settings);
  const plan = videoSamplePlan(segments, settings.fps);
  const size = { width: settings.width, height: settings.height };
  return {
    tool: "video-to-gif",
    fields,
    // Brightness, contrast and quality are applied by the server: only these change the frames.
    sampleKey: JSON.stringify([videoUrl, plan.timesSeconds, size]),
    makeSample: async () => ({
      files: await grabFrames(videoUrl, plan.timesSeconds, size),
      fields: { sample_run_frames: String(plan.runFrames) },
    }),
  };
}
