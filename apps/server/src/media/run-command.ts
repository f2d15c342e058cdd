import { spawn } from "node:child_process";
import type { Writable } from "node:stream";
import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";
import { killProcessTree } from "./process-tree.ts";

const stderrTailBytes = 8 * 1024;
const defaultTimeoutMs = 10 * 60 * 1000;

export type BinaryPaths = Record<MediaCommand["binary"], string>;

export class CommandFailedError extends Error {
  readonly stderrTail: string;
  readonly exitCode: number | null;
  constructor(message: string, stderrTail: string, exitCode: number | null) {
    super(message);
    this.stderrTail = stderrTail;
    this.exitCode = exitCode;
  }
}

export class CommandAbortedError extends Error {}

/**
 * The highest niceness a command may be given (POSIX: 0 is normal, 19 the lowest CPU priority).
 * Background work (the long lane's video tasks) runs at a niceness so quick edits keep the CPU.
 */
export const maxNiceness = 19;

/**
 * The argv that starts `binaryPath` at `niceness`: coreutils' `nice` sets it before exec, so every
 * thread the binary starts (ffmpeg's decoder and filter threads) inherits it; a priority set on the
 * pid after spawn would miss threads already started. 0: the binary itself, unwrapped.
 */
export function nicedArgv(
  binaryPath: string,
  args: string[],
  niceness: number,
): { file: string; args: string[] } {
  const level = Math.min(maxNiceness, Math.max(0, Math.round(niceness)));
  if (level === 0) return { file: binaryPath, args };
  // `--adjustment=N` is relative to the worker's own niceness (0 for a worker process).
  return { file: "nice", args: [`--adjustment=${level}`, "--", binaryPath, ...args] };
}

/**
 * The one place that starts a binary: an argv array (never a shell), stdin only when fed, a
 * timeout and an abort that kill it with everything it started, and the stderr tail kept for
 * errors, at the toolkit's CPU niceness. The command stays in its caller's process group (a worker's), so the worker pool's
 * group kill and memory watchdog cover it too, even after it is re-parented.
 */
export function runCommand(
  command: MediaCommand,
  binaries: BinaryPaths,
  options: RunOptions,
  niceness = 0,
): Promise<CommandOutput> {
  const binaryPath = binaries[command.binary];
  const args =
    command.binary === "ffmpeg"
      ? hardenFfmpegArgs(command.args)
      : command.binary === "ffprobe"
        ? // ffprobe has one input and no -nostdin; both allow-lists apply to it.
          [
            "-hide_banner",
            "-protocol_whitelist",
            "file,pipe",
            "-format_whitelist",
            allowedDemuxers,
            ...command.args,
          ]
        : command.args;
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(new CommandAbortedError(`${command.binary} was cancelled`));
      return;
    }
    const argv = nicedArgv(binaryPath, args, niceness);
    // `nice` execs the binary in its own pid, so the kill and the watchdog still reach it.
    const child = spawn(argv.file, argv.args, { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderrTail = "";
    let pendingLine = "";
    let settled = false;
    const kill = () => {
      if (child.pid !== undefined) killProcessTree(child.pid);
    };
    const timer = setTimeout(() => {
      kill();
      finish(
        new CommandAbortedError(
          `${command.binary} took longer than ${Math.round((options.timeoutMs ?? defaultTimeoutMs) / 1000)} s`,
        ),
      );
    }, options.timeoutMs ?? defaultTimeoutMs);
    const onAbort = () => {
      kill();
      finish(new CommandAbortedError(`${command.binary} was cancelled`));
    };
    options.signal.addEventListener("abort", onAbort, { once: true });

    function finish(error: Error | null) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve({ stdout, stderrTail });
    }

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (options.onStdoutLine) {
        const lines = (pendingLine + chunk).split("\n");
        pendingLine = lines.pop() ?? "";
        for (const line of lines) options.onStdoutLine(line);
      } else if (stdout.length < 16 * 1024 * 1024) {
        stdout += chunk;
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-stderrTailBytes);
    });
    child.on("error", (error) =>
      finish(
        new CommandFailedError(`${command.binary} could not start: ${error.message}`, "", null),
      ),
    );
    // stdin is a pipe so a command can be fed frames; without a source it is closed at once. A
    // write error (EPIPE after the command exited) is not the failure: the exit code reports it.
    child.stdin.on("error", () => {});
    if (options.stdin) {
      pumpStdin(
        options.stdin,
        child.stdin,
        () => settled,
        (error) => {
          kill();
          finish(error);
        },
      );
    } else {
      child.stdin.end();
    }
    child.on("close", (code, signal) => {
      if (code === 0) finish(null);
      else
        finish(
          new CommandFailedError(
            `${command.binary} exited with ${code ?? signal}: ${lastLines(stderrTail)}`,
            stderrTail,
            code,
          ),
        );
    });
  });
}

function lastLines(text: string): string {
  return text.trim().split("\n").slice(-3).join(" | ");
}

/**
 * The demuxers any GifKit input may be read with (ffmpeg matches each of a demuxer's names, so
 * "mov" admits "mov,mp4,m4a,3gp,3g2,mj2" and "matroska" admits "matroska,webm"). Everything that
 * reads other files or URLs is absent: hls, dash, concat, tee, lavfi (its movie source opens any
 * path) and the rest. An uploaded playlist renamed .mp4 is refused with "Format not on whitelist"
 * even if it got past the content check (reliability R2.2, measured on ffmpeg 5.1).
 */
export const allowedDemuxers = [
  "gif",
  "gif_pipe",
  "apng",
  "mov",
  "matroska",
  "avi",
  "flv",
  "asf",
  // Raw frames a tool pipes in, and still images read by name or through a pipe.
  "rawvideo",
  "image2",
  "image2pipe",
  "png_pipe",
  "jpeg_pipe",
  "webp_pipe",
  "bmp_pipe",
  // Video Audio's replacement sound (MP3, ADTS AAC, WAV, Ogg; M4A is "mov") and Add Subtitles'
  // subtitle files (SubRip, WebVTT, ASS): each reads its one file and opens nothing else.
  "mp3",
  "aac",
  "wav",
  "ogg",
  "srt",
  "webvtt",
  "ass",
].join(",");

/**
 * Every ffmpeg/ffprobe run: `-nostdin` (never read the terminal), `-hide_banner`, and before each
 * input `-protocol_whitelist file,pipe` (a crafted playlist cannot open a network address or
 * another protocol) and `-format_whitelist` (only the demuxers above may read it). They go right
 * before each `-i`, after the tool's own input options, so a tool can narrow them (`-f gif`) but
 * never widen them (DESIGN §5, reliability R2.1-R2.2).
 */
export function hardenFfmpegArgs(args: string[]): string[] {
  const hardened: string[] = ["-nostdin", "-hide_banner"];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-i") {
      hardened.push("-protocol_whitelist", "file,pipe", "-format_whitelist", allowedDemuxers);
    }
    hardened.push(arg);
  }
  return hardened;
}

/**
 * Writes `source` into a command's stdin with backpressure, then closes it. A command that exits
 * early closes its stdin: the write error is ignored (the exit code reports the failure) and the
 * source is closed. An error from the source itself is handed to `fail`, which stops the command.
 */
function pumpStdin(
  source: AsyncIterable<Uint8Array>,
  stdin: Writable,
  isSettled: () => boolean,
  fail: (error: Error) => void,
): void {
  const writable = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        stdin.off("drain", done);
        stdin.off("close", done);
        resolve();
      };
      stdin.on("drain", done);
      stdin.on("close", done);
    });
  void (async () => {
    try {
      for await (const chunk of source) {
        if (isSettled() || stdin.destroyed) break;
        if (!stdin.write(chunk)) await writable();
      }
      if (!stdin.destroyed) stdin.end();
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  })();
}
