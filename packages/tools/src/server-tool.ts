import type { Estimator, Processor } from "./define-tool.ts";
import type { OwnTaskRunner, ToolRoutes, ToolServerSettings } from "./server-host.ts";

/**
 * What every task of a tool's own kinds carries: its kind's name (in `tool`, as a tool's task
 * carries its tool id, so both travel in one payload type) and the stored inputs its end deletes.
 */
export interface OwnTaskPayloadBase {
  tool: string;
  inputKeys: string[];
}

/** A tool's own task kinds' work, by kind name, each loaded when its first task runs. */
export type OwnTaskRunners = Record<string, () => Promise<OwnTaskRunner<never>>>;

/**
 * What of a tool runs only on the server (`<tool>/server/index.ts`, its line in the server map
 * packages/tools/src/server-tools.ts). Lazy imports: a tool's code loads when its first task runs.
 */
export interface ServerTool<Options = unknown, Runners extends OwnTaskRunners = OwnTaskRunners> {
  /** The processor, loaded when the first task of the tool runs. */
  processor(): Promise<Processor<Options>>;
  /** The size estimate's measurement (the tool's `sizeEstimate` says what the sample is). */
  estimator?(): Promise<Estimator<Options>>;
  /**
   * The tool's own calls besides the generic start route every tool with an input gets (Prompt to
   * GIF's JSON start call and status; Add Text's GIF details; Video to GIF's link and preview
   * calls), loaded when the API starts.
   */
  routes?(): Promise<ToolRoutes>;
  /**
   * The work of the tasks its own calls queue (ToolDefinition.taskKinds, one runner per kind),
   * run in a worker like a processor.
   */
  taskRunners?: Runners;
  /**
   * Most tasks of this tool running at once across the deployment (Prompt to GIF: the generation
   * server's capacity); undefined: only the queue's own limits.
   */
  maxRunningTasks?(settings: ToolServerSettings): number | undefined;
}

/**
 * Types a tool's server side (`<tool>/server/index.ts`) with its processor's options, keeping its
 * task runners' payload types (the task payload union is made of them).
 */
export function defineServerTool<Options, Runners extends OwnTaskRunners = OwnTaskRunners>(
  serverTool: ServerTool<Options, Runners>,
): ServerTool<Options, Runners> {
  return serverTool;
}

/** The payloads of a server tool's own task kinds, as a union. */
export type OwnTaskPayloadOf<Tool> = Tool extends { taskRunners?: infer Runners }
  ? {
      [Name in keyof Runners]: Runners[Name] extends () => Promise<OwnTaskRunner<infer Payload>>
        ? Payload
        : never;
    }[keyof Runners]
  : never;
