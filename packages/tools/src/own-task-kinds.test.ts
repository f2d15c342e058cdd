import { describe, expect, it } from "vitest";
import { toolList } from "./index.ts";
import { ownTaskRunners } from "./server-tools.ts";

/**
 * A tool's own task kinds have their data in its tool.ts (queue, time limit, polling: the queue
 * and the page read them) and their work in its server map entry (taskRunners): the two lists
 * must name the same kinds, and a kind's name travels in the payload's `tool`, so it must never
 * be a tool id or another tool's kind.
 */
describe("tools' own task kinds", () => {
  const declared = toolList.flatMap((tool) => Object.keys(tool.taskKinds ?? {}));

  it("each declared kind has a runner and each runner a declared kind", () => {
    expect(declared.length).toBeGreaterThan(0);
    expect([...declared].sort()).toEqual(Object.keys(ownTaskRunners).sort());
  });

  it("no kind is named like a tool or declared twice", () => {
    const toolIds = new Set(toolList.map((tool) => tool.id));
    expect(declared.filter((name) => toolIds.has(name as never))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
