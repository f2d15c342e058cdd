import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";
import type { Config } from "../config.ts";
import { runCommand } from "./run-command.ts";

/** The API process is already running this many upload commands: the caller answers 503. */
export class UploadCommandsBusyError extends Error {}

/**
 * Runs the commands of the upload calls in the API process: yt-dlp (POST /api/upload with a
 * YouTube link) and ffmpeg for the browser preview (POST /api/video-preview). Anything else is
 * refused, and at most `maxRunning` run at once so uploads cannot crowd out the API; the task
 * work proper stays in the worker processes.
 */
export function uploadCommandRunner(binaries: Config["binaries"], maxRunning = 2) {
  const paths = binaries;
  let running = 0;
  return {
    /** Fails at once with UploadCommandsBusyError when `maxRunning` commands are running. */
    run(command: MediaCommand, options: RunOptions): Promise<CommandOutput> {
      if (
        command.binary !== "ffmpeg" &&
        command.binary !== "ffprobe" &&
        command.binary !== "yt-dlp"
      ) {
        return Promise.reject(new Error(`upload calls do not run ${command.binary}`));
      }
      if (running >= maxRunning)
        return Promise.reject(new UploadCommandsBusyError("upload commands busy"));
      running++;
      return runCommand(command, paths, options).finally(() => {
        running--;
      });
    },
  };
}
