import { describe, expect, it } from "vitest";
import { startJsonTask } from "./start-json-task.ts";

const messages = {
  startFailed: "Failed to start generation.",
  missingTaskId: "Backend did not return a task identifier.",
};

function answering(status: number, body: string, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(new URL(String(input), "http://gifkit.test"), init));
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
}

const start = (fetchImpl: typeof fetch) =>
  startJsonTask(
    "/api/ai/prompt-gif",
    { prompt: "a fox", seed: null },
    messages,
    new AbortController().signal,
    fetchImpl,
  );

describe("startJsonTask", () => {
  it("posts the body as JSON and reads task_id or taskId", async () => {
    const seen: Request[] = [];
    await expect(start(answering(202, '{"task_id":"abc"}', seen))).resolves.toBe("abc");
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
    expect(await seen[0]?.json()).toEqual({ prompt: "a fox", seed: null });
    await expect(start(answering(200, '{"taskId":"def"}'))).resolves.toBe("def");
  });

  it("says so when the answer has no task identifier", async () => {
    await expect(start(answering(202, "{}"))).rejects.toThrow(messages.missingTaskId);
    await expect(start(answering(202, '{"task_id":""}'))).rejects.toThrow(messages.missingTaskId);
  });

  it("shows the server's text from message or error, else the tool's default", async () => {
    await expect(
      start(answering(503, '{"error":"AI generation is not set up on this server."}')),
    ).rejects.toThrow("AI generation is not set up on this server.");
    await expect(
      start(answering(400, '{"error":"Bad Request","message":"Prompt is too long."}')),
    ).rejects.toThrow("Prompt is too long.");
    await expect(start(answering(502, "<html>Bad gateway</html>"))).rejects.toThrow(
      messages.startFailed,
    );
  });

  it("gives the tool's default when the server cannot be reached", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(start(offline)).rejects.toThrow(messages.startFailed);
  });
});
