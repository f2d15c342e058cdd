import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { generateMaps, repositoryRoot, staleMaps, writeMaps } from "./generate-maps.ts";

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A tools source folder with the given files (path → text), in a scratch directory. */
function toolsSource(files: Record<string, string>): string {
  scratch = mkdtempSync(join(tmpdir(), "gifkit-maps-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  return scratch;
}

/** The files of a complete tool folder, as a new tool adds them. */
const toolFiles = (id: string, exportName: string) => ({
  [`${id}/about.ts`]: `export default {\n  id: "${id}",\n  name: "X",\n};\n`,
  [`${id}/tool.ts`]: `export const ${exportName} = defineTool({ ...about });\n`,
  [`${id}/server/index.ts`]: "export default {};\n",
  [`${id}/web/index.ts`]: "export default {};\n",
});

describe("generated tool maps", () => {
  test("the committed maps are what `npm run generate` writes from the folders", () => {
    expect(
      staleMaps(join(repositoryRoot, "packages/tools/src")),
      "stale generated maps: run `npm run generate`",
    ).toEqual([]);
  });

  test("a new folder is a line in each map; folders without a tool.ts are not tools", () => {
    const source = toolsSource({
      ...toolFiles("reverse", "reverseTool"),
      ...toolFiles("pan-zoom", "panZoomTool"),
      "shared/options.ts": "export {};\n",
    });
    const maps = generateMaps(source);
    expect([...maps.keys()].sort()).toEqual([
      "examples.ts",
      "registry.ts",
      "server-map.ts",
      "web-map.ts",
    ]);
    const registry = maps.get("registry.ts")!;
    expect(registry.split("\n").filter((line) => line.startsWith("export"))).toEqual([
      'export { panZoomTool } from "../pan-zoom/tool.ts";',
      'export { reverseTool } from "../reverse/tool.ts";',
    ]);
    expect(maps.get("server-map.ts")).toContain(
      'import panZoom from "../pan-zoom/server/index.ts";',
    );
    expect(maps.get("server-map.ts")).toContain('  "pan-zoom": panZoom,\n  reverse,\n}');
    expect(maps.get("web-map.ts")).toContain('import reverse from "../reverse/web/index.ts";');
    expect(maps.get("web-map.ts")).toContain("} satisfies Record<ToolId, WebTool>;");
    expect(registry).not.toContain("shared");
    // Neither folder has an example.ts: the examples map is empty.
    expect(maps.get("examples.ts")).toContain("export const toolExamplesById = {\n} satisfies");
  });

  test("a folder's example.ts is its line in the examples map", () => {
    const source = toolsSource({
      ...toolFiles("reverse", "reverseTool"),
      ...toolFiles("pan-zoom", "panZoomTool"),
      "pan-zoom/example.ts": "export default {};\n",
    });
    const examples = generateMaps(source).get("examples.ts")!;
    expect(examples).toContain('import panZoom from "../pan-zoom/example.ts";');
    expect(examples).toContain(
      '  "pan-zoom": panZoom,\n} satisfies Partial<Record<ToolId, ToolExample>>;',
    );
    expect(examples).not.toContain("reverse");
  });

  test("writing makes them fresh; a file it no longer makes is reported, then removed", () => {
    const source = toolsSource({
      ...toolFiles("reverse", "reverseTool"),
      "generated/old-map.ts": "export {};\n",
    });
    const all = ["examples.ts", "old-map.ts", "registry.ts", "server-map.ts", "web-map.ts"];
    expect(staleMaps(source)).toEqual(all);
    expect(writeMaps(source)).toEqual(all);
    expect(staleMaps(source)).toEqual([]);
    writeFileSync(join(source, "generated/web-map.ts"), "// edited by hand\n");
    expect(staleMaps(source)).toEqual(["web-map.ts"]);
    writeMaps(source);
    expect(readFileSync(join(source, "generated/web-map.ts"), "utf8")).toBe(
      generateMaps(source).get("web-map.ts"),
    );
  });

  test("a folder missing an entry point, or with another id, is refused by name", () => {
    const withoutWeb = toolFiles("reverse", "reverseTool");
    delete withoutWeb["reverse/web/index.ts"];
    expect(() => generateMaps(toolsSource(withoutWeb))).toThrow(
      "packages/tools/src/reverse: no web/index.ts (docs/adding-a-tool.md lists a tool's files).",
    );
    rmSync(scratch!, { recursive: true });
    const otherId = {
      ...toolFiles("reverse", "reverseTool"),
      "reverse/about.ts": 'export default { id: "reverse-gif" };\n',
    };
    expect(() => generateMaps(toolsSource(otherId))).toThrow(
      'packages/tools/src/reverse/about.ts: its id is "reverse-gif", not its folder\'s name "reverse".',
    );
    rmSync(scratch!, { recursive: true });
    const twoExports = {
      ...toolFiles("reverse", "reverseTool"),
      "reverse/tool.ts": "export const a = defineTool({});\nexport const b = defineTool({});\n",
    };
    expect(() => generateMaps(toolsSource(twoExports))).toThrow("exports 2 definitions");
  });

  test("an operation is its file and its server file: the operations list and the server map", () => {
    const operation = (name: string) => ({
      [`operations/${name}.ts`]: `export const ${name}Operation = defineOperation({\n  name: "${name}",\n});\n`,
      [`operations/server/${name}.ts`]: "export default {};\n",
    });
    const source = toolsSource({
      ...toolFiles("reverse", "reverseTool"),
      ...operation("crop"),
      ...operation("blur"),
      "operations/output.ts": "export const outputFormats = [];\n",
      "operations/define-operation.ts": "export function defineOperation() {}\n",
    });
    const maps = generateMaps(source);
    expect(
      maps
        .get("operations.ts")
        ?.split("\n")
        .filter((line) => line.startsWith("export")),
    ).toEqual([
      'export { blurOperation } from "../operations/blur.ts";',
      'export { cropOperation } from "../operations/crop.ts";',
    ]);
    const server = maps.get("server-operations.ts")!;
    expect(server).toContain('import blur from "../operations/server/blur.ts";');
    expect(server).toContain("  blur,\n  crop,\n} satisfies");
    rmSync(join(source, "operations/server/blur.ts"));
    expect(() => generateMaps(source)).toThrow(
      "packages/tools/src/operations/blur.ts: no server/blur.ts (how the operation runs on the engine).",
    );
    writeFileSync(join(source, "operations/server/blur.ts"), "export default {};\n");
    writeFileSync(
      join(source, "operations/blur.ts"),
      'export const blurOperation = defineOperation({\n  name: "soften",\n});\n',
    );
    expect(() => generateMaps(source)).toThrow(
      'packages/tools/src/operations/blur.ts: its name is "soften", not its file\'s "blur".',
    );
  });
});
