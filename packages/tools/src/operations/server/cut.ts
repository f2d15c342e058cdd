import { cutGifPath } from "../../cut/server/process.ts";
import { type CutParams, videoCutRange } from "../cut.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/** Seconds as ffmpeg reads them: plain decimal, millisecond precision. */
export const ffmpegSeconds = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

export default defineServerOperation<CutParams>({
  // The frames in the range copied as stored where nothing kept depends on a dropped one
  // (cut/server/process.ts).
  gifPath: (params, run) => cutGifPath(params, run),
  videoGraph: (params, { step }) => {
    if (step.input.kind !== "video") throw new Error("a video cut on a frame stream");
    const { startSeconds, endSeconds } = videoCutRange(params, step.input);
    const range = `start=${ffmpegSeconds(startSeconds)}:end=${ffmpegSeconds(endSeconds)}`;
    // trim keeps the frames that start in [start, end); setpts starts the part at 0 again.
    return {
      video: [`trim=${range}`, "setpts=PTS-STARTPTS"],
      audio: step.input.hasAudio ? [`atrim=${range}`, "asetpts=PTS-STARTPTS"] : null,
    };
  },
});
