import { randomBytes } from "node:crypto";
import fastifyCors from "@fastify/cors";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Stands for the per-response nonce in cached page HTML; replaced on every response, so a
 * nonce is never reused.
 */
export const noncePlaceholder = "__GIFKIT_CSP_NONCE__";

/**
 * Marks every `<script>` and module preload of a prerendered page for the nonce. Only for our own
 * build output: never run it on HTML holding user content (it would bless injected script, as
 * the OWASP CSP cheat sheet warns). Scripts those start (the ad loader after consent) are trusted
 * through 'strict-dynamic'.
 */
export function markScriptsForNonce(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${noncePlaceholder}"`)
    .replace(
      /<link\b(?=[^>]*\brel=["']?modulepreload)(?![^>]*\snonce=)/gi,
      `<link nonce="${noncePlaceholder}"`,
    );
}

/** 128 random bits, base64, new for every HTML response. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/**
 * The strict CSP that AdSense and Google Publisher Tag support (they document only this form,
 * because their script hosts change): nonce + 'strict-dynamic', with 'unsafe-inline' and https:
 * as fallbacks that CSP3 browsers ignore. 'unsafe-eval' is in Google's policy and is added only
 * when ads are configured. No default-src: ads need arbitrary images, frames and connections.
 */
export function pageContentSecurityPolicy(nonce: string, options: { adsEnabled: boolean }): string {
  return [
    "object-src 'none'",
    `script-src 'nonce-${nonce}' 'unsafe-inline'${options.adsEnabled ? " 'unsafe-eval'" : ""} 'strict-dynamic' https: http:`,
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Puts a fresh nonce into a page marked by markScriptsForNonce and sets the page's headers. */
export function securePage(
  reply: FastifyReply,
  markedHtml: string,
  options: { adsEnabled: boolean },
): string {
  const nonce = newNonce();
  reply.headers({
    "content-security-policy": pageContentSecurityPolicy(nonce, options),
    "x-frame-options": "SAMEORIGIN",
    // Ad clicks open pop-ups that must keep working; our own windows stay isolated.
    "cross-origin-opener-policy": "same-origin-allow-popups",
  });
  return markedHtml.replaceAll(noncePlaceholder, nonce);
}

/** API answers are data, never documents: nothing in them may run or be framed. */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The response headers the API documents for clients (the OpenAPI answers' headers, a download's
 * name, an Idempotency-Key replay's mark): another site's script reads only those CORS exposes
 * beyond the safelisted ones (Content-Type, Content-Length, Cache-Control...).
 */
const clientReadableHeaders = [
  "retry-after",
  "content-disposition",
  "ratelimit",
  "ratelimit-policy",
  "idempotent-replayed",
];

/**
 * Headers on every response: nosniff, a referrer policy that sends other sites only our origin
 * (never a path, so no task id leaks to an ad frame), HSTS when the request came over TLS, and a
 * locked-down CSP on API answers that set none of their own (downloads set theirs). CORS is open
 * for /api/* without credentials: the public API may be called from any site, and no cookie or
 * other credential exists to be sent. The site itself is same-origin and needs no CORS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const isApi = (request.url ?? "").startsWith("/api/");
      callback(
        null,
        isApi
          ? {
              origin: "*",
              credentials: false,
              // DELETE: cancelling a task or a batch (with its X-Cancel-Token) from another site.
              methods: ["GET", "POST", "DELETE"],
              exposedHeaders: clientReadableHeaders,
              maxAge: 600,
            }
          : { origin: false },
      );
    },
  });

  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    if (!reply.hasHeader("referrer-policy")) {
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
    }
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    if (request.url.startsWith("/api/") && !reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", apiContentSecurityPolicy);
    }
    return payload;
  });
}
