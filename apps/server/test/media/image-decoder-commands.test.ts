import { describe, expect, it } from "vitest";
import {
  buildAnimationToRawFrames,
  buildHeifToPng,
  buildJxlInfo,
  buildJxlToPng,
  buildMagickStillToPng,
  buildMngToPngFrames,
  buildPdfFirstPageToPng,
  buildPdfInfo,
} from "../../src/media/image-decoder-commands.ts";

describe("image decoder commands (exact argv)", () => {
  it("HEIC/HEIF → PNG with heif-convert", () => {
    expect(buildHeifToPng("/w/in", "/w/d/heif.png")).toEqual({
      binary: "heif-convert",
      args: ["--quiet", "/w/in", "/w/d/heif.png"],
    });
  });

  it("JPEG XL → PNG with djxl on one thread, and its header with jxlinfo", () => {
    expect(buildJxlToPng("/w/in", "/w/d/jxl.png")).toEqual({
      binary: "djxl",
      args: ["/w/in", "/w/d/jxl.png", "--num_threads=1"],
    });
    expect(buildJxlInfo("/w/in")).toEqual({ binary: "jxlinfo", args: ["/w/in"] });
  });

  it("JPEG 2000 and BMP → PNG with ImageMagick, the coder named and one frame read", () => {
    expect(buildMagickStillToPng("jp2", "/w/in", "/w/d/jp2.png")).toEqual({
      binary: "magick",
      args: ["JP2:/w/in[0]", "-depth", "8", "PNG32:/w/d/jp2.png"],
    });
    expect(buildMagickStillToPng("bmp", "/w/in", "/w/d/bmp.png").args[0]).toBe("BMP:/w/in[0]");
  });

  it("MNG → composited PNG frames with ImageMagick", () => {
    expect(buildMngToPngFrames("/w/in", "/w/d/mng-%05d.png")).toEqual({
      binary: "magick",
      args: ["MNG:/w/in", "-coalesce", "-depth", "8", "PNG32:/w/d/mng-%05d.png"],
    });
  });

  it("APNG → raw RGBA frames with ffmpeg's apng demuxer, one per APNG frame, at most the declared count and one more", () => {
    expect(buildAnimationToRawFrames("apng", "/w/in", "/w/d/apng.rgba", { maxFrames: 6 })).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "apng",
        "-i",
        "/w/in",
        "-fps_mode",
        "passthrough",
        "-frames:v",
        "6",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "-y",
        "/w/d/apng.rgba",
      ],
    });
  });

  it("AVIF sequence → raw RGBA frames with ffmpeg's mov demuxer, its alpha stream merged back when it has one", () => {
    const tail = [
      "-fps_mode",
      "passthrough",
      "-frames:v",
      "6",
      "-f",
      "rawvideo",
      "-y",
      "/w/d/avif.rgba",
    ];
    expect(
      buildAnimationToRawFrames("avif", "/w/in", "/w/d/avif.rgba", {
        maxFrames: 6,
        alphaStream: true,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        ...["-v", "error", "-f", "mov", "-i", "/w/in", "-filter_complex"],
        "[0:v:0][0:v:1]alphamerge,format=rgba[frames]",
        ...["-map", "[frames]", ...tail],
      ],
    });
    expect(
      buildAnimationToRawFrames("avif", "/w/in", "/w/d/avif.rgba", {
        maxFrames: 6,
        alphaStream: false,
      }).args,
    ).toEqual([
      ...["-v", "error", "-f", "mov", "-i", "/w/in", "-filter_complex"],
      "[0:v:0]format=rgba[frames]",
      ...["-map", "[frames]", ...tail],
    ]);
  });

  it("PDF: pdfinfo for the first page, pdftoppm renders it at an exact size", () => {
    expect(buildPdfInfo("/w/in")).toEqual({
      binary: "pdfinfo",
      args: ["-f", "1", "-l", "1", "/w/in"],
    });
    expect(buildPdfFirstPageToPng("/w/in", "/w/d/pdf-page", { width: 500, height: 367 })).toEqual({
      binary: "pdftoppm",
      args: [
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        "-png",
        "-scale-to-x",
        "500",
        "-scale-to-y",
        "367",
        "/w/in",
        "/w/d/pdf-page",
      ],
    });
  });
});
