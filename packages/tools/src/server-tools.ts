import type { TaskResult } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";

/*
 * The server map: what of each tool runs only on the server (its processor, size estimate), from
 * each tool's server/index.ts (generated/server-map.ts, written by `npm run generate`), read by the
 * worker and the API. The browser never imports this file (the web map, web-tools.ts, is its
 * counterpart; the registry, generated/registry.ts, is the data both read).
 */

import type {
  EstimateContext,
  ProcessorContext,
  ProcessorResult,
  SizeEstimate,
} from "./define-tool.ts";
import { ToolError } from "./define-tool.ts";
import { serverToolsById } from "./generated/server-map.ts";
import { type OptionsOf, type ToolId, type ToolTask, tools } from "./index.ts";
import type {
  OwnTaskContext,
  OwnTaskRunner,
  ToolServerHost,
  ToolServerSettings,
  ToolTaskHost,
} from "./server-host.ts";
import type { OwnTaskPayloadOf, OwnTaskRunners, ServerTool } from "./server-tool.ts";

/** Every tool's server side, by id; the compiler refuses a tool missing here. */
export const serverTools: { readonly [Id in ToolId]: ServerTool<OptionsOf<Id>> } = serverToolsById;

export type {
  OwnTaskContext,
  OwnTaskRunner,
  StoredUpload,
  ToolRoutes,
  ToolServerHost,
  ToolServerSettings,
  ToolTaskHost,
} from "./server-host.ts";
export type { ServerTool } from "./server-tool.ts";

/**
 * A task of a tool's own kinds (ToolDefinition.taskKinds), a union over the tools' task runners:
 * `tool` names the kind (never a tool id).
 */
export type OwnTaskPayload = OwnTaskPayloadOf<(typeof serverToolsById)[ToolId]>;

/** Every tool's own task runners, by kind name. */
export const ownTaskRunners: OwnTaskRunners = Object.assign(
  {},
  ...Object.values(serverToolsById).map(
    (serverTool: { taskRunners?: OwnTaskRunners }) => serverTool.taskRunners ?? {},
  ),
);

/** Runs a task of a tool's own kind (a worker's counterpart of runToolTask). */
export async function runOwnTask(
  payload: OwnTaskPayload,
  host: ToolTaskHost,
  context: OwnTaskContext,
): Promise<TaskResult> {
  const load = Object.hasOwn(ownTaskRunners, payload.tool)
    ? ownTaskRunners[payload.tool]
    : undefined;
  if (!load) throw new ToolError(`No tool runs tasks of kind "${payload.tool}".`, "bad-request");
  const runner = (await load()) as OwnTaskRunner<OwnTaskPayload>;
  return runner(payload, host, context);
}

/** The tools' own calls (ServerTool.routes), registered by the API beside the generic ones. */
export async function registerToolOwnRoutes(
  app: FastifyInstance,
  host: ToolServerHost,
): Promise<void> {
  for (const serverTool of Object.values(serverTools) as ServerTool<unknown>[]) {
    const routes = await serverTool.routes?.();
    routes?.(app, host);
  }
}

/** The tools that may run only so many tasks at once (ServerTool.maxRunningTasks), by id. */
export function toolConcurrencyLimits(
  settings: ToolServerSettings,
): Partial<Record<ToolId, number | undefined>> {
  const limits: Partial<Record<ToolId, number | undefined>> = {};
  for (const [id, serverTool] of Object.entries(serverTools) as [ToolId, ServerTool<unknown>][]) {
    if (serverTool.maxRunningTasks) limits[id] = serverTool.maxRunningTasks(settings);
  }
  return limits;
}

/**
 * Runs a task's processor. The options are parsed again with the tool's own schema: they arrive
 * as JSON from the queue (another process, perhaps another version), and that parse is the safety
 * net between the two; the types up to here are exact.
 */
export async function runToolTask<Id extends ToolId>(
  task: ToolTask<Id>,
  context: ProcessorContext,
): Promise<ProcessorResult> {
  const options = tools[task.tool].optionsSchema.parse(task.options);
  const serverTool: ServerTool<OptionsOf<Id>> = serverTools[task.tool];
  const processor = await serverTool.processor();
  return processor(options, context);
}

/** Parses the options like runToolTask and runs the tool's size estimate on a sample. */
export async function runToolEstimate<Id extends ToolId>(
  id: Id,
  rawOptions: unknown,
  context: EstimateContext,
): Promise<SizeEstimate> {
  const serverTool: ServerTool<OptionsOf<Id>> = serverTools[id];
  if (!tools[id].sizeEstimate || !serverTool.estimator)
    throw new ToolError("This tool has no size estimate.", "bad-request");
  const options = tools[id].optionsSchema.parse(rawOptions);
  const estimator = await serverTool.estimator();
  return estimator(options, context);
}
