import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { type BinaryPaths, nicedArgv, runCommand } from "../../src/media/run-command.ts";

/** Every binary name points at sh, so a test can ask the started process about itself. */
const shellAsEveryBinary = new Proxy({} as BinaryPaths, { get: () => "/bin/sh" });
/** Field 19 of /proc/<pid>/stat is the niceness (sh's name has no space, so fields split cleanly). */
const printOwnNiceness = ["-c", "cut -d ' ' -f 19 /proc/$$/stat"];

describe("runCommand's CPU niceness", () => {
  it("wraps the binary in coreutils' nice only when the niceness is above 0", () => {
    expect(nicedArgv("/usr/bin/ffmpeg", ["-i", "in.mp4"], 10)).toEqual({
      file: "nice",
      args: ["--adjustment=10", "--", "/usr/bin/ffmpeg", "-i", "in.mp4"],
    });
    expect(nicedArgv("/usr/bin/ffmpeg", ["-i", "in.mp4"], 0)).toEqual({
      file: "/usr/bin/ffmpeg",
      args: ["-i", "in.mp4"],
    });
    // Clamped to what nice accepts.
    expect(nicedArgv("gifsicle", [], 40).args[0]).toBe("--adjustment=19");
  });

  it("starts the command at the toolkit's niceness (and at the server's own without one)", async () => {
    const signal = new AbortController().signal;
    const command = { binary: "gifsicle" as const, args: printOwnNiceness };
    const niced = await runCommand(command, shellAsEveryBinary, { signal }, 5);
    const normal = await runCommand(command, shellAsEveryBinary, { signal });
    // Relative to this process's own: `npm test` runs these files niced (scripts/test.sh).
    const own = getPriority();
    expect(Number(niced.stdout.trim())).toBe(Math.min(19, own + 5));
    expect(Number(normal.stdout.trim())).toBe(own);
  });
});
