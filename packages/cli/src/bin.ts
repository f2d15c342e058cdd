#!/usr/bin/env node
import { runCli } from "./cli.ts";
import { runMcpServer } from "./mcp-server.ts";

// Ctrl-C cancels the running task on the server (runCli), then the command exits 130.
const interrupt = new AbortController();
process.once("SIGINT", () => interrupt.abort(new Error("Interrupted.")));

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  stderrIsTty: process.stderr.isTTY === true,
  signal: interrupt.signal,
  runMcp: runMcpServer,
});
