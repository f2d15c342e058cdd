import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import { retentionSummary } from "@gifkit/contracts";
import { chainJsonSchemas } from "@gifkit/tools/chain";
import { registerToolOwnRoutes } from "@gifkit/tools/server";
import Fastify, { type FastifyInstance } from "fastify";
import { stringify } from "yaml";
import { registerBatchRoutes } from "./http/batch-routes.ts";
import { registerCallerIdentity } from "./http/caller.ts";
import { issueCancelTokens } from "./http/cancel-tokens.ts";
import { registerCheckUrlRoutes } from "./http/check-url-routes.ts";
import { guardConnections } from "./http/connection-guard.ts";
import { registerContactRoutes } from "./http/contact-routes.ts";
import { registerDestinationRoutes } from "./http/destination-routes.ts";
import { frameworkErrors, registerErrorHandler } from "./http/error-handler.ts";
import { registerEstimateRoutes } from "./http/estimate-routes.ts";
import { registerHealthRoutes } from "./http/health-routes.ts";
import { registerKeyRoutes } from "./http/key-routes.ts";
import { registerRateLimitFields } from "./http/rate-limit-fields.ts";
import { registerRateLimits, serverTimeoutOptions } from "./http/rate-limits.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import type { Services } from "./http/services.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { registerTaskRoutes } from "./http/task-routes.ts";
import { createToolHost } from "./http/tool-host.ts";
import { registerToolRoutes } from "./http/tool-routes.ts";
import { registerTransformRoutes, transformRoutePath } from "./http/transform-routes.ts";

export interface BuildAppOptions {
  services: Services;
  /** Serve the built web site too (off in API-only tests). */
  serveWebSite?: boolean;
  logger?: boolean | object;
}

/** Believes X-Forwarded-For for the first `hops` proxies (Fastify's typings take no bare number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the HTTP app without listening: main.ts listens, tests use `inject`. */
export async function buildApp({
  services,
  serveWebSite = true,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: logger === true ? { level: config.logLevel } : logger,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(config),
    frameworkErrors,
    // The socket address is the client unless TRUST_PROXY names the proxies in front of us.
    trustProxy:
      typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const stopConnectionGuard = guardConnections(app.server, {
    // Behind a trusted proxy every connection comes from the proxy: the cap would hit everyone.
    maxPerAddress: config.trustProxy === false ? config.connections.maxPerAddress : null,
    slowBodyWindowMs: config.connections.slowBodyWindowSeconds * 1000,
    slowBodyMinBytes: config.connections.slowBodyMinBytes,
  });
  app.addHook("onClose", async () => stopConnectionGuard());
  registerErrorHandler(app, config.limits.maxUploadBytes);
  await registerSecurityHeaders(app);
  // Who calls (a key's holder or an address) before the rate limits count the call for them.
  registerCallerIdentity(app, services.keys);
  registerRateLimitFields(app);
  await registerRateLimits(app, config);

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.limits.maxUploadBytes,
      files: 100,
      fields: 200,
      fieldSize: 1024 * 1024,
      parts: 1000,
      headerPairs: 200,
    },
  });

  await app.register(fastifySwagger, {
    // A route's bare `*` would be a path parameter named "*", which client generators refuse.
    transform: ({ schema, url }) => ({
      schema,
      url: url === transformRoutePath ? "/t/:signature/:path" : url,
    }),
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "GifKit API",
        version: "1.0.0",
        // How long files are kept is part of the contract (the same sentences as the privacy policy).
        description: `Start a task with a tool's call (202 with a task id), poll /api/task-status/{id}, then download the result with /api/download/{key}. Every error is JSON {error, code}: error is an English sentence for a person, code the stable code to act on; a few also carry values, the numbers the sentence names (a limit, a count), for a client that writes the failure in its own language. A failed task's status has the same as error, error_code and error_values. How long files are kept: ${retentionSummary(config.limits)}`,
      },
      servers: [{ url: "/" }],
      components: {
        // The chain's operations and output step (POST /api/edit, batches, transformations).
        schemas: chainJsonSchemas(),
        securitySchemes: {
          apiKey: {
            type: "http",
            scheme: "bearer",
            description:
              "An API key (gk_…) from POST /api/keys: a key's limits, webhooks, its usage page. Optional on every start call: without one a call has an address's limits.",
          },
        },
      },
    },
  });

  // Every route queues through this: each task gets the cancel secret its 202 answer carries.
  const routeServices: Services = { ...services, queue: issueCancelTokens(app, services.queue) };
  registerToolRoutes(app, routeServices);
  registerEstimateRoutes(app, routeServices);
  registerCheckUrlRoutes(app, routeServices);
  // Each tool's own calls (ServerTool.routes: Add Text's GIF details, Prompt to GIF's start and status).
  await registerToolOwnRoutes(app, createToolHost(routeServices));
  registerTaskRoutes(app, routeServices);
  registerHealthRoutes(app, routeServices);
  registerContactRoutes(app, routeServices);
  registerKeyRoutes(app, routeServices);
  registerDestinationRoutes(app);
  registerBatchRoutes(app, services);
  registerTransformRoutes(app, services);

  app.get("/api/openapi.yaml", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/yaml; charset=utf-8").send(stringify(app.swagger())),
  );
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  if (serveWebSite)
    await registerStaticSite(app, config.webRoot, {
      adsClientId: config.adsClientId,
      generationConfigured: config.generation !== undefined,
    });
  return app;
}
