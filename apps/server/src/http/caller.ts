import type { FastifyRequest } from "fastify";

/**
 * Who is calling a route that starts work: the address the request came from (every caller
 * today). The intake carries it from the first step to the queue, so the per-caller limits
 * (admission, stored bytes, fair share) are counted for whoever it names.
 */
export interface AddressCaller {
  kind: "address";
  /** The client's address (Fastify's request.ip: the socket, or as TRUST_PROXY says). */
  address: string;
}

export type Caller = AddressCaller;

/** The name a caller's tasks, stored bytes and admission are counted under. */
export function callerLimitKey(caller: Caller): string {
  return caller.address;
}

/** The caller of a request. */
export function callerOf(request: FastifyRequest): Caller {
  return { kind: "address", address: request.ip };
}
