import type { BinaryPaths } from "./run-command.ts";
import { runCommand } from "./run-command.ts";

/** First line of `<binary> --version`, for /api/health. Null when the binary is missing. */
export async function readBinaryVersions(
  binaries: BinaryPaths,
): Promise<Record<"ffmpeg" | "gifsicle", string | null>> {
  const version = async (binary: "ffmpeg" | "gifsicle") => {
    try {
      const { stdout } = await runCommand(
        { binary, args: binary === "ffmpeg" ? ["-version"] : ["--version"] },
        binaries,
        { signal: AbortSignal.timeout(5000) },
      );
      return stdout.split("\n")[0]?.trim() ?? null;
    } catch {
      return null;
    }
  };
  const [ffmpeg, gifsicle] = await Promise.all([version("ffmpeg"), version("gifsicle")]);
  return { ffmpeg, gifsicle };
}
