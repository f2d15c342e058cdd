import { readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import type { LightMyRequestResponse } from "fastify";
import { download, multipart, type TestServer, waitForTask } from "./test-server.ts";

export interface ToolRun {
  start: LightMyRequestResponse;
  status?: TaskStatus;
  /** The downloaded result, written beside the other test outputs. */
  outputPath?: string;
  contentDisposition?: string;
  seconds: number;
}

/**
 * Starts a GIF tool through the HTTP API with one file and form fields, waits for the task and
 * downloads its GIF. `outputDir` receives the result as `<tool>-<input name>`.
 */
export async function runGifTool(
  server: TestServer,
  tool: string,
  inputPath: string,
  fields: Record<string, string>,
  outputDir: string,
  fileName = basename(inputPath),
): Promise<ToolRun> {
  const started = performance.now();
  const form = multipart([
    { name: "file", value: await readFile(inputPath), fileName, contentType: "image/gif" },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  const start = await server.app.inject({ method: "POST", url: `/api/${tool}`, ...form });
  if (start.statusCode !== 202) return { start, seconds: (performance.now() - started) / 1000 };
  const status = await waitForTask(server.app, start.json().task_id);
  const seconds = (performance.now() - started) / 1000;
  if (status.state !== "SUCCESS" || !status.result?.gif) return { start, status, seconds };
  const { response, body } = await download(server.app, status.result.gif);
  const outputPath = join(outputDir, `${tool}-${fileName}`);
  await writeFile(outputPath, body);
  return {
    start,
    status,
    outputPath,
    contentDisposition: String(response.headers["content-disposition"]),
    seconds,
  };
}
