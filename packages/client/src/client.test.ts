import { describe, expect, it } from "vitest";
import { GifKitClient, type TaskStatus } from "./client.ts";
import { GifKitError, retryAfterSeconds } from "./errors.ts";
import { OperationTextError, parseOperations } from "./operation-text.ts";

/** The client's polling and errors on a scripted fetch (the real server: apps/server/test/client). */
const status = (state: TaskStatus["state"], progress = 0): TaskStatus => ({
  task_id: "t1",
  state,
  status: state,
  progress,
  result: state === "SUCCESS" ? { path: "a".repeat(32) } : null,
  error: state === "FAILURE" ? "The GIF could not be read." : null,
  error_code: state === "FAILURE" ? "unreadable-input" : null,
});

/** A fetch that answers the scripted responses in turn and records when each call came. */
function scripted(responses: (() => Response)[]) {
  const calls: { url: string; at: number; headers: Headers }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), at: Date.now(), headers: new Headers(init?.headers) });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
const json =
  (body: unknown, init: ResponseInit = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
    });

describe("GifKitClient.waitForTask", () => {
  it("backs off between polls and waits a 429's Retry-After in full", async () => {
    const { fetch, calls } = scripted([
      json(status("PENDING")),
      json(status("PROGRESS", 40)),
      json(
        { error: "Too many status calls.", code: "rate-limited" },
        {
          status: 429,
          headers: { "retry-after": "1" },
        },
      ),
      json(status("SUCCESS", 100)),
    ]);
    const client = new GifKitClient({ server: "http://gifkit.test/", apiKey: "gk_x", fetch });
    const seen: number[] = [];
    const final = await client.waitForTask("t1", {
      firstDelayMs: 40,
      maxDelayMs: 60,
      onStatus: (each) => seen.push(each.progress),
    });
    expect(final.state).toBe("SUCCESS");
    expect(seen).toEqual([0, 40, 100]);
    expect(calls.map((call) => call.url)).toEqual(
      Array.from({ length: 4 }, () => "http://gifkit.test/api/task-status/t1"),
    );
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer gk_x");
    const gaps = calls.slice(1).map((call, index) => call.at - (calls[index]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(38); // the first delay
    expect(gaps[1]).toBeGreaterThanOrEqual(58); // 40 × 1.5, capped at 60
    expect(gaps[2]).toBeGreaterThanOrEqual(990); // Retry-After: 1, not the 60 ms cap
  });

  it("finish turns FAILURE into a task-failed error with the task's message and code", async () => {
    const { fetch } = scripted([json(status("FAILURE"))]);
    const client = new GifKitClient({ server: "http://gifkit.test", fetch });
    const error = await client.finish("t1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GifKitError);
    expect(error).toMatchObject({
      kind: "task-failed",
      code: "unreadable-input",
      message: "The GIF could not be read.",
    });
  });

  it("gives up with kind timeout when the task outlasts the wait", async () => {
    const { fetch } = scripted([json(status("PROGRESS", 10)), json(status("PROGRESS", 20))]);
    const client = new GifKitClient({ server: "http://gifkit.test", fetch });
    const error = await client
      .waitForTask("t1", { timeoutMs: 50, firstDelayMs: 40 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "timeout" });
  });
});

describe("errors and the one-line chain", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterSeconds("30")).toBe(30);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 4_000)).toBe(6);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it("parses steps, prefixes of names, bare values, JSON values and the output step", () => {
    expect(
      parseOperations('resize:w=320,speed:2,crop:100:80,frames:frames=[{"index":0}],format:webp'),
    ).toEqual({
      operations: [
        { op: "resize", width: 320 },
        { op: "speed", speed: 2 },
        { op: "crop", width: 100, height: 80 },
        { op: "frames", frames: [{ index: 0 }] },
      ],
      output: { format: "webp" },
    });
    expect(parseOperations("rotate:angle=90:flip=both").operations).toEqual([
      { op: "rotate", angle: 90, flip: "both" },
    ]);
  });

  it("names the step and what it takes when a step is wrong", () => {
    const wrong = (text: string) => {
      try {
        parseOperations(text);
      } catch (error) {
        expect(error).toBeInstanceOf(OperationTextError);
        return (error as Error).message;
      }
      throw new Error(`${text} was taken`);
    };
    expect(wrong("resize:q=3")).toBe(
      'step 1 (resize): unknown param "q" (it takes width, height, maintain_aspect_ratio).',
    );
    expect(wrong("speed:2,spin")).toMatch(/^step 2: unknown operation "spin" \(operations: /);
    expect(wrong("rotate:angle=45")).toBe(
      'step 1 (rotate): angle must be one of 0, 90, 180, 270, not "45".',
    );
    expect(wrong("speed:fast")).toBe('step 1 (speed): speed must be a number, not "fast".');
  });
});
