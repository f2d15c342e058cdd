import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * A 640×480, 450-frame GIF that takes gifsicle a couple of seconds to reverse: long enough to
 * kill a worker or the server in the middle of a task.
 */
export async function makeSlowGif(): Promise<string> {
  const path = join(tmpdir(), "gifkit-slow-450.gif");
  if (!existsSync(path)) {
    await promisify(execFile)("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=640x480:rate=30",
      "-t",
      "15",
      path,
    ]);
  }
  return path;
}
