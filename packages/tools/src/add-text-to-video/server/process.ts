import { videoChainView } from "../../chain/server/video-chain.ts";
import { addTextToVideoChain } from "../shared/options.ts";

/** The tool as a view over the executor's video path: one text step, the video's own audio. */
export const processAddTextToVideo = videoChainView(addTextToVideoChain);
