import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiKeyRecord, ApiKeys } from "../keys/api-keys.ts";
import { HttpError } from "./http-error.ts";

/**
 * Who is calling a route that starts work: the address the request came from, or the holder of
 * an API key (`Authorization: Bearer <key>`, issue 37). The intake carries it from the first step
 * to the queue, so the per-caller limits (admission, the start rate, the daily quota, fair share)
 * are counted for whoever it names.
 */
export interface AddressCaller {
  kind: "address";
  /** The client's address (Fastify's request.ip: the socket, or as TRUST_PROXY says). */
  address: string;
}

export interface KeyCaller {
  kind: "key";
  /** Where the call came from: stored bytes stay counted by address (a key buys no storage). */
  address: string;
  key: ApiKeyRecord;
}

export type Caller = AddressCaller | KeyCaller;

/** The name a caller's tasks, start rate and admission are counted under. */
export function callerLimitKey(caller: Caller): string {
  return caller.kind === "key" ? `key:${caller.key.id}` : caller.address;
}

const keyCallers = new WeakMap<FastifyRequest, KeyCaller>();

/** The caller of a request (its key once the identity hook has checked it). */
export function callerOf(request: FastifyRequest): Caller {
  return keyCallers.get(request) ?? { kind: "address", address: request.ip };
}

export const invalidKeyMessage =
  "This API key is not valid. Check that the whole key is sent as `Authorization: Bearer <key>`, or ask for a new one on the API page.";
export const revokedKeyMessage =
  "This API key was revoked. Ask for a new one on the API page; calls without a key work with an address's limits.";

/** Reads `Authorization: Bearer <key>` on API calls; 401 for a key that is not (or no longer) valid. */
export function registerCallerIdentity(app: FastifyInstance, keys: ApiKeys | undefined): void {
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || !request.url.startsWith("/api/")) return;
    const challenge = { "www-authenticate": 'Bearer realm="GifKit API", error="invalid_token"' };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const record = match && keys ? await keys.authenticate(match[1] as string) : null;
    if (!record) throw new HttpError(401, "invalid-api-key", invalidKeyMessage, challenge);
    if (record.revokedAtMs !== null) {
      throw new HttpError(401, "api-key-revoked", revokedKeyMessage, challenge);
    }
    keyCallers.set(request, { kind: "key", address: request.ip, key: record });
  });
}
