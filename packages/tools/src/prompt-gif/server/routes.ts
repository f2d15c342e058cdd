import { errorBodySchema, taskStartedSchema, withIndefiniteArticle } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BackendCapabilities, BackendHealth } from "../../generation.ts";
import type { ToolServerHost } from "../../server-host.ts";
import { promptGifTool } from "../tool.ts";

export const notConfiguredMessage = "AI generation is not set up on this server.";

/** How long a health answer is reused by the status call (every page view asks). */
const healthCacheMs = 30_000;

const promptRequestJsonSchema = {
  type: "object",
  required: ["prompt"],
  properties: {
    prompt: {
      type: "string",
      maxLength: 1000,
      description: "What the animation shows (required).",
    },
    negative_prompt: {
      type: ["string", "null"],
      maxLength: 1000,
      description: "What it should not show.",
    },
    num_frames: { type: "integer", minimum: 8, maximum: 24, multipleOf: 2, default: 16 },
    num_inference_steps: { type: "integer", minimum: 12, maximum: 40, multipleOf: 2, default: 24 },
    fps: { type: "integer", minimum: 4, maximum: 16, default: 8 },
    guidance_scale: { type: "number", minimum: 1, maximum: 15, multipleOf: 0.5, default: 7.5 },
    seed: {
      type: ["integer", "null"],
      minimum: 0,
      maximum: 4_294_967_295,
      description: "Same seed, prompt and settings on the same model give the same animation.",
    },
  },
} as const;

const statusJsonSchema = {
  type: "object",
  properties: {
    configured: { type: "boolean" },
    available: { type: "boolean", description: "The generation server answered its last check." },
    message: { type: "string" },
  },
} as const;

/** A request the backend cannot take, in the same words as the form's own limits. */
function outsideCapabilities(
  options: {
    num_frames: number;
    num_inference_steps: number;
    guidance_scale: number;
    seed: number | null;
  },
  { ranges }: BackendCapabilities,
): string | null {
  const outside = (value: number, [min, max]: [number, number]) => value < min || value > max;
  if (outside(options.num_frames, ranges.frames)) {
    return `This server's model makes ${ranges.frames[0]} to ${ranges.frames[1]} frames.`;
  }
  if (outside(options.num_inference_steps, ranges.steps)) {
    return `This server's model takes ${ranges.steps[0]} to ${ranges.steps[1]} diffusion steps.`;
  }
  if (outside(options.guidance_scale, ranges.guidance)) {
    return `This server's model takes guidance from ${ranges.guidance[0]} to ${ranges.guidance[1]}.`;
  }
  if (options.seed !== null && outside(options.seed, ranges.seed)) {
    return `Seed must be a whole number from ${ranges.seed[0]} to ${ranges.seed[1].toLocaleString("en-US")}.`;
  }
  return null;
}

/**
 * Prompt to GIF's calls. It takes JSON (the generic tool route is multipart and skips tools
 * without inputs); the generation itself runs in a worker process like every task, where the
 * processor gets the backend through its context.
 */
export function registerPromptGifRoutes(app: FastifyInstance, host: ToolServerHost): void {
  const backend = host.generationServer;

  let cachedHealth: { health: BackendHealth; atMs: number } | null = null;
  let pendingHealth: Promise<BackendHealth> | null = null;
  /** The backend's health, checked at most every 30 s; a stale answer is served while it refreshes. */
  async function currentHealth(): Promise<BackendHealth> {
    if (!backend) return { state: "unavailable", detail: "not configured" };
    const fresh = cachedHealth && Date.now() - cachedHealth.atMs < healthCacheMs;
    if (cachedHealth && fresh) return cachedHealth.health;
    pendingHealth ??= backend
      .health(AbortSignal.timeout(10_000))
      .then((health) => {
        const previous = cachedHealth?.health;
        // One log line per change of state (and the first check), naming what is wrong.
        if (
          health.state !== "ready" &&
          (previous?.state !== health.state || previous.detail !== health.detail)
        ) {
          app.log.error(
            { detail: health.detail },
            `Prompt to GIF: generation backend ${health.state}`,
          );
        } else if (health.state === "ready" && previous && previous.state !== "ready") {
          app.log.info("Prompt to GIF: generation backend is ready again");
        }
        cachedHealth = { health, atMs: Date.now() };
        return health;
      })
      .finally(() => {
        pendingHealth = null;
      });
    return cachedHealth ? cachedHealth.health : pendingHealth;
  }

  app.addHook("onReady", async () => {
    if (!backend) {
      app.log.info(
        "Prompt to GIF is off: GENERATION_BACKEND is not set (see docs/prompt-to-gif.md)",
      );
      return;
    }
    // The start-up check names what is missing (nodes, weight files, token) in the log; the
    // server starts anyway, since the GPU machine may come up later.
    const { model } = backend.capabilities();
    void currentHealth().then((health) => {
      if (health.state === "ready") app.log.info(`Prompt to GIF: ${model} is ready`);
    });
  });

  app.get(
    "/api/ai/prompt-gif/status",
    {
      schema: {
        summary: "Whether AI generation is set up on this server",
        tags: ["tools"],
        response: { 200: statusJsonSchema },
      },
      config: { rateLimitClass: "status" },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (!backend) return { configured: false, available: false, message: notConfiguredMessage };
      const health = await currentHealth();
      return { configured: true, available: health.state === "ready" };
    },
  );

  const tool = promptGifTool;
  app.post(
    tool.apiPath,
    {
      schema: {
        summary: `Start ${withIndefiniteArticle(tool.name)} task`,
        description:
          "Generates a short looping GIF from a text prompt on the operator's generation server. 503 with code generation-not-configured when the server has none.",
        tags: ["tools"],
        consumes: ["application/json"],
        body: promptRequestJsonSchema,
        response: {
          202: z.toJSONSchema(taskStartedSchema),
          400: z.toJSONSchema(errorBodySchema),
          503: z.toJSONSchema(errorBodySchema),
        },
      },
      // The schema documents the call; the tool's zod schema validates it, with the spec's messages.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request, reply) => {
      if (!backend) throw host.httpError(503, "generation-not-configured", notConfiguredMessage);
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw host.httpError(400, "bad-request", "Send the prompt request as a JSON object.");
      }
      const parsed = tool.optionsSchema.safeParse(body);
      if (!parsed.success) {
        throw host.httpError(
          400,
          "invalid-options",
          parsed.error.issues[0]?.message ?? "Invalid settings.",
        );
      }
      const refusal = outsideCapabilities(parsed.data, backend.capabilities());
      if (refusal) throw host.httpError(400, "invalid-options", refusal);
      const taskId = await host.startTask({ tool: tool.id, options: parsed.data }, request.ip);
      return reply.status(202).send({ task_id: taskId });
    },
  );
}
