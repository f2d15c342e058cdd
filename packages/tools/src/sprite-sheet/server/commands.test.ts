import { describe, expect, it } from "vitest";
import { buildCutSheetCommand, buildToSheetCommand, ffmpegColor } from "./commands.ts";

const grid = { columns: 3, rows: 2, padding: 4, frameWidth: 80, frameHeight: 60 };

describe("Sprite sheet commands", () => {
  it("turns the background into ffmpeg's 0xRRGGBBAA", () => {
    expect(ffmpegColor("transparent")).toBe("0x00000000");
    expect(ffmpegColor("#3366ff")).toBe("0x3366ffff");
  });

  it("tiles the composited frames of a GIF on a transparent PNG", () => {
    expect(
      buildToSheetCommand({
        inputPath: "in.gif",
        outputPath: "out.png",
        grid,
        background: "transparent",
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-y",
        "-f",
        "gif",
        "-i",
        "in.gif",
        "-filter_complex",
        "[0:v]format=rgba,tile=3x2:padding=4:margin=0:color=0x00000000[sheet]",
        "-map",
        "[sheet]",
        "-fps_mode",
        "passthrough",
        "-frames:v",
        "1",
        "-c:v",
        "png",
        "-pix_fmt",
        "rgba",
        "-update",
        "1",
        "-f",
        "image2",
        "out.png",
      ],
    });
  });

  it("draws the tiles over one frame of a background color the sheet's size", () => {
    const { args } = buildToSheetCommand({
      inputPath: "in.gif",
      outputPath: "out.png",
      grid,
      background: "#ffffff",
    });
    expect(args[args.indexOf("-filter_complex") + 1]).toBe(
      "[0:v]format=rgba,tile=3x2:padding=4:margin=0:color=0x00000000[cells];color=c=0xffffffff:s=248x124:r=1:d=1,format=rgba[fill];[fill][cells]overlay=format=auto,format=rgba[sheet]",
    );
  });

  it("cuts a padded sheet: crop to whole cells, pad one gap, untile, crop each cell", () => {
    expect(
      buildCutSheetCommand({
        inputPath: "sheet",
        outputPath: "cells.rgba",
        format: "png",
        grid,
        frameCount: 5,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-y",
        "-f",
        "png_pipe",
        "-i",
        "sheet",
        "-vf",
        "format=rgba,crop=248:124:0:0,pad=252:128:0:0:color=0x00000000,untile=3x2,crop=80:60:0:0",
        "-fps_mode",
        "passthrough",
        "-frames:v",
        "5",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "cells.rgba",
      ],
    });
  });

  it("cuts a sheet without gaps with untile alone", () => {
    const { args } = buildCutSheetCommand({
      inputPath: "sheet",
      outputPath: "cells.rgba",
      format: "jpg",
      grid: { ...grid, padding: 0 },
      frameCount: 6,
    });
    expect(args.slice(3, 9)).toEqual([
      "-f",
      "jpeg_pipe",
      "-i",
      "sheet",
      "-vf",
      "format=rgba,crop=240:120:0:0,untile=3x2",
    ]);
  });
});
