import { isAbsolute, resolve } from "node:path";
import {
  apiDescription,
  GifKitClient,
  GifKitError,
  type JsonSchema,
  type Operation,
  type OutputParams,
  type TaskInput,
  type ToolDescription,
  type ToolId,
} from "@gifkit/client";
import { fileInput, saveResult } from "@gifkit/client/node";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { cliVersion } from "./cli.ts";

/**
 * `gifkit mcp`: every tool and the chain of operations (the `edit` tool) as MCP tools, on stdio,
 * for AI agents. Inputs are local paths or links; every result is saved to the file the call
 * names (`output_path`), and the answer says where, how big, and the task's final status.
 * Schemas are the generated description's JSON Schemas (the server's own), given to the client
 * as they are, so an agent sees each option's range and choices.
 */

const inputSchema = (tool: ToolDescription): JsonSchema => {
  const one = {
    type: "string",
    description: "A local file path, or a public http(s) link the server fetches.",
  };
  return tool.maxInputFiles > 1
    ? {
        type: "array",
        items: one,
        minItems: 1,
        maxItems: tool.maxInputFiles,
        description: `Up to ${tool.maxInputFiles} inputs, in order: local file paths or links.`,
      }
    : one;
};

/** The `operations` list as a schema an agent can fill: one object schema per operation. */
const operationsSchema: JsonSchema = {
  type: "array",
  minItems: 1,
  description: "The steps in order, each {op, ...its params}.",
  items: {
    anyOf: apiDescription.operations.map((operation) => ({
      type: "object",
      description: operation.summary,
      properties: { op: { const: operation.name }, ...(operation.params.properties ?? {}) },
      required: ["op", ...(operation.params.required ?? [])],
      additionalProperties: false,
    })),
  },
};

function toolSchema(tool: ToolDescription): Tool["inputSchema"] {
  const options =
    tool.id === "edit"
      ? { operations: operationsSchema, output: apiDescription.output }
      : tool.options;
  return {
    type: "object",
    properties: {
      input: inputSchema(tool),
      ...(tool.takesSourceKey
        ? {
            source_key: {
              type: "string",
              description: "Instead of input: the download key of a kept GIF result.",
            },
          }
        : {}),
      output_path: {
        type: "string",
        description:
          "Where to save the result (a path; relative paths are from the server's directory).",
      },
      ...options,
    },
    required: ["output_path", ...(tool.id === "edit" ? ["operations"] : [])],
  } as Tool["inputSchema"];
}

export function mcpTools(): Tool[] {
  return apiDescription.tools.map((tool) => ({
    name: tool.id,
    title: tool.name,
    description: `${tool.summary} (GifKit POST ${tool.apiPath}; the result is saved to output_path.)`,
    inputSchema: toolSchema(tool),
  }));
}

const isLink = (text: string) => /^https?:\/\//i.test(text);

async function inputsOf(args: Record<string, unknown>, cwd: string): Promise<TaskInput[]> {
  if (typeof args.source_key === "string") return [{ sourceKey: args.source_key }];
  const given = Array.isArray(args.input) ? args.input : [args.input];
  const inputs: TaskInput[] = [];
  for (const each of given) {
    if (typeof each !== "string" || each === "") {
      throw new GifKitError("refused", "input must be a file path or an http(s) link.");
    }
    if (isLink(each)) inputs.push({ url: each });
    else {
      const path = isAbsolute(each) ? each : resolve(cwd, each);
      inputs.push(
        await fileInput(path).catch(() => {
          throw new GifKitError("refused", `Cannot read ${each}: no such file.`);
        }),
      );
    }
  }
  return inputs;
}

/** Runs one MCP tool call: start, wait, save; the answer the agent reads. */
export async function callTool(
  client: GifKitClient,
  name: string,
  args: Record<string, unknown>,
  cwd: string,
): Promise<CallToolResult> {
  try {
    const tool = apiDescription.tools.find((each) => each.id === name);
    if (!tool) throw new GifKitError("refused", `Unknown tool ${name}.`);
    const { input: _input, source_key: _key, output_path: outputPath, ...options } = args;
    if (typeof outputPath !== "string" || outputPath === "") {
      throw new GifKitError("refused", "output_path must name the file to save the result to.");
    }
    const inputs = await inputsOf(args, cwd);
    const started =
      tool.id === "edit"
        ? await client.edit(
            inputs[0] as TaskInput,
            (options.operations ?? []) as Operation[],
            options.output as OutputParams | undefined,
          )
        : await client.startTool(
            tool.id as ToolId,
            inputs.length === 1 ? (inputs[0] as TaskInput) : inputs,
            options,
          );
    const status = await client.finish(started.task_id, { maxDelayMs: 2000 });
    const key = status.result?.path;
    if (!key) throw new GifKitError("task-failed", "The task finished without a file.");
    const path = isAbsolute(outputPath) ? outputPath : resolve(cwd, outputPath);
    const saved = await saveResult(client, key, path);
    return {
      content: [
        {
          type: "text",
          text: `Saved ${saved.bytes} bytes to ${saved.path}. Task ${status.task_id}: ${status.state}. Result: ${JSON.stringify(status.result)}`,
        },
      ],
      structuredContent: { saved: { path: saved.path, bytes: saved.bytes }, task: status },
    };
  } catch (error) {
    const message =
      error instanceof GifKitError
        ? `${error.message}${error.code ? ` (${error.code})` : ""}${error.step !== undefined && error.step !== null ? ` at step ${error.step}` : ""}`
        : error instanceof Error
          ? error.message
          : String(error);
    return { content: [{ type: "text", text: message }], isError: true };
  }
}

/** Serves MCP on stdin/stdout until the client closes it. */
export async function runMcpServer(server: string, apiKey: string | undefined): Promise<void> {
  const client = new GifKitClient({ server, apiKey });
  const mcp = new Server({ name: "gifkit", version: cliVersion }, { capabilities: { tools: {} } });
  const tools = mcpTools();
  mcp.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  mcp.setRequestHandler(CallToolRequestSchema, async (request) =>
    callTool(client, request.params.name, request.params.arguments ?? {}, process.cwd()),
  );
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolveClosed) => {
    transport.onclose = () => resolveClosed();
  });
  await mcp.connect(transport);
  await closed;
}
