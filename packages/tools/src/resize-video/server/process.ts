import { videoChainView } from "../../chain/server/video-chain.ts";
import { resizeVideoChain } from "../shared/options.ts";

/** The tool as a view over the executor's video path: one resize step, the video's own audio. */
export const processResizeVideo = videoChainView(resizeVideoChain);
