import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The project's import boundaries are lint rules (biome.json), so `npm run check` fails on a
 * forbidden import. Each case writes a small file at a real place in the tree, lints it with the
 * project's Biome and its configuration, and removes it; an allowed import at the same place is
 * the control, so a rule that forbids everything fails too.
 */
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const biome = join(repositoryRoot, "node_modules", ".bin", "biome");

async function lintProbe(
  directory: string,
  source: string,
): Promise<{ exitCode: number; output: string }> {
  const path = join(repositoryRoot, directory, `boundary-probe-${process.pid}.ts`);
  await writeFile(path, source);
  try {
    return await new Promise((resolve) => {
      execFile(biome, ["lint", path], { cwd: repositoryRoot }, (error, stdout, stderr) => {
        resolve({ exitCode: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      });
    });
  } finally {
    await rm(path, { force: true });
  }
}

const cases = [
  {
    rule: "the HTTP process never imports apps/server/src/media",
    directory: "apps/server/src/http",
    forbidden: 'export { runCommand } from "../media/run-command.ts";\n',
    allowed: 'export { QueueFullError } from "../tasks/task-record.ts";\n',
    message: "The HTTP process never imports apps/server/src/media",
  },
  {
    rule: "the HTTP process spawns nothing",
    directory: "apps/server/src/http",
    forbidden: 'export { spawn } from "node:child_process";\n',
    allowed: 'export { join } from "node:path";\n',
    message: "The HTTP process spawns nothing",
  },
  {
    rule: "a tool never imports another tool",
    directory: "packages/tools/src/reverse",
    forbidden: 'export { cropTool } from "../crop/tool.ts";\n',
    allowed: 'export { editorPolling } from "../shared/polling.ts";\n',
    message: "A tool never imports another tool",
  },
  {
    rule: "a tool's editor never imports another tool",
    directory: "packages/tools/src/reverse/web",
    forbidden: 'export { cropOptionsSchema } from "../../crop/options.ts";\n',
    allowed: 'export { ToolError } from "../../define-tool.ts";\n',
    message: "A tool never imports another tool",
  },
  {
    rule: "a tool's browser code never uses node:* modules",
    directory: "packages/tools/src/reverse/web",
    forbidden: 'export { readFile } from "node:fs/promises";\n',
    allowed: 'export { reverseDefaults } from "../shared/options.ts";\n',
    message: "Browser and shared code never use node:* modules",
  },
  {
    rule: "a tool's shared code never uses node:* modules",
    directory: "packages/tools/src/reverse/shared",
    forbidden: 'export { join } from "node:path";\n',
    allowed: 'export { editorPolling } from "../../shared/polling.ts";\n',
    message: "Browser and shared code never use node:* modules",
  },
  {
    rule: "a tool's browser code never imports its server code",
    directory: "packages/tools/src/reverse/web",
    forbidden: 'export { processReverse } from "../server/process.ts";\n',
    allowed: 'export { SettingsPanel } from "../../shared/ui/controls.tsx";\n',
    message: "Browser and shared code never import server code",
  },
  {
    rule: "a tool's browser code never imports its tool.ts (which loads the processor)",
    directory: "packages/tools/src/convert/web",
    forbidden: 'export { convertTool } from "../tool.ts";\n',
    allowed: 'export { convertDownloadNames } from "../shared/options.ts";\n',
    message: "Browser and shared code never import server code, nor tool.ts",
  },
  {
    rule: "a tool's server code may use node:* modules but spawns nothing",
    directory: "packages/tools/src/reverse/server",
    forbidden: 'export { spawn } from "node:child_process";\n',
    allowed: 'export { join } from "node:path";\n',
    message: "Only apps/server/src/media spawns binaries",
  },
  {
    rule: "the package's shared code never imports a tool (its server helpers may use node:)",
    directory: "packages/tools/src/shared",
    forbidden: 'export { reverseTool } from "../reverse/tool.ts";\n',
    allowed: 'export { join } from "node:path";\n',
    message: "Shared code never imports a tool",
  },
  {
    rule: "shared UI never imports a tool, and may use the shared frame UI (shared/web)",
    directory: "packages/tools/src/shared/ui",
    forbidden: 'export { cropDefaults } from "../../crop/shared/options.ts";\n',
    allowed:
      'export { editorPolling } from "../polling.ts";\nexport * from "../web/frame-strip.tsx";\n',
    message: "Shared code never imports a tool",
  },
  {
    rule: "shared UI never uses node:* modules",
    directory: "packages/tools/src/shared/ui",
    forbidden: 'export { readFile } from "node:fs/promises";\n',
    allowed: 'export { ToolError } from "../../define-tool.ts";\n',
    message: "Browser and shared code never use node:* modules",
  },
  {
    rule: "packages never import apps",
    directory: "packages/tools/src/shared",
    forbidden: 'export { loadConfig } from "../../../../apps/server/src/config.ts";\n',
    allowed: 'export { editorPolling } from "./polling.ts";\n',
    message: "Packages never import apps",
  },
  {
    rule: "web code never imports server code",
    directory: "apps/web/src",
    forbidden: 'export { loadConfig } from "../../server/src/config.ts";\n',
    allowed: 'export { siteOrigin } from "./site/route-table.ts";\n',
    message: "Web code never imports server code",
  },
] as const;

describe("import boundaries are enforced by lint", () => {
  for (const boundary of cases) {
    it(`${boundary.rule}: a forbidden import fails the check, an allowed one passes`, async () => {
      const forbidden = await lintProbe(boundary.directory, boundary.forbidden);
      expect(forbidden.exitCode).not.toBe(0);
      expect(forbidden.output).toContain("lint/style/noRestrictedImports");
      expect(forbidden.output).toContain(boundary.message);

      const allowed = await lintProbe(boundary.directory, boundary.allowed);
      expect(allowed.output).not.toContain("noRestrictedImports");
      expect(allowed.exitCode).toBe(0);
    });
  }
});
