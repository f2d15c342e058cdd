import { describe, expect, it } from "vitest";
import { convertVideoChain } from "../shared/options.ts";
import { buildMovRemuxCommand } from "./commands.ts";

describe("Convert Video's commands", () => {
  it("remuxes the MP4 into MOV by stream copy, faststart", () => {
    expect(buildMovRemuxCommand("a.mp4", "b.mov")).toEqual({
      binary: "ffmpeg",
      args: [
        ...["-v", "error", "-y", "-f", "mov", "-i", "a.mp4", "-map", "0", "-c", "copy"],
        ...["-movflags", "+faststart", "-f", "mov", "b.mov"],
      ],
    });
  });

  it("is a chain of no step: the output, a GIF's rate and colours by quality", () => {
    expect(convertVideoChain({ format: "gif", quality: "small" })).toEqual({
      operations: [],
      output: { format: "gif", fps: 10, colors: 128 },
    });
    expect(convertVideoChain({ format: "mov", quality: "high" })).toEqual({
      operations: [],
      output: { format: "mp4" },
    });
  });
});
