import { destinations, destinationsResponseSchema, errorBodySchema } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * GET /api/destinations: where a GIF is going and the largest file each place takes (issue 17,
 * part 2). The list is static data from packages/contracts, so it may be cached by browsers and
 * proxies for a day; it changes only with a deploy.
 */
export function registerDestinationRoutes(app: FastifyInstance): void {
  const body = { destinations: [...destinations] };
  app.get(
    "/api/destinations",
    {
      schema: {
        summary: "Destination presets: size limits of the places a GIF is posted",
        description:
          "Each entry gives the largest file (`max_bytes`) and, where documented, the largest width and height the place accepts, a note for a person, whether the place turns GIFs into video, and the documentation page (`source`) the limit was read from on `read_on`.",
        tags: ["meta"],
        response: {
          200: z.toJSONSchema(destinationsResponseSchema),
          429: z.toJSONSchema(errorBodySchema),
        },
      },
      config: { rateLimitClass: "status" },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return body;
    },
  );
}
