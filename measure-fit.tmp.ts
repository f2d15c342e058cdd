import { readFile } from "node:fs/promises";
import { download, multipart, startTestServer, waitForTask } from "./apps/server/test/helpers/test-server.ts";

const server = await startTestServer({});
for (const clip of process.argv.slice(2)) {
  const t0 = Date.now();
  const parts = [
    { name: "file", value: await readFile(clip), fileName: "grain.mp4" },
    { name: "target_size_bytes", value: String(10 * 1024 * 1024) },
  ];
  const started = await server.app.inject({ method: "POST", url: "/api/video-to-gif", ...multipart(parts) });
  const status = await waitForTask(server.app, started.json().task_id, 900_000);
  const gif = await download(server.app, status.result?.gif as string);
  console.log(clip, status.state, status.error, gif.body.length, (gif.body.length / (10 * 1024 * 1024)).toFixed(3), JSON.stringify((status.result as Record<string, unknown>)?.settings), `${(Date.now() - t0) / 1000} s`);
}
await server.close();
