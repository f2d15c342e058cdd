import { videoChainView } from "../../chain/server/video-chain.ts";
import { reverseVideoChain } from "../shared/options.ts";

/** The tool as a view over the executor's video path: its one step, the video's own audio. */
export const processReverseVideo = videoChainView(reverseVideoChain);
