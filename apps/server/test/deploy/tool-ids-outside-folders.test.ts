import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { toolList } from "@gifkit/tools";
import { operations } from "@gifkit/tools/chain";
import { describe, expect, it } from "vitest";

/**
 * Issue 36's Done-when: "`git grep` for tool ids outside their folders is empty". The apps and
 * the contracts name no tool: what a page or route needs to know of one is a field of its
 * registry entry (about.ts, tool.ts). The grep: every tool id as a string literal ("video-to-gif",
 * 'gif-maker', `boomerang`) in apps/server/src, apps/web/src, apps/web/app and
 * packages/contracts/src, tests and generated data (JSON, generated/) left out. An id that is
 * also an operation's name (op "crop", "speed") is read as the operation: those are the chain's
 * vocabulary, not a tool. The few literals that only look like an id are listed with why.
 */
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const searched = ["apps/server/src", "apps/web/src", "apps/web/app", "packages/contracts/src"];

/** Literals equal to a tool id that name something else (file: the line's text, trimmed). */
const notToolIds: Record<string, string[]> = {
  // ImageMagick's binary, whose name is "convert".
  "apps/server/src/config.ts": ['MAGICK_PATH: z.string().default("convert"),'],
  // The /tools page's group ids, which share three words with tool ids.
  "apps/web/src/site/tool-groups.ts": [
    '{ id: "edit" },',
    '{ id: "convert" },',
    '{ id: "optimize" },',
  ],
};

function toolIdLiterals(): string[] {
  const operationNames = new Set(Object.keys(operations));
  const ids = toolList.map((tool) => tool.id).filter((id) => !operationNames.has(id));
  const pattern = `["'\`](${ids.map((id) => id.replace(/-/g, "\\-")).join("|")})["'\`]`;
  let found = "";
  try {
    found = execFileSync(
      "git",
      [
        "grep",
        "-nE",
        pattern,
        "--",
        ...searched,
        ":!*.json",
        ":!**/generated/**",
        ":!*.test.ts",
        ":!*.test.tsx",
      ],
      { cwd: repositoryRoot, encoding: "utf8" },
    );
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return found
    .split("\n")
    .filter(Boolean)
    .filter((line) => {
      const [file = "", , ...rest] = line.split(":");
      return !(notToolIds[file] ?? []).includes(rest.join(":").trim());
    });
}

describe("tool ids outside their folders (issue 36)", () => {
  it("no app or contract names a tool by its id", () => {
    expect(toolIdLiterals()).toEqual([]);
  });

  it("the grep finds an id that is added (a probe line in a searched tree)", async () => {
    const { rm, writeFile } = await import("node:fs/promises");
    const probe = `apps/web/src/tool-id-probe-${process.pid}.ts`;
    await writeFile(`${repositoryRoot}${probe}`, 'export const probe = "video-to-gif";\n');
    try {
      // git grep reads tracked files, so the probe is added to the index for the run only.
      execFileSync("git", ["add", "--intent-to-add", probe], { cwd: repositoryRoot });
      expect(toolIdLiterals()).toEqual([`${probe}:1:export const probe = "video-to-gif";`]);
    } finally {
      execFileSync("git", ["rm", "--cached", "--quiet", "-f", probe], { cwd: repositoryRoot });
      await rm(`${repositoryRoot}${probe}`, { force: true });
    }
  });

  it("each kind of file a GIF tool turns away has exactly one tool made from it", () => {
    for (const input of ["video", "images"] as const) {
      const madeFrom = toolList.filter((tool) => tool.highlights?.madeFrom?.input === input);
      expect(madeFrom.map((tool) => tool.id)).toHaveLength(1);
    }
  });
});
