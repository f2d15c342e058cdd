import { videoChainView } from "../../chain/server/video-chain.ts";
import { censorVideoChain } from "../shared/options.ts";

/** The tool as a view over the executor's video path: one censor step, the video's own audio. */
export const processCensorVideo = videoChainView(censorVideoChain);
