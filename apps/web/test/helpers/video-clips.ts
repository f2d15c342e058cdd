import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";

const run = promisify(execFile);

/**
 * The video tools' browser flows' clip: 2 s of ffmpeg's test pattern at 160 × 90, 25 fps, with a
 * 440 Hz tone, as VP9 and Opus in WebM (what Chromium plays), made fast (realtime, cpu-used 8).
 */
export async function makeToneClip(path: string): Promise<void> {
  await run("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=25:duration=2"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
    ...["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"],
    ...["-shortest", path],
  ]);
}

/** A downloaded video played in a <video> of the page: true once it reaches its end (15 s at most). */
export async function playsToTheEnd(page: Page, bytes: Buffer, type: string): Promise<boolean> {
  return page.evaluate(
    async ({ base64, type }) => {
      const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const video = document.createElement("video");
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type }));
      document.body.append(video);
      const ended = new Promise<boolean>((resolve) => {
        video.addEventListener("ended", () => resolve(true));
        video.addEventListener("error", () => resolve(false));
        setTimeout(() => resolve(false), 15_000);
      });
      await video.play().catch(() => undefined);
      const result = await ended;
      video.remove();
      return result;
    },
    { base64: bytes.toString("base64"), type },
  );
}
