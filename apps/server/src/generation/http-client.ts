import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { GenerationError } from "./backend.ts";

export interface BackendRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  signal: AbortSignal;
  /**
   * Limit of the whole exchange. A synchronous Cog prediction holds the response for the whole
   * generation, so it passes 0 (no limit) and relies on `signal`.
   */
  timeoutMs?: number;
  /** A larger answer is refused: a backend that streams garbage cannot fill our memory. */
  maxBytes?: number;
}

export interface BackendResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const defaultTimeoutMs = 30_000;
const defaultMaxBytes = 4 * 1024 * 1024;

/**
 * One HTTP exchange with a generation backend (operator-configured, so private addresses are
 * fine here: this is never used for a visitor's URL). node:http rather than fetch because fetch
 * gives up on response headers after 300 s, shorter than a long synchronous generation.
 * Failures become `GenerationError("unavailable")` naming the call, never echoing credentials.
 */
export function backendRequest(url: string, options: BackendRequest): Promise<BackendResponse> {
  const target = new URL(url);
  const method = options.method ?? (options.json === undefined ? "GET" : "POST");
  const what = `${method} ${target.pathname}`;
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const transport = target.protocol === "https:" ? https : http;

  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(options.signal.reason);
    let settled = false;
    const finish = (error: unknown, response?: BackendResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal.removeEventListener("abort", onAbort);
      if (response) resolve(response);
      else reject(error);
    };
    const request = transport.request(target, {
      method,
      agent: false,
      headers: {
        accept: "application/json",
        "user-agent": "GifKit/1.0",
        ...(body
          ? { "content-type": "application/json", "content-length": String(body.length) }
          : {}),
        ...options.headers,
      },
    });
    const onAbort = () => {
      request.destroy();
      finish(options.signal.reason);
    };
    options.signal.addEventListener("abort", onAbort, { once: true });
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            request.destroy();
            finish(
              new GenerationError(
                "unavailable",
                `${what} got no complete answer within ${timeoutMs} ms`,
              ),
            );
          }, timeoutMs)
        : undefined;

    request.on("error", (error: NodeJS.ErrnoException) =>
      finish(new GenerationError("unavailable", `${what} failed: ${error.code ?? error.message}`)),
    );
    request.on("response", (response) => {
      const declared = Number(response.headers["content-length"] ?? Number.NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        finish(
          new GenerationError("malformed", `${what} answered ${declared} bytes, over ${maxBytes}`),
        );
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) {
          response.destroy();
          finish(new GenerationError("malformed", `${what} answered more than ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () =>
        finish(null, {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", (error) =>
        finish(new GenerationError("unavailable", `${what} broke off: ${error.message}`)),
      );
    });
    request.end(body);
  });
}

/** Parses a JSON body; garbage is `GenerationError("malformed")` naming the call. */
export function jsonBody(response: BackendResponse, what: string): unknown {
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new GenerationError(
      "malformed",
      `${what} answered ${response.status} with a body that is not JSON: ${preview(response.body)}`,
    );
  }
}

/** The start of a body for a log line (backends answer HTML error pages too). */
export function preview(body: Buffer): string {
  const text = body.toString("utf8", 0, Math.min(body.length, 200)).replace(/\s+/g, " ").trim();
  return body.length > 200 ? `${text}…` : text;
}

/** `base` (which may carry a path prefix behind a proxy) joined with an absolute API path. */
export function endpoint(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}
