import { videoChainView } from "../../chain/server/video-chain.ts";
import { cropVideoChain } from "../shared/options.ts";

/** The tool as a view over the executor's video path: one crop step, the video's own audio. */
export const processCropVideo = videoChainView(cropVideoChain);
