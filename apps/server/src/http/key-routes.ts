import {
  callerKindLimits,
  errorBodySchema,
  keyRequestLimits,
  taskStates,
  webhookDeliveryRules,
} from "@gifkit/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ApiKeyRecord } from "../keys/api-keys.ts";
import { callerOf } from "./caller.ts";
import { contactFieldMaxLengths, contactMessages, emailPattern } from "./contact-routes.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

/**
 * API keys without accounts (issue 37): POST /api/keys mails a confirmation link for an email
 * address; the link's page (/api-key#confirm=…, the token in the fragment, so it never reaches a
 * server log) posts the token to POST /api/keys/confirm, which answers the key once. The key opens
 * its own page (GET /api/keys/me: its limits, today's quota, its tasks and webhook deliveries)
 * and revokes itself (DELETE /api/keys/me), both with `Authorization: Bearer <key>`.
 */

export const keyMessages = {
  linkSent: "Check your inbox: the link to your key is on its way. It works once, within 24 hours.",
  noMail:
    "This server cannot send email (no SMTP relay is set up), so it cannot give out API keys.",
  tooManyForEmail: `This address has asked for ${keyRequestLimits.perEmailPerDay} keys today. Please try again tomorrow (UTC).`,
  linkUsed:
    "This link was already used or has expired (links work once, within 24 hours). Ask for a new key on the API page.",
  needsKey:
    "Send the key as `Authorization: Bearer <key>` to see its usage (the page at /api-key does this for you).",
} as const;

const okSchema = {
  type: "object",
  properties: { ok: { type: "boolean" }, message: { type: "string" } },
  required: ["ok"],
} as const;

const limitsSchema = {
  type: "object",
  properties: {
    starts_per_minute: { type: "integer" },
    starts_per_day: { type: "integer" },
    unfinished_tasks: { type: "integer" },
  },
} as const;

const keyUsageSchema = {
  type: "object",
  properties: {
    key_id: { type: "string" },
    email: { type: "string" },
    created_at: { type: "string", format: "date-time" },
    webhook_secret: {
      type: "string",
      description: "The key's Standard Webhooks signing secret (whsec_…).",
    },
    limits: limitsSchema,
    today: {
      type: "object",
      description: "The current UTC day.",
      properties: {
        day: { type: "string" },
        starts: { type: "integer", description: "Start calls counted against the daily quota." },
        starts_left: { type: "integer" },
        bytes_in: { type: "integer", description: "Bytes uploaded to the key's tasks." },
        bytes_out: { type: "integer", description: "Bytes of the key's results." },
      },
    },
    total: {
      type: "object",
      properties: {
        tasks: { type: "integer" },
        bytes_in: { type: "integer" },
        bytes_out: { type: "integer" },
      },
    },
    tasks: {
      type: "array",
      description: "Tasks of the last 24 hours, newest first (`EXPIRED` once no longer kept).",
      items: {
        type: "object",
        properties: {
          task_id: { type: "string" },
          tool: { type: ["string", "null"] },
          state: { type: "string", enum: [...taskStates, "EXPIRED"] },
          created_at: { type: ["string", "null"], format: "date-time" },
        },
      },
    },
    deliveries: {
      type: "array",
      description: "Webhook deliveries of the last 7 days, newest first.",
      items: {
        type: "object",
        properties: {
          id: { type: "string", description: "Its webhook-id." },
          task_id: { type: "string" },
          url: { type: "string" },
          state: { type: "string", enum: ["pending", "delivered", "failed"] },
          next_attempt_at: { type: ["string", "null"], format: "date-time" },
          attempts: {
            type: "array",
            items: {
              type: "object",
              properties: {
                at: { type: "string", format: "date-time" },
                status: { type: ["integer", "null"] },
                error: { type: ["string", "null"] },
              },
            },
          },
        },
      },
    },
  },
} as const;

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, z.toJSONSchema(errorBodySchema)]));

const bearer = [{ apiKey: [] }];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function keyOf(request: FastifyRequest): ApiKeyRecord {
  const caller = callerOf(request);
  if (caller.kind !== "key") throw new HttpError(401, "invalid-api-key", keyMessages.needsKey);
  return caller.key;
}

export function registerKeyRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;

  app.post(
    "/api/keys",
    {
      schema: {
        summary: "Ask for an API key",
        description: `Mails a link to the address; opening it shows the key once (only its hash is kept). No account, no password: the key opens its own usage page and can revoke itself. At most ${keyRequestLimits.perAddressPerHour} requests an hour per address and ${keyRequestLimits.perEmailPerDay} a day per email.`,
        tags: ["keys"],
        body: {
          type: "object",
          required: ["email"],
          properties: { email: { type: "string", format: "email", maxLength: 254 } },
        },
        response: { 202: okSchema, ...errors(400, 429, 503) },
      },
      // Validated by the handler, so the answer carries the form's own messages.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "key-request" },
    },
    async (request, reply) => {
      const body = request.body as { email?: unknown } | null;
      const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
      if (!email) throw new HttpError(400, "missing-fields", "Please enter your email.");
      if (email.length > contactFieldMaxLengths.email || !emailPattern.test(email)) {
        throw new HttpError(400, "invalid-email", contactMessages.invalidEmail);
      }
      const { keys, mailer } = services;
      if (!keys || !mailer || !config.smtp) {
        throw new HttpError(503, "email-unavailable", keyMessages.noMail);
      }
      if (!(await keys.countRequest(email, keyRequestLimits.perEmailPerDay))) {
        throw new HttpError(429, "rate-limited", keyMessages.tooManyForEmail, {
          "retry-after": "3600",
        });
      }
      const token = await keys.newConfirmation(email);
      // The token travels in the fragment: the browser never sends it in a request line.
      const link = `${config.publicOrigin}/api-key#confirm=${token}`;
      await mailer.send({
        from: { name: "GifKit", address: config.smtp.to },
        to: email,
        subject: "Your GifKit API key",
        text: [
          "Someone (we hope you) asked for a GifKit API key for this address.",
          "",
          "Open this link to see the key. It is shown once, so keep it somewhere safe:",
          link,
          "",
          `The link works once, within ${keyRequestLimits.confirmationLinkHours} hours. If you did not ask for a key, ignore this mail: nothing happens without the link.`,
          "",
          "-- ",
          "GifKit",
        ].join("\n"),
      });
      return reply.status(202).send({ ok: true, message: keyMessages.linkSent });
    },
  );

  app.post(
    "/api/keys/confirm",
    {
      schema: {
        summary: "Reveal a new API key (once)",
        description:
          "Takes the token of a confirmation link and answers the new key and its webhook signing secret. A token works once; the key is never shown again (only its hash is kept).",
        tags: ["keys"],
        body: {
          type: "object",
          required: ["token"],
          properties: { token: { type: "string" } },
        },
        response: {
          200: {
            type: "object",
            properties: {
              key: { type: "string", description: "Send as `Authorization: Bearer <key>`." },
              key_id: { type: "string" },
              webhook_secret: { type: "string" },
              limits: limitsSchema,
            },
          },
          ...errors(400, 410),
        },
      },
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const body = request.body as { token?: unknown } | null;
      const token = typeof body?.token === "string" ? body.token.trim() : "";
      const confirmed = token && services.keys ? await services.keys.confirm(token) : null;
      if (!confirmed) throw new HttpError(410, "confirmation-expired", keyMessages.linkUsed);
      reply.header("cache-control", "no-store");
      return {
        key: confirmed.key,
        key_id: confirmed.record.id,
        webhook_secret: confirmed.record.webhookSecret,
        limits: keyLimits(),
      };
    },
  );

  const keyLimits = () => ({
    starts_per_minute: config.keyLimits.startsPerMinute,
    starts_per_day: config.keyLimits.startsPerDay,
    unfinished_tasks: callerKindLimits.key.unfinishedTasks,
  });

  app.get(
    "/api/keys/me",
    {
      schema: {
        summary: "The key's usage page",
        description: `What the key has done: today's quota (UTC), bytes in and out, its tasks of the last day and its webhook deliveries of the last week (each attempt's status; retried for ${webhookDeliveryRules.retryForHours} hours).`,
        tags: ["keys"],
        security: bearer,
        response: { 200: keyUsageSchema, ...errors(401) },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const { keys, deliveries } = services;
      if (!keys) throw new HttpError(401, "invalid-api-key", keyMessages.needsKey);
      const usage = await keys.usage(key.id);
      const tasks = await Promise.all(
        usage.recentTaskIds.map(async (taskId) => {
          const record = await services.queue.get(taskId).catch(() => null);
          return {
            task_id: taskId,
            tool: record?.payload.tool ?? null,
            state: record?.state ?? "EXPIRED",
            created_at: iso(record?.createdAtMs ?? null),
          };
        }),
      );
      const deliveryList = await Promise.all(
        usage.recentDeliveryIds.map(async (id) => deliveries?.get(id)),
      );
      reply.header("cache-control", "no-store");
      return {
        key_id: key.id,
        email: key.email,
        created_at: iso(key.createdAtMs),
        webhook_secret: key.webhookSecret,
        limits: keyLimits(),
        today: {
          day: usage.day,
          starts: usage.today.tasks,
          starts_left: Math.max(0, config.keyLimits.startsPerDay - usage.today.tasks),
          bytes_in: usage.today.bytesIn,
          bytes_out: usage.today.bytesOut,
        },
        total: {
          tasks: usage.total.tasks,
          bytes_in: usage.total.bytesIn,
          bytes_out: usage.total.bytesOut,
        },
        tasks,
        deliveries: deliveryList.flatMap((delivery) =>
          delivery
            ? [
                {
                  id: delivery.id,
                  task_id: delivery.taskId,
                  url: delivery.url,
                  state: delivery.state,
                  next_attempt_at: iso(delivery.nextAttemptAtMs),
                  attempts: delivery.attempts.map((attempt) => ({
                    at: iso(attempt.atMs),
                    status: attempt.status,
                    error: attempt.error,
                  })),
                },
              ]
            : [],
        ),
      };
    },
  );

  app.delete(
    "/api/keys/me",
    {
      schema: {
        summary: "Revoke the key",
        description:
          "For good: every later call with it is answered 401 `api-key-revoked`, and its pending webhooks are not sent. Calls without a key keep working with an address's limits.",
        tags: ["keys"],
        security: bearer,
        response: {
          200: {
            type: "object",
            properties: {
              revoked: { type: "boolean" },
              revoked_at: { type: "string", format: "date-time" },
            },
          },
          ...errors(401),
        },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const key = keyOf(request);
      if (!services.keys) throw new HttpError(401, "invalid-api-key", keyMessages.needsKey);
      const revoked = await services.keys.revoke(key);
      reply.header("cache-control", "no-store");
      return { revoked: true, revoked_at: iso(revoked.revokedAtMs) };
    },
  );
}
