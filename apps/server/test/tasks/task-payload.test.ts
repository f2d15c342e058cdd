import { parseToolTask, type ToolTask, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import { createFakeTask } from "@gifkit/tools/shared/fake-media-toolkit";
import { describe, expect, it } from "vitest";
import type { ToolTaskPayload } from "../../src/tasks/task-record.ts";

/**
 * A task payload is a union over the tools: its options are the options type of its tool, from
 * the intake's parse to the processor. `npm run check` type-checks this file, so the
 * `@ts-expect-error` lines fail the check if a mismatched payload ever compiles again.
 */
describe("task payloads typed per tool", () => {
  it("parses form fields with the tool's schema into its own options type", () => {
    const parsed = parseToolTask("speed", { speed: "0.5" });
    expect(parsed).toEqual({ success: true, data: { tool: "speed", options: { speed: 0.5 } } });
    if (!parsed.success) return;
    // Typed as Speed's options: a number, not unknown.
    const speed: number = parsed.data.options.speed;
    expect(speed).toBe(0.5);
    const refused = parseToolTask("speed", { speed: "99" });
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(refused.error.issues[0]?.message).toBe(
        "Speed must be a number from 0.1 to 10 (2 = twice as fast).",
      );
    }
  });

  it("does not compile a payload whose options belong to another tool", () => {
    const right: ToolTaskPayload = {
      tool: "prompt-gif",
      options: tools["prompt-gif"].defaults,
      inputKeys: [],
      inputUrls: [],
    };
    // @ts-expect-error Video to GIF's options are not Prompt to GIF's (no prompt, no seed).
    const wrong: ToolTaskPayload = {
      tool: "prompt-gif",
      options: tools["video-to-gif"].defaults,
      inputKeys: [],
      inputUrls: [],
    };
    // @ts-expect-error Options are typed, never unknown.
    const untyped: ToolTask = { tool: "speed", options: "fast" };
    expect([right.tool, wrong.tool, untyped.tool]).toEqual(["prompt-gif", "prompt-gif", "speed"]);
  });

  it("still parses options again in the worker: JSON from the queue that the schema refuses never reaches the processor", async () => {
    const task = await createFakeTask({});
    try {
      // What another process (or another version) may have put on the queue.
      const queued: ToolTask<"speed"> = JSON.parse('{"tool":"speed","options":{"speed":50}}');
      await expect(runToolTask(queued, task.context)).rejects.toThrow(
        "Speed must be a number from 0.1 to 10",
      );
      expect(task.media.calls).toEqual([]);
    } finally {
      await task.cleanup();
    }
  });
});
