/**
 * The site's committed examples (apps/web/public/examples, the manifest
 * apps/web/src/content/examples.json) are what the tools make today: the same runs through the
 * HTTP API, on the same fixtures, give the same bytes. When a tool changes its output on purpose,
 * `npm run examples` remakes them. Blog heroes take minutes at 1200 × 675: one is remade here.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolList } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type ExampleManifest,
  makeExamples,
  manifestPath,
  webRoot,
} from "../scripts/make-examples.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const stale = "the committed examples differ from what the tools make: run `npm run examples`";

let server: TestServer;
let directory: string;
let made: ExampleManifest;
let committed: ExampleManifest;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "gifkit-examples-test-"));
  server = await startTestServer();
  committed = JSON.parse(await readFile(manifestPath, "utf8")) as ExampleManifest;
  made = await makeExamples(server, {
    outputRoot: join(directory, "web"),
    workDir: directory,
    heroSlugs: ["how-to-make-gifs-from-videos"],
  });
}, 600_000);
afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("committed examples", () => {
  test("the manifest lists the same examples, sizes and dimensions the tools give now", () => {
    expect(made.examples, stale).toEqual(committed.examples);
    // Every tool that takes an input has its example.
    expect(made.examples.map((example) => example.tool).sort()).toEqual(
      toolList
        .filter((tool) => tool.input !== "none")
        .map((tool) => tool.id)
        .sort(),
    );
  });

  test("every example file is byte for byte what the tools make", async () => {
    const files = made.examples.flatMap((example) => [
      example.output.path,
      ...example.inputs.map((input) => input.preview.path),
    ]);
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const path of files) {
      const fresh = await readFile(join(directory, "web/public", path));
      const kept = await readFile(join(webRoot, "public", path));
      expect(kept.equals(fresh), `${path}: ${stale}`).toBe(true);
    }
  });

  test("each stated size is the committed file's size", async () => {
    for (const example of committed.examples) {
      const output = await readFile(join(webRoot, "public", example.output.path));
      expect(output.length).toBe(example.output.bytes);
      for (const input of example.inputs)
        if (input.path)
          expect((await readFile(join(webRoot, "public", input.path))).length).toBe(input.bytes);
    }
  });

  test("a blog hero is the frame the tools make, in WebP and JPEG", async () => {
    const [hero] = made.heroes;
    expect(hero?.slug).toBe("how-to-make-gifs-from-videos");
    expect(committed.heroes.find((entry) => entry.slug === hero?.slug)).toEqual(hero);
    for (const path of [hero!.webp, hero!.webpSmall, hero!.jpeg]) {
      const fresh = await readFile(join(directory, "web/public", path));
      const kept = await readFile(join(webRoot, "public", path));
      expect(kept.equals(fresh), `${path}: ${stale}`).toBe(true);
    }
  });
});
