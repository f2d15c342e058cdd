import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliIo, exitCodes, runCli } from "@gifkit/cli";
import {
  apiDescription,
  GifKitClient,
  GifKitError,
  parseOperations,
  type TaskStatus,
} from "@gifkit/client";
import { fileInput, saveResult } from "@gifkit/client/node";
import type { TaskStatus as ContractStatus } from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { GifReader } from "omggif";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../helpers/close-server.ts";
import { fixture } from "../helpers/fixtures.ts";
import { makeSlowGif } from "../helpers/slow-gif.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The typed client and the `gifkit` command (issue 37) against a real server started here (the
 * app listening on a port, worker processes, real gifsicle): what they save is read back.
 */
let server: TestServer;
let workDir: string;
const cogs = fixture("gif/cogs.gif"); // 85 × 77, 5 frames of 0.1 s

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  workDir = await mkdtemp(join(tmpdir(), "gifkit-client-"));
});
afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function gifFacts(path: string) {
  const reader = new GifReader(await readFile(path));
  return { width: reader.width, height: reader.height, frames: reader.numFrames() };
}

/** The command run in process, its output collected. */
function gifkit(...args: string[]) {
  return gifkitWithEnv({ GIFKIT_SERVER: server.baseUrl }, ...args);
}

async function gifkitWithEnv(env: CliIo["env"], ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
    cwd: workDir,
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

describe("the typed client", () => {
  it("uploads a file with progress, follows the task and saves a resized GIF", async () => {
    const client = new GifKitClient({ server: server.baseUrl });
    const progress: { sentBytes: number; totalBytes: number }[] = [];
    const started = await client.startTool(
      "resize",
      await fileInput(cogs),
      { width: 40 },
      { onUploadProgress: (each) => progress.push(each) },
    );
    const seen: string[] = [];
    const status = await client.finish(started.task_id, {
      firstDelayMs: 100,
      onStatus: (each) => seen.push(each.state),
    });
    expect(status.state).toBe("SUCCESS");
    expect(seen.at(-1)).toBe("SUCCESS");
    // The body was counted as it went: the last count is the whole multipart body.
    const last = progress.at(-1);
    expect(last?.sentBytes).toBe(last?.totalBytes);
    expect(last?.totalBytes).toBeGreaterThan((await readFile(cogs)).byteLength);
    const saved = await saveResult(client, status.result?.path as string, join(workDir, "r.gif"));
    expect(saved.downloadName).toBe("resized.gif");
    expect(await gifFacts(saved.path)).toEqual({ width: 40, height: 36, frames: 5 });

    // The kept result, edited further as a chain (POST /api/edit, JSON body by source_key).
    const chain = parseOperations("resize:w=20,speed:2");
    expect(chain.operations).toEqual([
      { op: "resize", width: 20 },
      { op: "speed", speed: 2 },
    ]);
    const edited = await client.edit(
      { sourceKey: status.result?.path as string },
      chain.operations,
    );
    const editedStatus = await client.finish(edited.task_id, { firstDelayMs: 100 });
    const second = await saveResult(client, editedStatus.result?.path as string, (name) =>
      join(workDir, `chain-${name}`),
    );
    expect(await gifFacts(second.path)).toEqual({ width: 20, height: 18, frames: 5 });
    const reader = new GifReader(await readFile(second.path));
    expect(reader.frameInfo(0).delay).toBe(5); // 0.1 s at twice the speed
  });

  it("a retried start with the same Idempotency-Key answers the same task", async () => {
    const client = new GifKitClient({ server: server.baseUrl });
    const idempotencyKey = crypto.randomUUID();
    const first = await client.startTool(
      "rotate",
      await fileInput(cogs),
      { angle: 90 },
      {
        idempotencyKey,
      },
    );
    const again = await client.startTool(
      "rotate",
      await fileInput(cogs),
      { angle: 90 },
      {
        idempotencyKey,
      },
    );
    expect(again.task_id).toBe(first.task_id);
    const status = await client.finish(first.task_id, { firstDelayMs: 100 });
    // What the server answers is the client's type (contracts' TaskStatus, checked by tsc here).
    const fromServer: ContractStatus = status as ContractStatus;
    const typed: TaskStatus = fromServer;
    expect(typed.state).toBe("SUCCESS");
  });

  it("a refused call is a GifKitError with the server's message, code and step", async () => {
    const client = new GifKitClient({ server: server.baseUrl });
    const refusal = await client
      .edit(await fileInput(cogs), [{ op: "resize" }, { op: "speed", speed: 99 }])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GifKitError);
    expect(refusal).toMatchObject({ kind: "refused", status: 400, step: 1 });
    expect((refusal as GifKitError).message).toBe(
      "Step 1 (resize): Give width, height or both (pixels).",
    );
  });

  it("cancels a running task: CANCELLED, and the wait ends with kind cancelled", async () => {
    const client = new GifKitClient({ server: server.baseUrl });
    const started = await client.startTool("reverse", await fileInput(await makeSlowGif()));
    // Without the start answer's secret the server refuses (issue 40); with it, the task stops.
    const refused = await client.cancel(started.task_id).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403 });
    const cancelled = await client.cancel(started);
    expect(cancelled.state).toBe("CANCELLED");
    const waited = await client.finish(started.task_id).catch((error: unknown) => error);
    expect(waited).toMatchObject({ kind: "cancelled" });
  });
});

describe("the gifkit command", () => {
  it("--help lists every tool with a start call in the registry", async () => {
    const { code, stdout } = await gifkit("--help");
    expect(code).toBe(exitCodes.ok);
    const tools = stdout.slice(
      stdout.indexOf("Tools:\n"),
      stdout.indexOf("\n\n", stdout.indexOf("Tools:")),
    );
    const listed = [...tools.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((match) => match[1]);
    const registry = toolList.filter((tool) => tool.input !== "none").map((tool) => tool.id);
    expect(registry.length).toBeGreaterThan(15);
    expect(listed).toEqual(registry);
    expect(apiDescription.tools.map((tool) => tool.id)).toEqual(registry);
  });

  it("a tool's help is its options schema: names, ranges and choices", async () => {
    const { code, stdout } = await gifkit("resize", "--help");
    expect(code).toBe(exitCodes.ok);
    expect(stdout).toContain("--width <integer 1-12000>");
    expect(stdout).toContain("--maintain-aspect-ratio [true|false]");
    expect(stdout).toMatch(/--destination <discord\|slack\|/);
  });

  it("resizes a file to --out and prints the task as --json", async () => {
    const { code, stdout, stderr } = await gifkit(
      "resize",
      cogs,
      "--width",
      "32",
      "--out",
      "small.gif",
      "--json",
    );
    expect(code, stderr).toBe(exitCodes.ok);
    const printed = JSON.parse(stdout);
    expect(printed.state).toBe("SUCCESS");
    expect(printed.saved[0].path).toBe(join(workDir, "small.gif"));
    expect(await gifFacts(join(workDir, "small.gif"))).toEqual({
      width: 32,
      height: 29,
      frames: 5,
    });
    // Progress went to stderr, never into the JSON.
    expect(stderr).toMatch(/Uploading \[#+\] 100%/);
    expect(stderr).toMatch(/resize \[#{20}\] 100% Task completed!/);
  });

  it("runs a chain with edit --ops, named after the input by default", async () => {
    const { code, stdout, stderr } = await gifkit(
      "edit",
      cogs,
      "--ops",
      "resize:w=24,speed:2,format:gif:colors=16",
      "--quiet",
    );
    expect(code, stderr).toBe(exitCodes.ok);
    expect(stdout.trim()).toBe(join(workDir, "cogs-edit.gif"));
    expect(await gifFacts(join(workDir, "cogs-edit.gif"))).toEqual({
      width: 24,
      height: 22,
      frames: 5,
    });
  });

  it("batch runs one chain over several files: a result each, or one ZIP", async () => {
    const rotating = fixture("gif/rotating-squares.gif");
    const { code, stdout, stderr } = await gifkit(
      "batch",
      cogs,
      rotating,
      cogs,
      "--ops",
      "resize:w=30",
      "--out",
      "batch-out",
      "--json",
    );
    expect(code, stderr).toBe(exitCodes.ok);
    const printed = JSON.parse(stdout);
    expect(printed.state).toBe("FINISHED");
    expect(printed.counts).toMatchObject({ total: 3, succeeded: 3, failed: 0 });
    // Named after each input; the second cogs.gif does not overwrite the first.
    expect(printed.saved.map((each: { path: string }) => each.path).sort()).toEqual(
      ["cogs-edit-2.gif", "cogs-edit.gif", "rotating-squares-edit.gif"].map((name) =>
        join(workDir, "batch-out", name),
      ),
    );
    for (const each of printed.saved as { path: string }[]) {
      expect((await gifFacts(each.path)).width).toBe(30);
    }
    expect(stderr).toMatch(/batch \[#{20}\] 100% 3\/3 ended/);

    const zipped = await gifkit("batch", cogs, rotating, "--ops", "speed:2", "--zip", "--quiet");
    expect(zipped.code, zipped.stderr).toBe(exitCodes.ok);
    const zipPath = zipped.stdout.trim();
    expect(zipPath).toMatch(/gifkit-batch-[0-9a-f]{8}\.zip$/);
    const zip = await readFile(zipPath);
    expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    expect(zip.toString("latin1")).toContain("cogs.gif");
    expect(zip.toString("latin1")).toContain("rotating-squares.gif");
  });

  it("batch without --ops is a usage error; a refused input exits 3 before any task", async () => {
    const missing = await gifkit("batch", cogs);
    expect(missing.code).toBe(exitCodes.usage);
    expect(missing.stderr).toBe('gifkit: gifkit batch needs --ops, e.g. --ops "resize:w=320".\n');
    const refused = await gifkit("batch", cogs, "--ops", "speed:99");
    expect(refused.code).toBe(exitCodes.refused);
    expect(refused.stderr).toMatch(/Input 1 \(cogs\.gif\)/);
  });

  it("takes a link as the input and names the result after it", async () => {
    // A loopback file server (the test server allows loopback links in its test mode).
    const bytes = await readFile(cogs);
    const files = createHttpServer((_request, response) => {
      response.writeHead(200, { "content-type": "image/gif", "content-length": bytes.length });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = files.address() as AddressInfo;
      const { code, stdout, stderr } = await gifkit(
        "speed",
        `http://127.0.0.1:${port}/media/spin.gif`,
        "--speed",
        "0.5",
        "--quiet",
      );
      expect(code, stderr).toBe(exitCodes.ok);
      expect(stdout.trim()).toBe(join(workDir, "spin-speed.gif"));
      const reader = new GifReader(await readFile(join(workDir, "spin-speed.gif")));
      // Half the speed: every 0.1 s frame shown for 0.2 s.
      expect([reader.width, reader.numFrames(), reader.frameInfo(0).delay]).toEqual([85, 5, 20]);
    } finally {
      await closeServer(files);
    }
  });

  it("an unknown option exits with the usage code and names the options", async () => {
    const { code, stderr } = await gifkit("resize", cogs, "--widht", "320");
    expect(code).toBe(exitCodes.usage);
    expect(code).toBe(2);
    expect(stderr).toBe(
      "gifkit: resize: unknown option --widht. Its options: --width, --height, --maintain-aspect-ratio, --target-size-bytes, --destination (gifkit resize --help).\n",
    );
  });

  it("an unknown tool is named once, with one gifkit: prefix", async () => {
    const { code, stdout, stderr } = await gifkit("resise", cogs);
    expect(code).toBe(exitCodes.usage);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `gifkit: unknown tool "resise". Tools: ${apiDescription.tools.map((tool) => tool.id).join(", ")} (gifkit --help).\n`,
    );
  });

  it("command options go before the tool's name too: --server, --quiet, --out, --json", async () => {
    // $GIFKIT_SERVER names no server, so only --server can have made the result.
    const before = await gifkitWithEnv(
      { GIFKIT_SERVER: "http://127.0.0.1:9" },
      ...["--server", server.baseUrl, "--quiet", "--out", "first.gif", "edit", cogs],
      ...["--ops", "resize:w=24"],
    );
    expect(before.code, before.stderr).toBe(exitCodes.ok);
    expect(before.stderr).toBe("");
    expect(before.stdout).toBe(`${join(workDir, "first.gif")}\n`);
    expect(await gifFacts(join(workDir, "first.gif"))).toEqual({
      width: 24,
      height: 22,
      frames: 5,
    });
    // --name=value before the tool, and a value flag's value given as the next argument.
    const inline = await gifkitWithEnv(
      {},
      ...[`--server=${server.baseUrl}`, "--json", "--timeout", "60", "rotate", cogs],
      ...["--angle", "180", "--out", "second.gif"],
    );
    expect(inline.code, inline.stderr).toBe(exitCodes.ok);
    expect(JSON.parse(inline.stdout).saved[0].path).toBe(join(workDir, "second.gif"));
  });

  it("before the tool's name: --help is the tool's help or the main one; a tool's option or a missing value is refused by name", async () => {
    const toolHelpBefore = await gifkit("--server", server.baseUrl, "--help", "resize");
    expect(toolHelpBefore.code).toBe(exitCodes.ok);
    expect(toolHelpBefore.stdout).toBe((await gifkit("resize", "--help")).stdout);
    const mainHelp = await gifkit("--server", server.baseUrl, "--help");
    expect(mainHelp.code).toBe(exitCodes.ok);
    expect(mainHelp.stdout).toBe((await gifkit("--help")).stdout);
    const toolOption = await gifkit("--width", "32", "resize", cogs);
    expect(toolOption.code).toBe(exitCodes.usage);
    expect(toolOption.stderr).toBe(
      "gifkit: --width is not a command option: a tool's options go after its name (gifkit <tool> --help).\n",
    );
    const noValue = await gifkit("resize", "--server");
    expect(noValue.code).toBe(exitCodes.usage);
    expect(noValue.stderr).toBe("gifkit: --server needs a value.\n");
    const noValueBefore = await gifkit("--server", "--quiet", "resize", cogs);
    expect(noValueBefore.code).toBe(exitCodes.usage);
    expect(noValueBefore.stderr).toBe("gifkit: --server needs a value.\n");
  });

  it("--help says the command options go before or after the tool's name", async () => {
    const { stdout } = await gifkit("--help");
    expect(stdout).toContain(
      "\n       gifkit --server <origin> <tool> ...     command options go before or after the tool\n",
    );
    expect(stdout).toContain(
      "\nCommand options (before or after the tool's name):\n  --out <value>",
    );
    for (const help of [await gifkit("resize", "--help"), await gifkit("batch", "--help")]) {
      expect(help.stdout).toContain("\nCommand options (before or after the tool's name):\n");
    }
  });

  it("the README's exit code table is the command's", async () => {
    const readme = await readFile(
      new URL("../../../../packages/cli/README.md", import.meta.url),
      "utf8",
    );
    const documented = [...readme.matchAll(/^\| (\d+) \|/gm)].map((match) => Number(match[1]));
    expect(documented).toEqual(Object.values(exitCodes));
  });

  it("a value of the wrong type exits 2; one the server refuses exits 3 with its message", async () => {
    const typed = await gifkit("resize", cogs, "--width", "wide");
    expect(typed.code).toBe(exitCodes.usage);
    expect(typed.stderr).toBe('gifkit: --width must be a whole number, not "wide".\n');
    const refused = await gifkit("resize", cogs, "--width", "0", "--json");
    expect(refused.code).toBe(exitCodes.refused);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toMatchObject({
      kind: "refused",
      status: 400,
      exit_code: 3,
    });
  });

  it("--api-key sends the key: its task counts to it; once revoked, exit 4", async () => {
    const keys = server.runtime.services.keys;
    if (!keys) throw new Error("the test server has no key store");
    const confirmed = await keys.confirm(await keys.newConfirmation("dev@example.com"));
    if (!confirmed) throw new Error("the key was not made");
    const run = await gifkit(
      "rotate",
      cogs,
      "--angle",
      "180",
      "--api-key",
      confirmed.key,
      "--json",
    );
    expect(run.code, run.stderr).toBe(exitCodes.ok);
    const usage = await keys.usage(confirmed.record.id);
    expect(usage.recentTaskIds).toEqual([JSON.parse(run.stdout).task_id]);

    await keys.revoke(confirmed.record);
    const revoked = await gifkit("rotate", cogs, "--api-key", confirmed.key);
    expect(revoked.code).toBe(exitCodes.auth);
    expect(revoked.code).toBe(4);
    expect(revoked.stderr).toMatch(/\(api-key-revoked\)\n$/);
  });

  it("a server that does not answer exits 7", async () => {
    // A port nothing listens on: one the system just gave out and took back.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const origin = `http://127.0.0.1:${port}`;
    const { code, stderr } = await gifkit("resize", cogs, "--width", "32", "--server", origin);
    expect(code).toBe(exitCodes.unavailable);
    expect(stderr).toMatch(new RegExp(`^gifkit: Could not reach ${origin}: `, "m"));
  });
});
