import { basename, extname, join, resolve } from "node:path";
import {
  apiDescription,
  GifKitClient,
  GifKitError,
  OperationTextError,
  type OutputParams,
  parseOperations,
  type TaskInput,
  type TaskStatus,
  type ToolId,
} from "@gifkit/client";
import { fileInput, saveBatchZip, saveResult } from "@gifkit/client/node";
import {
  type ParsedCall,
  parseCall,
  splitLeadingCommandFlags,
  UsageError,
} from "./command-line.ts";
import { exitCodeOfKind, exitCodes } from "./exit-codes.ts";
import { batchHelp, mainHelp, toolHelp } from "./help.ts";

/** The public server, when neither --server nor $GIFKIT_SERVER names another. */
export const defaultServer = "https://gifkit.app";
export const cliVersion = "0.1.0";

/** Where the command writes and what it reads (the process's, or a test's). */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** stderr is a terminal: progress redraws one line instead of printing lines. */
  stderrIsTty?: boolean;
  /** Aborted on Ctrl-C: the task is cancelled on the server. */
  signal?: AbortSignal;
  /** `gifkit mcp`: serves until its input ends (bin.ts gives the MCP server). */
  runMcp?: (server: string, apiKey: string | undefined) => Promise<void>;
}

/** Runs the command line (`args` after `gifkit`) and answers its exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  let json = args.includes("--json");
  let split: ReturnType<typeof splitLeadingCommandFlags>;
  try {
    split = splitLeadingCommandFlags(args);
  } catch (error) {
    return reportFailure(error, io, json);
  }
  const [command, ...toolRest] = split.rest;
  const askedHelp = split.leading.includes("--help");
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    io.stdout(mainHelp());
    return command === undefined && !askedHelp ? exitCodes.usage : exitCodes.ok;
  }
  if (command === "--version") {
    io.stdout(`${cliVersion}\n`);
    return exitCodes.ok;
  }
  // The command options given before the tool's name are read with those after it.
  const rest = [...split.leading, ...toolRest];
  try {
    if (command === "mcp") {
      const flags = parseCall({ id: "mcp", options: {} }, rest).flags;
      const { server, apiKey } = serverOf(flags, io);
      if (!io.runMcp) throw new UsageError("gifkit mcp runs only from the gifkit command.");
      await io.runMcp(server, apiKey);
      return exitCodes.ok;
    }
    if (command === "batch") {
      const args = [...rest];
      const ops = takeOpsFlag(args);
      const zipAt = args.indexOf("--zip");
      if (zipAt >= 0) args.splice(zipAt, 1);
      const call = parseCall(editDescription(), args);
      json = call.flags.json === true;
      if (call.flags.help) {
        io.stdout(batchHelp());
        return exitCodes.ok;
      }
      return await runBatch(call, ops, zipAt >= 0, io);
    }
    const tool = apiDescription.tools.find((each) => each.id === command);
    if (!tool) {
      throw new UsageError(
        `unknown tool "${command}". Tools: ${apiDescription.tools.map((each) => each.id).join(", ")} (gifkit --help).`,
      );
    }
    const toolArgs = [...rest];
    const ops = tool.id === "edit" ? takeOpsFlag(toolArgs) : undefined;
    const call = parseCall(tool, toolArgs);
    json = call.flags.json === true;
    if (call.flags.help) {
      io.stdout(toolHelp(tool));
      return exitCodes.ok;
    }
    return await runTool(tool.id as ToolId, call, ops, io);
  } catch (error) {
    return reportFailure(error, io, json);
  }
}

/** Takes `--ops <steps>` (or `--ops=<steps>`) out of the arguments: the steps' text. */
function takeOpsFlag(args: string[]): string | undefined {
  const at = args.findIndex((each) => each === "--ops" || each.startsWith("--ops="));
  if (at < 0) return undefined;
  const flag = args[at] as string;
  const ops = flag.startsWith("--ops=") ? flag.slice(6) : args[at + 1];
  args.splice(at, flag.startsWith("--ops=") ? 1 : 2);
  return ops;
}

const editDescription = () => {
  const edit = apiDescription.tools.find((each) => each.id === "edit");
  if (!edit) throw new Error("The API description has no edit call.");
  return edit;
};

/** The chain of `--ops` and `--output`; a usage error names a bad step. */
function chainOf(command: string, ops: string | undefined, call: ParsedCall) {
  if (ops === undefined) {
    throw new UsageError(`gifkit ${command} needs --ops, e.g. --ops "resize:w=320".`);
  }
  try {
    const chain = parseOperations(ops);
    // --output '{"format": "webp"}' is the output step too; a format step in --ops wins.
    const output = call.options.output;
    if (output && typeof output === "object") {
      chain.output = { ...(output as OutputParams), ...chain.output };
    }
    return chain;
  } catch (error) {
    if (error instanceof OperationTextError) throw new UsageError(`--ops: ${error.message}`);
    throw error;
  }
}

function timeoutSecondsOf(call: ParsedCall): number {
  const timeoutSeconds = call.flags.timeout === undefined ? 900 : Number(call.flags.timeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    throw new UsageError("--timeout must be a number of seconds above 0.");
  }
  return timeoutSeconds;
}

function serverOf(flags: ParsedCall["flags"], io: CliIo) {
  const server = String(flags.server ?? io.env.GIFKIT_SERVER ?? defaultServer);
  if (!/^https?:\/\/[^/]/.test(server)) {
    throw new UsageError(`--server must be an http(s) origin, e.g. ${defaultServer}.`);
  }
  const apiKey = flags["api-key"] === undefined ? io.env.GIFKIT_API_KEY : String(flags["api-key"]);
  return { server, apiKey: apiKey || undefined };
}

const isLink = (text: string) => /^https?:\/\//i.test(text);

async function inputsOf(call: ParsedCall, maxInputFiles: number, io: CliIo) {
  const inputs: TaskInput[] = [];
  if (typeof call.flags["source-key"] === "string")
    inputs.push({ sourceKey: call.flags["source-key"] });
  if (typeof call.flags["upload-key"] === "string")
    inputs.push({ uploadKey: call.flags["upload-key"] });
  for (const text of call.inputs) {
    inputs.push(isLink(text) ? { url: text } : await fileInputOf(resolve(io.cwd, text), text));
  }
  if (inputs.length === 0) {
    throw new UsageError("No input: give a file or a link (or --source-key, --upload-key).");
  }
  if (inputs.length > maxInputFiles) {
    throw new UsageError(
      `Too many inputs: this tool takes ${maxInputFiles === 1 ? "one" : `at most ${maxInputFiles}`}.`,
    );
  }
  return inputs;
}

async function fileInputOf(path: string, given: string): Promise<TaskInput> {
  try {
    return await fileInput(path);
  } catch {
    throw new UsageError(`Cannot read ${given}: no such file.`);
  }
}

/** Where the result goes: --out, else `<input stem>-<tool><extension of the download>`. */
function outputPath(call: ParsedCall, tool: string, downloadName: string | null, io: CliIo) {
  if (typeof call.flags.out === "string") return resolve(io.cwd, call.flags.out);
  const first = call.inputs[0];
  const named = first ? (isLink(first) ? new URL(first).pathname : first) : "";
  const stem = basename(named, extname(named)) || "result";
  const extension = downloadName ? extname(downloadName) : ".gif";
  return resolve(io.cwd, `${stem}-${tool}${extension}`);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Progress on stderr: one line redrawn on a terminal; otherwise (a log, a pipe) a line each time
 * the bar moves by a tenth or the status text changes, never one per uploaded chunk.
 */
function progressPrinter(io: CliIo, quiet: boolean) {
  let last = "";
  return {
    line(label: string, percent: number, detail = "") {
      const shown = io.stderrIsTty ? percent : Math.floor(percent / 10) * 10;
      const text = `${label} ${bar(shown)}${detail ? ` ${detail}` : ""}`;
      if (quiet || text === last) return;
      last = text;
      if (io.stderrIsTty) io.stderr(`\r\x1b[2K${text}`);
      else io.stderr(`${text}\n`);
    },
    done() {
      if (!quiet && io.stderrIsTty && last) io.stderr("\n");
      last = "";
    },
  };
}

const bar = (percent: number) => {
  const filled = Math.round(Math.max(0, Math.min(100, percent)) / 5);
  return `[${"#".repeat(filled)}${"-".repeat(20 - filled)}] ${String(Math.round(percent)).padStart(3)}%`;
};

async function runTool(tool: ToolId, call: ParsedCall, ops: string | undefined, io: CliIo) {
  const { server, apiKey } = serverOf(call.flags, io);
  const timeoutSeconds = timeoutSecondsOf(call);
  const chain = tool === "edit" ? chainOf("edit", ops, call) : undefined;
  const description = apiDescription.tools.find((each) => each.id === tool);
  const inputs = await inputsOf(call, description?.maxInputFiles ?? 1, io);
  const client = new GifKitClient({ server, apiKey });
  const progress = progressPrinter(io, call.flags.quiet === true);
  const onUploadProgress = ({ sentBytes, totalBytes }: { sentBytes: number; totalBytes: number }) =>
    progress.line(
      "Uploading",
      totalBytes > 0 ? (sentBytes / totalBytes) * 100 : 100,
      `of ${megabytes(totalBytes)}`,
    );
  const started = chain
    ? await client.edit(inputs[0] as TaskInput, chain.operations, chain.output, {
        onUploadProgress,
        ...(io.signal ? { signal: io.signal } : {}),
      })
    : await client.startTool(
        tool,
        inputs.length === 1 ? (inputs[0] as TaskInput) : inputs,
        call.options,
        {
          onUploadProgress,
          ...(io.signal ? { signal: io.signal } : {}),
        },
      );
  progress.done();
  const cancelOnAbort = () => void client.cancel(started).catch(() => undefined);
  io.signal?.addEventListener("abort", cancelOnAbort, { once: true });
  let status: TaskStatus;
  try {
    status = await client.finish(started.task_id, {
      timeoutMs: timeoutSeconds * 1000,
      onStatus: (each) => progress.line(tool, each.progress, each.status),
      ...(io.signal ? { signal: io.signal } : {}),
    });
  } finally {
    progress.done();
    io.signal?.removeEventListener("abort", cancelOnAbort);
  }
  const key = status.result?.path;
  if (!key) throw new GifKitError("task-failed", "The task finished without a file to download.");
  const saved = await saveResult(client, key, (downloadName) =>
    outputPath(call, tool, downloadName, io),
  );
  if (call.flags.json) {
    io.stdout(
      `${JSON.stringify({ ...status, saved: [{ path: saved.path, bytes: saved.bytes }] }, null, 2)}\n`,
    );
  } else {
    io.stdout(`${saved.path}\n`);
    if (!call.flags.quiet) io.stderr(`Saved ${megabytes(saved.bytes)} to ${saved.path}\n`);
  }
  return exitCodes.ok;
}

/**
 * `gifkit batch <files or links...> --ops "<steps>"`: one POST /api/batch, followed to its end;
 * each result saved into --out (a folder, default here) as `<input stem>-edit.<ext>`, or with
 * --zip the batch's one ZIP. A task that failed is named on stderr and the exit code is 6.
 */
async function runBatch(call: ParsedCall, ops: string | undefined, zip: boolean, io: CliIo) {
  const { server, apiKey } = serverOf(call.flags, io);
  const timeoutSeconds = timeoutSecondsOf(call);
  const chain = chainOf("batch", ops, call);
  const inputs: TaskInput[] = [];
  if (typeof call.flags["source-key"] === "string")
    inputs.push({ sourceKey: call.flags["source-key"] });
  for (const text of call.inputs) {
    inputs.push(isLink(text) ? { url: text } : await fileInputOf(resolve(io.cwd, text), text));
  }
  if (inputs.length === 0) throw new UsageError("No input: give files or links to the batch.");
  const client = new GifKitClient({ server, apiKey });
  const progress = progressPrinter(io, call.flags.quiet === true);
  const started = await client.startBatch(inputs, chain.operations, chain.output, {
    onUploadProgress: ({ sentBytes, totalBytes }) =>
      progress.line(
        "Uploading",
        totalBytes > 0 ? (sentBytes / totalBytes) * 100 : 100,
        `of ${megabytes(totalBytes)}`,
      ),
    ...(io.signal ? { signal: io.signal } : {}),
  });
  progress.done();
  const cancelOnAbort = () => void client.cancelBatch(started).catch(() => undefined);
  io.signal?.addEventListener("abort", cancelOnAbort, { once: true });
  let status: Awaited<ReturnType<GifKitClient["waitForBatch"]>>;
  try {
    status = await client.waitForBatch(started.batch_id, {
      timeoutMs: timeoutSeconds * 1000,
      onStatus: (each) =>
        progress.line(
          "batch",
          each.progress,
          `${each.counts.succeeded + each.counts.failed + each.counts.cancelled}/${each.counts.total} ended`,
        ),
      ...(io.signal ? { signal: io.signal } : {}),
    });
  } finally {
    progress.done();
    io.signal?.removeEventListener("abort", cancelOnAbort);
  }
  if (status.state === "CANCELLED") throw new GifKitError("cancelled", "The batch was cancelled.");
  const folder = resolve(io.cwd, typeof call.flags.out === "string" ? call.flags.out : ".");
  const saved: { input: string | null; path: string; bytes: number }[] = [];
  if (zip) {
    const file = await saveBatchZip(client, status.batch_id, (name) =>
      join(folder, name ?? `gifkit-batch-${status.batch_id.slice(0, 8)}.zip`),
    );
    saved.push({ input: null, path: file.path, bytes: file.bytes });
  } else {
    const taken = new Set<string>();
    for (const task of status.tasks) {
      const key = task.result?.path;
      if (task.state !== "SUCCESS" || !key) continue;
      const input = task.input ?? task.task_id;
      const named = isLink(input) ? new URL(input).pathname : input;
      const stem = basename(named, extname(named)) || "result";
      const file = await saveResult(client, key, (downloadName) => {
        const extension = downloadName ? extname(downloadName) : ".gif";
        let name = `${stem}-edit${extension}`;
        for (let copy = 2; taken.has(name); copy++) name = `${stem}-edit-${copy}${extension}`;
        taken.add(name);
        return join(folder, name);
      });
      saved.push({ input, path: file.path, bytes: file.bytes });
    }
  }
  const failed = status.tasks
    .filter((task) => task.state !== "SUCCESS")
    .map((task) => ({
      input: task.input ?? task.task_id,
      state: task.state,
      error: task.error,
      error_code: task.error_code ?? null,
    }));
  for (const each of failed) {
    io.stderr(
      `gifkit: ${each.input}: ${each.error ?? each.state}${each.error_code ? ` (${each.error_code})` : ""}\n`,
    );
  }
  if (call.flags.json) {
    io.stdout(
      `${JSON.stringify({ batch_id: status.batch_id, state: status.state, counts: status.counts, saved, failed }, null, 2)}\n`,
    );
  } else {
    for (const each of saved) io.stdout(`${each.path}\n`);
    if (!call.flags.quiet) {
      const bytes = saved.reduce((sum, each) => sum + each.bytes, 0);
      io.stderr(
        `Saved ${saved.length} file${saved.length === 1 ? "" : "s"} (${megabytes(bytes)}) to ${folder}; ${status.counts.succeeded} of ${status.counts.total} tasks succeeded\n`,
      );
    }
  }
  return failed.length > 0 ? exitCodes.taskFailed : exitCodes.ok;
}

function reportFailure(error: unknown, io: CliIo, json: boolean): number {
  let code: number = exitCodes.unexpected;
  let message = error instanceof Error ? error.message : String(error);
  let details: Record<string, unknown> = {};
  if (error instanceof UsageError) code = exitCodes.usage;
  else if (error instanceof GifKitError) {
    code = exitCodeOfKind[error.kind];
    details = {
      kind: error.kind,
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.step === undefined ? {} : { step: error.step }),
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { retry_after_seconds: error.retryAfterSeconds }),
    };
    if (error.code) message = `${message} (${error.code})`;
    if (error.retryAfterSeconds !== undefined) {
      message = `${message} Try again in ${Math.ceil(error.retryAfterSeconds)} s.`;
    }
  }
  io.stderr(`gifkit: ${message}\n`);
  if (json) io.stdout(`${JSON.stringify({ error: message, exit_code: code, ...details })}\n`);
  return code;
}
