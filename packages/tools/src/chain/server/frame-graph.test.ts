import { describe, expect, it } from "vitest";
import { buildGifOnePassCommand } from "./frame-graph.ts";

describe("the GIF one pass as one ffmpeg command", () => {
  it("decodes, filters, builds one palette and writes the GIF, delays left to the chain", () => {
    const command = buildGifOnePassCommand({
      inputPath: "/work/in.gif",
      frameCount: 45,
      filters: ["crop=360:270:60:0", "scale=240:180:flags=area", "[in1]overlay=x=0:y=0:format=rgb"],
      inputs: [
        {
          path: "/work/step-4/text-00001.png",
          inputOptions: ["-f", "image2", "-pattern_type", "none"],
          filters: ["format=rgba"],
        },
      ],
      colours: 256,
      dither: "none",
      muxerLoop: 0,
      outputPath: "/work/chain.gif",
    });
    expect(command).toEqual({
      binary: "ffmpeg",
      args: [
        ...["-v", "error", "-f", "gif", "-i", "/work/in.gif"],
        ...["-f", "image2", "-pattern_type", "none", "-i", "/work/step-4/text-00001.png"],
        "-filter_complex",
        "[1:v]setpts=N/TB,format=rgba[in1];[0:v]setpts=N/TB[v1];[v1]crop=360:270:60:0[v2];[v2]scale=240:180:flags=area[v3];[v3][in1]overlay=x=0:y=0:format=rgb[out];[out]split[frames][forPalette];[forPalette]palettegen=max_colors=256[palette];[frames][palette]paletteuse=dither=none[gif]",
        ...["-map", "[gif]", "-fps_mode", "passthrough", "-frames:v", "45", "-loop", "0"],
        ...["-f", "gif", "-y", "/work/chain.gif"],
      ],
    });
  });
});
