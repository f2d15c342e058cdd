import { errorBodySchema } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ContactStore, type StoredContactMessage } from "./contact-store.ts";
import { HttpError } from "./http-error.ts";
import { createMailer } from "./mailer.ts";
import type { Services } from "./services.ts";

/** The spec's messages (site §8); the web form shows the same ones (apps/web/src/contact). */
export const contactMessages = {
  missingFields: "Please fill out all fields.",
  invalidEmail: "Please enter a valid email.",
} as const;

/** Longest accepted values, in characters (the spec sets none; these fit any real message). */
export const contactFieldMaxLengths = { name: 200, email: 254, message: 5000 } as const;

/** Local part without spaces or @, then @, a domain, a dot and a suffix (spec: site §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

/** Trims and checks a message exactly like the form does; throws a 400 with the form's words. */
/**
 * A person needs more than this to fill in a name, an address and a message; a script does not
 * (reliability R5.4, after Drupal Honeypot's 5 s). The form reports how long it was open.
 */
export const minimumFillMs = 3000;

export function validateContactMessage(
  body: unknown,
): ContactMessageInput & { honeypot: string; filledTooFast: boolean } {
  const field = (name: string) => {
    const value =
      body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === "string" ? value.trim() : "";
  };
  const input = {
    name: field("name"),
    email: field("email"),
    message: field("message"),
    honeypot: field("website"),
    filledTooFast: false,
  };
  const elapsedMs =
    body && typeof body === "object" ? (body as Record<string, unknown>).elapsed_ms : undefined;
  input.filledTooFast = typeof elapsedMs === "number" && elapsedMs < minimumFillMs;
  if (!input.name || !input.email || !input.message) {
    throw new HttpError(400, "missing-fields", contactMessages.missingFields);
  }
  if (!emailPattern.test(input.email))
    throw new HttpError(400, "invalid-email", contactMessages.invalidEmail);
  const labels = { name: "Name", email: "Email", message: "Message" } as const;
  for (const key of ["name", "email", "message"] as const) {
    const limit = contactFieldMaxLengths[key];
    if (input[key].length > limit) {
      throw new HttpError(
        400,
        "field-too-long",
        `${labels[key]} is too long (${limit.toLocaleString("en-US")} characters at most).`,
      );
    }
  }
  return input;
}

const contactBodySchema = {
  type: "object",
  required: ["name", "email", "message"],
  properties: {
    name: { type: "string", maxLength: contactFieldMaxLengths.name },
    email: { type: "string", format: "email", maxLength: contactFieldMaxLengths.email },
    message: { type: "string", maxLength: contactFieldMaxLengths.message },
    website: { type: "string", description: "Must be empty (a field people never see)." },
    elapsed_ms: {
      type: "number",
      description: "How long the form was open; under 3,000 ms the message is taken for a bot's.",
    },
  },
} as const;

/**
 * POST /api/contact: validated like the form, limited per address (route class "contact"), stored durably before the
 * answer, then mailed to CONTACT_TO when SMTP_URL is set. A message whose hidden honeypot field
 * is filled in is answered like any other but neither stored nor sent.
 */
export function registerContactRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const store = new ContactStore(config.dataDir);
  // The message is stored before it is mailed: a slow relay holds no one for long (mailer.ts).
  const transport = services.mailer ?? createMailer(config);

  app.post(
    "/api/contact",
    {
      schema: {
        summary: "Send a message to GifKit's support team",
        tags: ["contact"],
        body: contactBodySchema,
        response: {
          200: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
          400: z.toJSONSchema(errorBodySchema),
          429: z.toJSONSchema(errorBodySchema),
        },
      },
      // Validated by the handler, so the answer carries the form's own messages.
      validatorCompiler: () => () => true,
      // The per-address hourly limit (RATE_LIMIT_CONTACT_PER_HOUR) of http/rate-limits.ts.
      config: { rateLimitClass: "contact" },
    },
    async (request) => {
      const input = validateContactMessage(request.body);
      if (input.honeypot || input.filledTooFast) {
        request.log.info(
          input.honeypot
            ? "contact message with the honeypot field filled in: dropped"
            : "contact message sent faster than a person can type: dropped",
        );
        return { ok: true };
      }
      const stored: StoredContactMessage = {
        id: crypto.randomUUID(),
        receivedAt: new Date().toISOString(),
        name: input.name,
        email: input.email,
        message: input.message,
      };
      await store.append(stored);
      if (transport && config.smtp) {
        try {
          await transport.send({
            from: { name: "GifKit contact form", address: config.smtp.to },
            to: config.smtp.to,
            replyTo: { name: input.name, address: input.email },
            subject: `Contact form: ${input.name}`,
            text: `${input.message}\n\n-- \nFrom: ${input.name} <${input.email}>\nReceived: ${stored.receivedAt}\nMessage id: ${stored.id}\n`,
          });
        } catch (error) {
          // The message is safely stored; the team can still read it there.
          request.log.error(
            { err: error, messageId: stored.id },
            "contact message stored but not mailed",
          );
        }
      }
      return { ok: true };
    },
  );
}
