import { spawn } from "node:child_process";
import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";

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
 * The one place that starts a binary: an argv array (never a shell), no stdin, its own process
 * group (so a timeout or abort kills everything it started), and the stderr tail kept for errors.
 */
export function runCommand(
  command: MediaCommand,
  binaries: BinaryPaths,
  options: RunOptions,
): Promise<CommandOutput> {
  const binaryPath = binaries[command.binary];
  const args =
    command.binary === "ffmpeg"
      ? hardenFfmpegArgs(command.args)
      : command.binary === "ffprobe"
        ? // ffprobe has one input and no -nostdin; the whitelist applies to it.
          ["-hide_banner", "-protocol_whitelist", "file,pipe", ...command.args]
        : command.args;
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(new CommandAbortedError(`${command.binary} was cancelled`));
      return;
    }
    const child = spawn(binaryPath, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderrTail = "";
    let pendingLine = "";
    let settled = false;
    const kill = () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
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
 * Every ffmpeg/ffprobe run: `-nostdin` (never read the terminal), `-hide_banner`, and
 * `-protocol_whitelist file,pipe` before each input so a crafted playlist cannot make ffmpeg open
 * a network address or another protocol (DESIGN §5, reliability R2.1).
 */
export function hardenFfmpegArgs(args: string[]): string[] {
  const hardened: string[] = ["-nostdin", "-hide_banner"];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-i") hardened.push("-protocol_whitelist", "file,pipe");
    hardened.push(arg);
  }
  return hardened;
}
