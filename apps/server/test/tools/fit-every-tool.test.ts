import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { defaultRegion } from "../../../../packages/tools/src/censor/shared/options.ts";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * Fit under a size on every tool that writes a GIF (issue 27): each tool is run once plain and once
 * with `target_size_bytes` at half its plain result's size; the fitted GIF is between 0.85× and 1×
 * of that target, the result says what the search chose (`settings`). The input is the first 14
 * frames of iss634.gif fitted inside 160×160 by gifsicle (about 47 KB): small enough to run fast,
 * large enough that half of every plain result is above the 10 KB smallest target.
 */
const gifName = "iss-small.gif";

interface ToolCase {
  tool: string;
  /** The API path's last part. */
  path: string;
  fields: Record<string, string>;
  /** Input files (each sent as `files` when more than one). */
  inputs?: string[];
  /** An extra file field: its name and the fixture sent in it. */
  attachment?: { field: string; fixture: string };
}

const cases: ToolCase[] = [
  { tool: "Crop", path: "crop", fields: { x: "0", y: "0", width: "140", height: "140" } },
  {
    tool: "Add Text",
    path: "add-text-layers",
    fields: { layers: JSON.stringify([{ text: "Hello", font_size: 16, color: "#ffffff" }]) },
  },
  { tool: "Reverse", path: "reverse", fields: {} },
  { tool: "Boomerang", path: "boomerang", fields: {} },
  { tool: "Speed", path: "speed", fields: { speed: "1.5" } },
  { tool: "Rotate & Flip", path: "rotate", fields: { angle: "90", flip: "none" } },
  { tool: "Cut", path: "cut", fields: { start_frame: "2", end_frame: "13" } },
  {
    tool: "Edit frames",
    path: "frames",
    fields: {
      frames: JSON.stringify(Array.from({ length: 12 }, (_, index) => ({ index: 13 - index }))),
    },
  },
  {
    tool: "Censor",
    path: "censor",
    fields: {
      regions: JSON.stringify([
        { ...defaultRegion, x: 20, y: 20, width: 60, height: 60, style: "pixelate" },
      ]),
    },
  },
  { tool: "Effects", path: "effects", fields: { filters: '["sepia"]' } },
  {
    tool: "Overlay",
    path: "overlay",
    fields: { x: "10", y: "10", width: "60" },
    attachment: { field: "overlay", fixture: "image/elephant-660-480.jpg" },
  },
  {
    tool: "Combine",
    path: "combine",
    fields: { layout: "sequence" },
    inputs: [gifName, gifName],
  },
];

describe("Fit under a size on every GIF tool", () => {
  let server: TestServer;
  let workDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "fit-every-tool-"));
    await promisify(execFile)("gifsicle", [
      "--resize-fit",
      "160x160",
      fixture("gif/iss634.gif"),
      "#0-13",
      "-o",
      join(workDir, gifName),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function run(toolCase: ToolCase, extra: Record<string, string>, name: string) {
    const inputs = toolCase.inputs ?? [gifName];
    const fileField = inputs.length > 1 ? "files" : "file";
    const form = multipart([
      ...(await Promise.all(
        inputs.map(async (input) => ({
          name: fileField,
          value: await readFile(join(workDir, input)),
          fileName: input,
          contentType: "image/gif",
        })),
      )),
      ...(toolCase.attachment
        ? [
            {
              name: toolCase.attachment.field,
              value: await readFile(fixture(toolCase.attachment.fixture)),
              fileName: "overlay.jpg",
              contentType: "image/jpeg",
            },
          ]
        : []),
      ...Object.entries({ ...toolCase.fields, ...extra }).map(([field, value]) => ({
        name: field,
        value,
      })),
    ]);
    const start = await server.app.inject({
      method: "POST",
      url: `/api/${toolCase.path}`,
      ...form,
    });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { response, body } = await download(server.app, status.result?.gif as string);
    expect(response.statusCode).toBe(200);
    const outputPath = join(workDir, `${toolCase.path}-${name}.gif`);
    await writeFile(outputPath, body);
    return { status, outputPath, bytes: (await stat(outputPath)).size };
  }

  for (const toolCase of cases) {
    it(`${toolCase.tool}: target_size_bytes at half the plain result gives 0.85-1× of it`, async () => {
      const plain = await run(toolCase, {}, "plain");
      expect(plain.status.result?.settings).toBeUndefined();
      const targetBytes = Math.floor(plain.bytes / 2);
      expect(targetBytes).toBeGreaterThanOrEqual(10 * 1024);

      const fitted = await run(toolCase, { target_size_bytes: String(targetBytes) }, "fitted");
      expect(fitted.bytes).toBeLessThanOrEqual(targetBytes);
      expect(fitted.bytes).toBeGreaterThanOrEqual(0.85 * targetBytes);
      const settings = fitted.status.result?.settings;
      expect(settings).toBeDefined();
      // The settings describe the GIF returned.
      const info = await gifsicleInfo(fitted.outputPath);
      expect([settings?.width, settings?.height]).toEqual([info.width, info.height]);
    });
  }

  it("documents target_size_bytes for every such tool in /api/openapi.yaml", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    const document = parse(response.body);
    for (const { path } of cases) {
      const schema =
        document.paths[`/api/${path}`].post.requestBody.content["multipart/form-data"].schema;
      expect(schema.properties.target_size_bytes, path).toMatchObject({ type: "integer" });
    }
  });

  it("says target-size-unreachable with the smallest size made when the target cannot be met", async () => {
    const start = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([
        {
          name: "file",
          value: await readFile(fixture("gif/iss634.gif")),
          fileName: "iss634.gif",
          contentType: "image/gif",
        },
        { name: "target_size_bytes", value: String(10 * 1024) },
      ]),
    });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error_code).toBe("target-size-unreachable");
    expect(status.error).toMatch(
      /^The smallest GIF we could make is .+, above your 10 KB target\. .+ or choose a larger size\.$/,
    );
  });
});
