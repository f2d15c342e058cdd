import { join } from "node:path";
import { parsedOrThrow, runChain } from "../../chain/server/run-chain.ts";
import { runVideoChain, videoChainAudioKilobitsPerSecond } from "../../chain/server/video-chain.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import { type ConvertVideoOptions, convertVideoChain, convertVideoCrf } from "../shared/options.ts";
import { buildMovRemuxCommand } from "./commands.ts";

export const processConvertVideo: Processor<ConvertVideoOptions> = async (options, context) => {
  const spec = convertVideoChain(options);
  if (options.format === "gif") {
    // The chain's video path to a frame format: frames sampled once at the fps, then the GIF
    // engine's encoder, as Video to GIF and POST /api/edit make a GIF from a video.
    return runChain(spec, context, { namedSteps: false, videoInputs: true });
  }
  const format = options.format === "webm" ? "webm" : "mp4";
  const made = await runVideoChain(parsedOrThrow(spec), context, {
    encoding: {
      kind: "quality",
      crf: convertVideoCrf[format === "webm" ? "vp9" : "h264"][options.quality],
    },
    audioKilobitsPerSecond: videoChainAudioKilobitsPerSecond[format],
  });
  if (options.format !== "mov") return made;
  const mp4Path = made.outputs[0]?.path;
  if (!mp4Path) throw new ToolError("The video could not be converted.", "conversion-failed");
  const movPath = join(context.workDir, "converted.mov");
  await context.media.run(buildMovRemuxCommand(mp4Path, movPath), { signal: context.signal });
  return { ...made, outputs: [{ kind: "mov", path: movPath }] };
};
