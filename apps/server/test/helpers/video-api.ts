import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import { download, multipart, type TestServer, waitForTask } from "./test-server.ts";
import { type ProbedVideo, probeVideo } from "./video-tool-task.ts";

/**
 * A video tool through the HTTP API (POST /api/<tool>, the task polled, the result downloaded
 * by its route): the start's status code and message, the task's status, the file and its probe.
 */
export async function postVideoTool(
  server: TestServer,
  tool: string,
  fields: Record<string, string>,
  clipPath: string,
  outputDir: string,
): Promise<{
  startStatus: number;
  startError?: string;
  status?: TaskStatus;
  contentType?: string;
  disposition?: string;
  path?: string;
  probe?: ProbedVideo;
}> {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    {
      name: "file",
      value: await readFile(clipPath),
      fileName: clipPath.endsWith(".webm") ? "clip.webm" : "clip.mp4",
      contentType: clipPath.endsWith(".webm") ? "video/webm" : "video/mp4",
    },
  ]);
  const start = await server.app.inject({ method: "POST", url: `/api/${tool}`, ...form });
  if (start.statusCode !== 202) {
    return { startStatus: start.statusCode, startError: start.json().error };
  }
  const status = await waitForTask(server.app, start.json().task_id);
  const key = status.result?.mp4 ?? status.result?.webm;
  if (status.state !== "SUCCESS" || !key) return { startStatus: 202, status };
  const { response, body } = await download(server.app, key);
  const path = join(outputDir, `${tool}-result.${status.result?.mp4 ? "mp4" : "webm"}`);
  await writeFile(path, body);
  return {
    startStatus: 202,
    status,
    contentType: String(response.headers["content-type"]),
    disposition: String(response.headers["content-disposition"]),
    path,
    probe: await probeVideo(path),
  };
}
