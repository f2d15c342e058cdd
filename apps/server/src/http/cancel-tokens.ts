import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TaskPayload, TaskQueue } from "../tasks/task-record.ts";

/**
 * Only the starter cancels (issue 40): every queued task gets a random cancel secret. The 202
 * answer carries it once (`cancel_token`); the task record keeps only its SHA-256, so neither a
 * record nor a log can be used to cancel. The task's id stays shareable (`?task=<id>` links):
 * reading a status needs no secret, stopping the task does.
 */

/** SHA-256 of a presented secret, hex, as the record keeps it. */
export const cancelTokenSha256 = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** Whether `presented` is the secret whose hash the task was queued with (constant time). */
export function cancelTokenMatches(payload: TaskPayload, presented: string | undefined): boolean {
  return secretMatches(payload.cancelTokenSha256, presented);
}

/** A new cancel secret and the SHA-256 a record keeps of it (a task's, a batch's). */
export function newCancelToken(): { token: string; sha256: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, sha256: cancelTokenSha256(token) };
}

/** Whether `presented` hashes to `expected` (constant time); records without one accept any. */
export function secretMatches(
  expected: string | undefined,
  presented: string | undefined,
): boolean {
  // Records queued before secrets existed carry none: as then, the id alone cancels them.
  if (expected === undefined) return true;
  if (presented === undefined || presented === "") return false;
  const given = Buffer.from(cancelTokenSha256(presented), "hex");
  const wanted = Buffer.from(expected, "hex");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** How long an issued secret waits in memory for its 202 answer (then only its hash is left). */
const issuedTtlMs = 60_000;

/**
 * The queue every route submits through, with a secret issued per task, and the hook that adds
 * it to that task's 202 answer. One place for every start call (the tools', the estimates', the
 * tools' own routes): whatever route queued the task, its answer is the one with that task_id.
 */
export function issueCancelTokens(app: FastifyInstance, queue: TaskQueue): TaskQueue {
  const issued = new Map<string, string>();
  app.addHook("preSerialization", async (_request, reply, payload) => {
    if (reply.statusCode !== 202 || typeof payload !== "object" || payload === null) {
      return payload;
    }
    const taskId = (payload as { task_id?: unknown }).task_id;
    const token = typeof taskId === "string" ? issued.get(taskId) : undefined;
    if (token === undefined || typeof taskId !== "string") return payload;
    issued.delete(taskId);
    return { ...payload, cancel_token: token };
  });
  const submit: TaskQueue["submit"] = async (payload, clientAddress) => {
    const token = randomBytes(24).toString("base64url");
    const record = await queue.submit(
      { ...payload, cancelTokenSha256: cancelTokenSha256(token) },
      clientAddress,
    );
    issued.set(record.id, token);
    setTimeout(() => issued.delete(record.id), issuedTtlMs).unref();
    return record;
  };
  return new Proxy(queue, {
    get(target, property) {
      if (property === "submit") return submit;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
