import type { ChainOptions } from "../../chain/chain-options.ts";
import { runChain } from "../../chain/server/run-chain.ts";
import type { Processor } from "../../define-tool.ts";

/**
 * A chain sent as a chain: every refusal names its step, and a video input runs as a video
 * (its audio kept where the chain keeps time).
 */
export const processEdit: Processor<ChainOptions> = (options, context) =>
  runChain(options, context, { namedSteps: true, videoInputs: true });
