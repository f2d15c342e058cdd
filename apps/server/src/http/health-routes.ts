import type { FastifyInstance } from "fastify";
import type { Services } from "./services.ts";

export function registerHealthRoutes(app: FastifyInstance, services: Services): void {
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Health: queue depth and binary versions",
        tags: ["meta"],
        response: {
          200: {
            type: "object",
            properties: {
              ok: { type: "boolean" },
              queue: {
                type: "object",
                properties: { waiting: { type: "number" }, running: { type: "number" } },
              },
              binaries: { type: "object", additionalProperties: { type: ["string", "null"] } },
            },
          },
        },
      },
    },
    async () => {
      const queue = await services.queue.counts();
      const ok = Object.values(services.binaryVersions).every((version) => version !== null);
      return { ok, queue, binaries: services.binaryVersions };
    },
  );
}
