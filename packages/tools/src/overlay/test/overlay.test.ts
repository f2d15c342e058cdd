import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const exec = promisify(execFile);

/** Raw RGBA frames of a bare ffmpeg overlay command: the reference the tool is measured against. */
async function referenceFrames(
  basePath: string,
  overlayPath: string,
  graph: string,
  size: { width: number; height: number },
): Promise<Buffer[]> {
  const { stdout } = await exec(
    "ffmpeg",
    [
      ...["-v", "error", "-f", "gif", "-i", basePath, "-i", overlayPath],
      ...["-filter_complex", graph, "-fps_mode", "passthrough"],
      ...["-pix_fmt", "rgba", "-f", "rawvideo", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  const frameBytes = size.width * size.height * 4;
  return Array.from({ length: stdout.length / frameBytes }, (_, index) =>
    stdout.subarray(index * frameBytes, (index + 1) * frameBytes),
  );
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mean absolute channel difference inside `rect`, and the count of differing bytes outside it. */
function compare(a: Buffer, b: Buffer, frameWidth: number, rect: Rect) {
  let insideSum = 0;
  let insideCount = 0;
  let outsideDiffering = 0;
  for (let offset = 0; offset < a.length; offset++) {
    const pixel = Math.floor(offset / 4);
    const x = pixel % frameWidth;
    const y = Math.floor(pixel / frameWidth);
    const inside =
      x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
    const difference = Math.abs((a[offset] as number) - (b[offset] as number));
    if (inside) {
      insideSum += difference;
      insideCount++;
    } else if (difference !== 0) {
      outsideDiffering++;
    }
  }
  return { insideMean: insideSum / insideCount, outsideDiffering };
}

describe("Overlay through the HTTP API", () => {
  let server: TestServer;
  let workDir: string;
  let basePath: string;
  let logoPath: string;
  let stepsPath: string;
  let grayPath: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "overlay-test-"));
    // A 20 × 10 logo: opaque red left half, half-transparent blue right half.
    logoPath = join(workDir, "logo.png");
    await exec("ffmpeg", [
      ...["-v", "error", "-f", "lavfi", "-i", "color=red:s=10x10,format=rgba"],
      ...["-f", "lavfi", "-i", "color=blue@0.5:s=10x10,format=rgba"],
      ...["-filter_complex", "[0][1]hstack,format=rgba", "-frames:v", "1", "-y", logoPath],
    ]);
    // An animated overlay: red 10 cs, lime 20 cs, blue 30 cs, looping.
    const stills = await Promise.all(
      ["red", "lime", "blue"].map(async (color) => {
        const path = join(workDir, `${color}.gif`);
        await exec("ffmpeg", [
          ...["-v", "error", "-f", "lavfi", "-i", `color=${color}:s=20x20`],
          ...["-frames:v", "1", "-y", path],
        ]);
        return path;
      }),
    );
    stepsPath = join(workDir, "steps.gif");
    await exec("gifsicle", [
      "--loopcount=forever",
      ...["-d10", stills[0] as string, "-d20", stills[1] as string, "-d30", stills[2] as string],
      ...["--output", stepsPath],
    ]);
    // A gray 64 × 64 base of 11 frames at 7 cs (a dot moves so no frame is dropped as a copy).
    grayPath = join(workDir, "gray.gif");
    await exec("ffmpeg", [
      ...["-v", "error", "-f", "lavfi", "-i", "color=gray:s=64x64:r=10:d=1.1"],
      ...["-vf", "drawbox=x=t*40:y=60:w=4:h=4:color=white:t=fill", "-loop", "0", "-y", grayPath],
    ]);
    await exec("gifsicle", ["-b", "-d7", grayPath]);
    // The same frames, opaque, with delays 0, 1, 7... (played 10, 10, 7... cs) and three repetitions.
    basePath = join(workDir, "base.gif");
    await exec("gifsicle", [
      grayPath,
      ...["--delay", "0", "#0", "--delay", "1", "#1", "--delay", "7", "#2-10"],
      ...["--loopcount=3", "--output", basePath],
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function start(base: string, overlay: string | null, fields: Record<string, string>) {
    const form = multipart([
      { name: "file", value: await readFile(base), fileName: "base.gif", contentType: "image/gif" },
      ...(overlay
        ? [{ name: "overlay", value: await readFile(overlay), fileName: overlay.split("/").pop() }]
        : []),
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/overlay", ...form });
  }

  async function overlay(base: string, overlayPath: string, fields: Record<string, string>) {
    const response = await start(base, overlayPath, fields);
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { response: file, body } = await download(server.app, status.result?.gif as string);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="overlay.gif"');
    const outputPath = join(workDir, `out-${Math.random().toString(16).slice(2)}.gif`);
    await writeFile(outputPath, body);
    return outputPath;
  }

  it("draws the logo at its place only within its time, delays and loop as read", async () => {
    const outputPath = await overlay(basePath, logoPath, {
      x: "10",
      y: "5",
      width: "40",
      start_time: "0.1",
      end_time: "0.3",
    });
    const info = await gifsicleInfo(outputPath);
    expect(info.delaysCentiseconds).toEqual([0, 1, 7, 7, 7, 7, 7, 7, 7, 7, 7]);
    expect(info.loop).toBe(3);
    const output = await decodeFramesWithFfmpeg(outputPath, 64, 64);
    const input = await decodeFramesWithFfmpeg(basePath, 64, 64);
    const reference = await referenceFrames(
      basePath,
      logoPath,
      "[1:v]format=rgba,scale=40:20:flags=lanczos[logo];[0:v][logo]overlay=10:5:format=rgb",
      { width: 64, height: 64 },
    );
    const rect = { x: 10, y: 5, width: 40, height: 20 };
    expect(output).toHaveLength(11);
    for (const index of [0, 4, 5, 6, 7, 8, 9, 10]) {
      // Outside the time range (starts at 0, then from 34 cs): the input's frames, exactly.
      expect(compare(output[index] as Buffer, input[index] as Buffer, 64, rect)).toEqual({
        insideMean: 0,
        outsideDiffering: 0,
      });
    }
    for (const index of [1, 2, 3]) {
      const againstReference = compare(
        output[index] as Buffer,
        reference[index] as Buffer,
        64,
        rect,
      );
      expect(againstReference.insideMean).toBeLessThan(4);
      expect(
        compare(output[index] as Buffer, input[index] as Buffer, 64, rect).outsideDiffering,
      ).toBe(0);
      // The opaque red half is red.
      const at = ((5 + 10) * 64 + 15) * 4;
      expect([...(output[index] as Buffer).subarray(at, at + 3)]).toEqual([255, 0, 0]);
    }
  });

  it("applies the opacity like ffmpeg's colorchannelmixer", async () => {
    const outputPath = await overlay(basePath, logoPath, { x: "0", y: "0", opacity: "0.5" });
    const output = await decodeFramesWithFfmpeg(outputPath, 64, 64);
    const reference = await referenceFrames(
      basePath,
      logoPath,
      "[1:v]format=rgba,colorchannelmixer=aa=0.5[logo];[0:v][logo]overlay=0:0:format=rgb",
      { width: 64, height: 64 },
    );
    const rect = { x: 0, y: 0, width: 20, height: 10 };
    for (const [index, frame] of output.entries()) {
      const result = compare(frame, reference[index] as Buffer, 64, rect);
      expect(result.insideMean).toBeLessThan(4);
      expect(result.outsideDiffering).toBe(0);
    }
  });

  it("steps an animated overlay on its own delays, looping", async () => {
    const outputPath = await overlay(grayPath, stepsPath, { x: "22", y: "22" });
    const info = await gifsicleInfo(outputPath);
    expect(info.delaysCentiseconds).toEqual(Array.from({ length: 11 }, () => 7));
    expect(info.loop).toBe("forever");
    const output = await decodeFramesWithFfmpeg(outputPath, 64, 64);
    const colorAt = (frame: Buffer) => {
      const at = (32 * 64 + 32) * 4;
      const [red, green, blue] = [...frame.subarray(at, at + 3)] as [number, number, number];
      return red > 200 ? "red" : green > 200 ? "lime" : blue > 200 ? "blue" : "other";
    };
    // Base frames start at 0, 7, ..., 70 cs; the overlay shows red [0,10), lime [10,30), blue [30,60).
    expect(output.map(colorAt)).toEqual([
      "red",
      "red",
      "lime",
      "lime",
      "lime",
      "blue",
      "blue",
      "blue",
      "blue",
      "red",
      "lime",
    ]);
  });

  it("takes a JPG photo scaled down, hanging off the edge", async () => {
    const photoPath = join(workDir, "elephant.jpg");
    await writeFile(photoPath, await readFile(fixture("image/elephant-660-480.jpg")));
    const outputPath = await overlay(basePath, photoPath, { x: "-11", y: "40", width: "33" });
    const output = await decodeFramesWithFfmpeg(outputPath, 64, 64);
    const reference = await referenceFrames(
      basePath,
      photoPath,
      "[1:v]format=rgba,scale=33:24:flags=lanczos[photo];[0:v][photo]overlay=-11:40:format=rgb",
      { width: 64, height: 64 },
    );
    // 33 × 24 at (-11, 40): what shows is x 0-21, y 40-63.
    const rect = { x: 0, y: 40, width: 22, height: 24 };
    for (const [index, frame] of output.entries()) {
      const result = compare(frame, reference[index] as Buffer, 64, rect);
      // A photo is reduced to the frame's 256 colors: close, not exact.
      expect(result.insideMean).toBeLessThan(6);
      expect(result.outsideDiffering).toBe(0);
    }
  });

  it("refuses a start without an overlay, and bad settings, with their messages", async () => {
    const missing = await start(basePath, null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      "Choose an overlay image (PNG, WebP, JPG or GIF) in the overlay field.",
    );
    const badOpacity = await start(basePath, logoPath, { opacity: "2" });
    expect(badOpacity.statusCode).toBe(400);
    expect(badOpacity.json().error).toBe("opacity must be a number from 0 to 1.");
  });

  it("fails a time range that covers no frame, naming the GIF's length", async () => {
    const response = await start(basePath, logoPath, { start_time: "5" });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The time range 5 s to the end covers no frame of this GIF, which lasts 0.83 s.",
    );
  });
});
