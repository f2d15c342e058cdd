import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { apiDescription } from "@gifkit/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { GifReader } from "omggif";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `gifkit mcp` (issue 37) as an agent runs it: the command spawned by the MCP SDK's own stdio
 * client, against a real server started here; a tool run to a file that is read back.
 */
const bin = fileURLToPath(new URL("../../../../packages/cli/src/bin.ts", import.meta.url));
let server: TestServer;
let workDir: string;
let client: Client;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  workDir = await mkdtemp(join(tmpdir(), "gifkit-mcp-"));
  client = new Client({ name: "gifkit-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [bin, "mcp", "--server", server.baseUrl],
      cwd: workDir,
      stderr: "pipe",
    }),
  );
});
afterAll(async () => {
  await client?.close();
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("gifkit mcp", () => {
  it("lists every tool with its options' schema, and the chain's operations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(apiDescription.tools.map((tool) => tool.id));
    const resize = tools.find((tool) => tool.name === "resize");
    expect(resize?.inputSchema.properties?.width).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 12000,
    });
    expect(resize?.inputSchema.required).toEqual(["output_path"]);
    const edit = tools.find((tool) => tool.name === "edit");
    const operations = edit?.inputSchema.properties?.operations as { items: { anyOf: unknown[] } };
    const steps = operations.items.anyOf;
    expect(steps).toHaveLength(apiDescription.operations.length);
    expect(steps).toContainEqual(
      expect.objectContaining({ required: ["op", "speed"], properties: expect.any(Object) }),
    );
  });

  it("runs a tool to a file: a GIF with the right size and frame count", async () => {
    const answer = await client.callTool({
      name: "resize",
      arguments: { input: fixture("gif/cogs.gif"), output_path: "cogs-small.gif", width: 42 },
    });
    expect(answer.isError, JSON.stringify(answer.content)).toBeFalsy();
    const path = join(workDir, "cogs-small.gif");
    expect((answer.content as { text: string }[])[0]?.text).toContain(`to ${path}.`);
    const reader = new GifReader(await readFile(path));
    expect([reader.width, reader.height, reader.numFrames()]).toEqual([42, 38, 5]);
  });

  it("runs a chain of operations, and a refused step is an error result naming it", async () => {
    const answer = await client.callTool({
      name: "edit",
      arguments: {
        input: fixture("gif/cogs.gif"),
        output_path: join(workDir, "boomerang.gif"),
        operations: [{ op: "boomerang" }, { op: "resize", width: 30 }],
      },
    });
    expect(answer.isError, JSON.stringify(answer.content)).toBeFalsy();
    const reader = new GifReader(await readFile(join(workDir, "boomerang.gif")));
    // Forward then back without repeating the ends: 5 + 3 frames.
    expect([reader.width, reader.numFrames()]).toEqual([30, 8]);

    const refused = await client.callTool({
      name: "edit",
      arguments: {
        input: fixture("gif/cogs.gif"),
        output_path: "never.gif",
        operations: [{ op: "speed", speed: 99 }],
      },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0]?.text).toMatch(
      /^Step 1 \(speed\): .* at step 1$/,
    );
  });
});
