import { withIndefiniteArticle } from "@gifkit/contracts";
import type { ToolDefinition } from "@gifkit/tools";
import { toolList } from "@gifkit/tools";
import type { FastifyInstance } from "fastify";
import { runTaskIntake } from "./intake.ts";
import type { Services } from "./services.ts";
import { startIntake, takesGifResults } from "./start-steps.ts";
import {
  binaryFieldSchema,
  optionFieldSchemas,
  startCallHeaders,
  taskCallResponses,
} from "./task-form.ts";

/** JSON Schema of a tool's start call as a JSON body (`acceptsJson`), for the OpenAPI document. */
/** `callback_url` in a start call's form or JSON body (issue 37). */
const callbackUrlSchema = {
  type: "string",
  format: "uri",
  description:
    "With an API key only: when the task ends (SUCCESS, FAILURE or CANCELLED) its status is POSTed here, signed per Standard Webhooks with the key's secret, retried with backoff for a day. Public addresses only.",
};

function jsonBodySchema(tool: ToolDefinition<unknown>) {
  return {
    type: "object",
    required: ["input"],
    properties: {
      input: {
        type: "object",
        description:
          "The input: one of url, source_key or upload_key (a file needs a multipart form).",
        properties: {
          url: {
            type: "string",
            format: "uri",
            description: "A public http(s) link fetched by the server.",
          },
          source_key: {
            type: "string",
            description: "The download key of a GIF result that is still kept (any tool's).",
          },
          ...(tool.acceptsUploadKey
            ? {
                upload_key: {
                  type: "string",
                  description:
                    "The `upload_key` of a POST /api/upload task's result (a stored video).",
                },
              }
            : {}),
        },
      },
      callback_url: callbackUrlSchema,
      ...optionFieldSchemas(tool),
    },
  };
}

/** The start call's body: a multipart form, and for `acceptsJson` tools a JSON body too. */
function startBodySchema(tool: ToolDefinition<unknown>) {
  if (!tool.acceptsJson) return { body: multipartBodySchema(tool) };
  return {
    body: {
      content: {
        "application/json": { schema: jsonBodySchema(tool) },
        "multipart/form-data": { schema: multipartBodySchema(tool) },
      },
    },
  };
}

/** JSON Schema of a tool's start call, for the OpenAPI document. */
function multipartBodySchema(tool: ToolDefinition<unknown>) {
  const many = tool.maxInputFiles > 1;
  const binary = binaryFieldSchema;
  return {
    type: "object",
    properties: {
      ...(many
        ? {
            files: { type: "array", items: binary },
            urls: { type: "array", items: { type: "string", format: "uri" } },
          }
        : {
            file: binary,
            url: {
              type: "string",
              format: "uri",
              description: "A public http(s) link fetched by the server.",
            },
          }),
      ...(takesGifResults(tool)
        ? {
            source_key: {
              type: "string",
              description:
                "Instead of file or url: the download key of a GIF result that is still kept (any tool's), to keep editing it without uploading it again.",
            },
          }
        : {}),
      ...(tool.acceptsUploadKey
        ? {
            upload_key: {
              type: "string",
              description:
                "Instead of file or url: the `upload_key` of a POST /api/upload or /api/video-preview task's result (a stored video).",
            },
          }
        : {}),
      callback_url: callbackUrlSchema,
      ...optionFieldSchemas(tool),
    },
    ...(tool.attachments
      ? { patternProperties: { [tool.attachments.fieldPattern.source]: binary } }
      : {}),
  };
}

export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of toolList) {
    if (tool.input === "none") continue;
    app.post(
      tool.apiPath,
      {
        schema: {
          summary: `Start ${withIndefiniteArticle(tool.name)} task`,
          description: tool.apiSummary,
          tags: ["tools"],
          consumes: tool.acceptsJson
            ? ["multipart/form-data", "application/json"]
            : ["multipart/form-data"],
          ...startBodySchema(tool),
          headers: startCallHeaders,
          // A key is optional: without one the call has an address's limits.
          security: [{}, { apiKey: [] }],
          response: taskCallResponses,
        },
        // The body (multipart, or JSON for acceptsJson tools) is validated by the intake's steps.
        validatorCompiler: () => () => true,
        config: { rateLimitClass: "start" },
      },
      // The intake pipeline (intake.ts) with the start call's steps (start-steps.ts).
      async (request, reply) =>
        runTaskIntake(request, reply, services, startIntake(request, services, tool)),
    );
  }
}
