/**
 * Issue 15's memory target for Video to GIF: a 60 s 1920×1080 video converted through the API
 * (the whole minute at 10 fps: 600 frames, the frame limit), at the default size and at the
 * largest size the 300-megapixel limit allows for 600 frames, with the peak RSS of the worker's
 * process tree (the worker and its ffmpeg/gifsicle) beside the task memory limit.
 *
 *   node apps/server/scripts/bench-video-memory.ts
 *
 * The input is made in set-up from test/fixtures (bottle-detection.mp4 looped and scaled).
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLimits } from "@gifkit/contracts";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
import { ffmpegSetup, timed, withPeakRss } from "./bench-rows.ts";

const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-video-memory-"));
const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
const clipPath = join(workDir, "minute-1080p.mp4");
try {
  await ffmpegSetup([
    "-stream_loop",
    "-1",
    "-i",
    fixture("video/bottle-detection.mp4"),
    "-t",
    "60",
    "-vf",
    "scale=1920:1080",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-an",
    clipPath,
  ]);
  const cases = [
    { label: "480×270 (default size), 10 fps, medium", width: "480", height: "360" },
    // 940 × 528 × 600 frames = 297.8 megapixels: the largest 16:9 size under the limit.
    { label: "940×528 (the pixel limit), 10 fps, medium", width: "940", height: "528" },
  ];
  console.log(`task memory limit: ${defaultLimits.maxTaskMemoryMegabytes} MB`);
  console.log("| output | seconds | GIF bytes | peak RSS of the task's tree (MB) |");
  console.log("|---|---:|---:|---:|");
  for (const testCase of cases) {
    const outputPath = join(workDir, "out.gif");
    const measured = await withPeakRss(() =>
      timed(async () => {
        const form = new FormData();
        form.append(
          "file",
          new Blob([await readFile(clipPath)], { type: "video/mp4" }),
          "minute-1080p.mp4",
        );
        form.append("segments", JSON.stringify([{ start: 0, end: 60 }]));
        form.append("fps", "10");
        form.append("width", testCase.width);
        form.append("height", testCase.height);
        const start = await fetch(`${server.baseUrl}/api/video-to-gif`, {
          method: "POST",
          body: form,
        });
        if (start.status !== 202) throw new Error(`${start.status} ${await start.text()}`);
        const { task_id: taskId } = (await start.json()) as { task_id: string };
        for (;;) {
          const status = (await (
            await fetch(`${server.baseUrl}/api/task-status/${taskId}`)
          ).json()) as { state: string; error?: string; result?: { path?: string } };
          if (status.state === "FAILURE") throw new Error(`failed: ${status.error}`);
          if (status.state === "SUCCESS") {
            const result = await fetch(
              `${server.baseUrl}/api/download/${status.result?.path}?proxy=1`,
            );
            await writeFile(outputPath, Buffer.from(await result.arrayBuffer()));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }),
    );
    console.log(
      `| ${testCase.label} | ${measured.value.seconds.toFixed(1)} | ${(await stat(outputPath)).size.toLocaleString("en-US")} | ${Math.round(measured.peak)} |`,
    );
  }
} finally {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
}
