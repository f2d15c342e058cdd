import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10/-11): each quota a
 * call counted against is one item of `RateLimit-Policy` (its quota `q` and window `w` in
 * seconds) and one of `RateLimit` (what remains, `r`, and the seconds until more is made
 * available, `t`), both Structured Field lists whose items are the policy's name as a String:
 *
 *   RateLimit-Policy: "starts-per-minute";q=120;w=60, "starts-per-day";q=5000;w=86400
 *   RateLimit: "starts-per-minute";r=119;t=60, "starts-per-day";r=4999;t=52310
 */
export interface QuotaUse {
  /** The policy's name: lower case letters and dashes. */
  policy: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

const uses = new WeakMap<FastifyRequest, QuotaUse[]>();

/** Adds a quota the call counted against (its fields are written when the answer is sent). */
export function reportQuotaUse(request: FastifyRequest, use: QuotaUse): void {
  const list = uses.get(request) ?? [];
  uses.set(request, [...list.filter((item) => item.policy !== use.policy), use]);
}

const whole = (value: number) => Math.max(0, Math.floor(value));

export function rateLimitPolicyField(list: readonly QuotaUse[]): string {
  return list
    .map(
      (use) => `"${use.policy}";q=${whole(use.quota)};w=${Math.max(1, whole(use.windowSeconds))}`,
    )
    .join(", ");
}

export function rateLimitField(list: readonly QuotaUse[]): string {
  return list
    .map((use) => `"${use.policy}";r=${whole(use.remaining)};t=${whole(use.resetSeconds)}`)
    .join(", ");
}

/** Writes both fields on every answer (a 429 too) of a call that counted against a quota. */
export function registerRateLimitFields(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const list = uses.get(request);
    if (list && list.length > 0) {
      reply.header("ratelimit-policy", rateLimitPolicyField(list));
      reply.header("ratelimit", rateLimitField(list));
    }
    return payload;
  });
}
