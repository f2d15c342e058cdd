import { createHmac } from "node:crypto";

/**
 * Standard Webhooks' signature (spec: "Signature scheme", symmetric v1): HMAC-SHA256, keyed by
 * the base64-decoded part of the `whsec_…` secret, over `<webhook-id>.<webhook-timestamp>.<body>`
 * (the timestamp in whole seconds), sent base64 after `v1,` in `webhook-signature`.
 */
export function webhookSignature(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const digest = createHmac("sha256", key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${digest}`;
}

/** The three headers of one delivery attempt (a new timestamp, so a new signature, each time). */
export function webhookHeaders(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": messageId,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": webhookSignature(secret, messageId, timestampSeconds, body),
  };
}
