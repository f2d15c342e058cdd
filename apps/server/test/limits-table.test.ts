import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { limitsMarkdown } from "../scripts/limits-table.ts";

describe("limits table", () => {
  it("in the README is the one generated from the enforced constants", async () => {
    const readme = await readFile(new URL("../../../README.md", import.meta.url), "utf8");
    expect(readme).toContain(limitsMarkdown());
  });
});
