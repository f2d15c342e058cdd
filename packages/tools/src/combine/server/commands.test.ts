import { describe, expect, it } from "vitest";
import type { CombineCell } from "../shared/layout.ts";
import {
  buildDecodeCell,
  buildDecodeSequence,
  buildGifsicleSequence,
  buildStackCells,
  cellFilters,
} from "./commands.ts";

const cell = (width: number, height: number, picture?: Partial<CombineCell>): CombineCell => ({
  x: 0,
  y: 0,
  width,
  height,
  pictureWidth: width,
  pictureHeight: height,
  pictureX: 0,
  pictureY: 0,
  ...picture,
});

describe("cellFilters", () => {
  it("only converts to RGBA when the input fills its cell as it is", () => {
    expect(cellFilters({ width: 80, height: 60 }, cell(80, 60), "transparent")).toEqual([
      "format=rgba",
      "setsar=1",
    ]);
  });

  it("scales on premultiplied alpha and pads, transparent or with the color opaque", () => {
    const fitted = cell(192, 168, { pictureWidth: 185, pictureHeight: 168, pictureX: 3 });
    expect(cellFilters({ width: 85, height: 77 }, fitted, "transparent")).toEqual([
      "format=rgba",
      "premultiply=inplace=1",
      "scale=185:168:flags=lanczos",
      "unpremultiply=inplace=1",
      "pad=192:168:3:0:color=0x00000000",
      "setsar=1",
    ]);
    expect(cellFilters({ width: 185, height: 168 }, fitted, "#ff8800").at(-2)).toBe(
      "pad=192:168:3:0:color=0xff8800ff",
    );
  });
});

describe("Combine's ffmpeg commands", () => {
  it("decodes a sequence through one concat filter into one raw file", () => {
    expect(
      buildDecodeSequence(
        [
          { path: "/w/a.gif", width: 80, height: 60, cell: cell(80, 60) },
          {
            path: "/w/b.gif",
            width: 40,
            height: 60,
            cell: cell(80, 60, { pictureWidth: 40, pictureX: 20 }),
          },
        ],
        "transparent",
        "/w/frames.rgba",
      ),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/a.gif",
        "-f",
        "gif",
        "-i",
        "/w/b.gif",
        "-filter_complex",
        "[0:v]format=rgba,setsar=1[c0];[1:v]format=rgba,pad=80:60:20:0:color=0x00000000,setsar=1[c1];[c0][c1]concat=n=2:v=1:a=0[out]",
        "-map",
        "[out]",
        "-fps_mode",
        "passthrough",
        "-pix_fmt",
        "rgba",
        "-f",
        "rawvideo",
        "-y",
        "/w/frames.rgba",
      ],
    });
  });

  it("decodes one input into its cell", () => {
    expect(
      buildDecodeCell(
        { path: "/w/a.gif", width: 192, height: 168 },
        cell(88, 77),
        "transparent",
        "/w/cell.rgba",
      ),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/a.gif",
        "-vf",
        "format=rgba,premultiply=inplace=1,scale=88:77:flags=lanczos,unpremultiply=inplace=1,setsar=1",
        "-fps_mode",
        "passthrough",
        "-pix_fmt",
        "rgba",
        "-f",
        "rawvideo",
        "-y",
        "/w/cell.rgba",
      ],
    });
  });

  it("stacks raw cells with hstack or vstack", () => {
    const cells = [
      { rawPath: "/w/1.rgba", width: 85, height: 77 },
      { rawPath: "/w/2.rgba", width: 88, height: 77 },
    ];
    const rawInput = (path: string, size: string) => [
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      size,
      "-framerate",
      "100",
      "-i",
      path,
    ];
    expect(buildStackCells(cells, "horizontal", "/w/out.rgba")).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        ...rawInput("/w/1.rgba", "85x77"),
        ...rawInput("/w/2.rgba", "88x77"),
        "-filter_complex",
        "[0:v][1:v]hstack=inputs=2[out]",
        "-map",
        "[out]",
        "-fps_mode",
        "passthrough",
        "-pix_fmt",
        "rgba",
        "-f",
        "rawvideo",
        "-y",
        "/w/out.rgba",
      ],
    });
    expect(buildStackCells(cells, "vertical", "/w/out.rgba").args).toContain(
      "[0:v][1:v]vstack=inputs=2[out]",
    );
  });
});

describe("buildGifsicleSequence", () => {
  it("merges the files' stored frames with the result's loop block", () => {
    expect(buildGifsicleSequence(["/w/a.gif", "/w/b.gif"], "/w/out.gif", 0)).toEqual({
      binary: "gifsicle",
      args: ["/w/a.gif", "/w/b.gif", "--loopcount=forever", "--output", "/w/out.gif"],
    });
    expect(buildGifsicleSequence(["/w/a.gif", "/w/b.gif"], "/w/out.gif", null).args[2]).toBe(
      "--no-loopcount",
    );
    expect(buildGifsicleSequence(["/w/a.gif", "/w/b.gif"], "/w/out.gif", 3).args[2]).toBe(
      "--loopcount=3",
    );
  });
});
