import type { Estimator, Processor } from "./define-tool.ts";
import type { ToolRoutes, ToolServerSettings } from "./server-host.ts";

/**
 * What of a tool runs only on the server (`<tool>/server/index.ts`, its line in the server map
 * packages/tools/src/server-tools.ts). Lazy imports: a tool's code loads when its first task runs.
 */
export interface ServerTool<Options = unknown> {
  /** The processor, loaded when the first task of the tool runs. */
  processor(): Promise<Processor<Options>>;
  /** The size estimate's measurement (the tool's `sizeEstimate` says what the sample is). */
  estimator?(): Promise<Estimator<Options>>;
  /**
   * The tool's own calls besides the generic start route every tool with an input gets (Prompt to
   * GIF's JSON start call and status; Add Text's GIF details), loaded when the API starts.
   */
  routes?(): Promise<ToolRoutes>;
  /**
   * Most tasks of this tool running at once across the deployment (Prompt to GIF: the generation
   * server's capacity); undefined: only the queue's own limits.
   */
  maxRunningTasks?(settings: ToolServerSettings): number | undefined;
}

/** Types a tool's server side (`<tool>/server/index.ts`) with its processor's options. */
export function defineServerTool<Options>(serverTool: ServerTool<Options>): ServerTool<Options> {
  return serverTool;
}
