import { execFile } from "node:child_process";
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { fixture } from "./fixtures.ts";

const run = promisify(execFile);

/**
 * Every image format the GIF Maker lists, made in `directory` from the real fixtures with the
 * operating system's own tools (ImageMagick, libheif's heif-enc, libjxl's cjxl, ffmpeg, webp's
 * gif2webp, Ghostscript) so each file is what that tool writes, not something we faked:
 * stills from the elephant photo (scaled to 240 × 176 to keep tests quick), animations from
 * cogs.gif (5 frames; delays 0, 5, 5, 5, 5 hundredths, the first played as 100 ms).
 */
export interface GifMakerImages {
  /** A camera JPEG, 660 × 480 (the fixture itself). */
  cameraJpeg: string;
  /** A lossy WebP photo of a tree, 1024 × 772 (the fixture itself). */
  treeWebp: string;
  /** The 240 × 176 reference picture every still below was made from. */
  basePng: string;
  stills: Record<
    "jpg" | "jpeg" | "png" | "webp" | "heic" | "heif" | "avif" | "jxl" | "jp2" | "bmp" | "pdf",
    string
  >;
  animations: Record<"gif" | "webp" | "apng" | "mng" | "jxl" | "avif", string>;
  /** 120 × 80 stored, EXIF orientation 6: shown 80 × 120 with the red half on top. */
  rotatedJpeg: string;
  corruptJpeg: string;
  emptyPdf: string;
  /** A PNG whose header says 30,000 × 30,000 pixels (a few hundred bytes on disk). */
  hugePng: string;
}

/** Size of the PDF page in points (1/72 in) and the size it is rendered at (150 DPI). */
export const pdfPagePoints = { width: 240, height: 176 };
export const pdfRenderedSize = { width: 500, height: 367 };
/** cogs.gif's delays as browsers play them (0 counts as 100 ms). */
export const cogsPlayedDelaysMs = [100, 50, 50, 50, 50];

export async function makeGifMakerImages(directory: string): Promise<GifMakerImages> {
  const at = (name: string) => join(directory, name);
  const cameraJpeg = at("camera.jpg");
  await copyFile(fixture("image/elephant-660-480.jpg"), cameraJpeg);
  const treeWebp = at("tree.webp");
  await copyFile(fixture("image/4.webp"), treeWebp);
  const basePng = at("base.png");
  await run("convert", [cameraJpeg, "-resize", "240x176!", basePng]);

  const stills = {
    jpg: at("photo.jpg"),
    jpeg: at("photo-2.jpeg"),
    png: at("photo.png"),
    webp: at("photo.webp"),
    heic: at("photo.heic"),
    heif: at("photo.heif"),
    avif: at("photo.avif"),
    jxl: at("photo.jxl"),
    jp2: at("photo.jp2"),
    bmp: at("photo.bmp"),
    pdf: at("photo.pdf"),
  };
  await run("convert", [basePng, "-quality", "92", stills.jpg]);
  await copyFile(stills.jpg, stills.jpeg);
  await copyFile(basePng, stills.png);
  await run("cwebp", ["-quiet", "-q", "90", basePng, "-o", stills.webp]);
  await run("heif-enc", ["-q", "90", basePng, "-o", stills.heic]);
  await run("heif-enc", ["-q", "90", basePng, "-o", stills.heif]);
  await run("heif-enc", ["--avif", "-q", "90", basePng, "-o", stills.avif]);
  await run("cjxl", ["-d", "1", basePng, stills.jxl]);
  await run("convert", [basePng, stills.jp2]);
  await run("convert", [basePng, `BMP3:${stills.bmp}`]);
  await makePdf(stills.jpg, stills.pdf);

  const cogs = fixture("gif/cogs.gif");
  const animations = {
    gif: at("anim.gif"),
    webp: at("anim.webp"),
    apng: at("anim.apng"),
    mng: at("anim.mng"),
    jxl: at("anim.jxl"),
    avif: at("anim.avif"),
  };
  await copyFile(cogs, animations.gif);
  // An AVIF sequence keeps alpha as a second, gray AV1 stream (the auxiliary alpha image).
  await run("ffmpeg", [
    ...["-v", "error", "-f", "gif", "-i", cogs, "-fps_mode", "passthrough", "-filter_complex"],
    "[0:v]format=rgba,split[a][b];[a]format=yuv420p[color];[b]alphaextract[alpha]",
    ...["-map", "[color]", "-map", "[alpha]", "-c:v", "libaom-av1", "-cpu-used", "8"],
    ...["-crf", "20", "-f", "avif", "-y", animations.avif],
  ]);
  await run("gif2webp", ["-quiet", cogs, "-o", animations.webp]);
  await run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-i",
    cogs,
    "-plays",
    "0",
    "-f",
    "apng",
    animations.apng,
  ]);
  // ImageMagick 6 writes the layers of a transparent MNG without their disposal, so the MNG is
  // made from the composited frames on white, as an exporter would.
  await run("convert", [
    cogs,
    "-coalesce",
    "-background",
    "white",
    "-alpha",
    "remove",
    `MNG:${animations.mng}`,
  ]);
  await run("cjxl", ["-d", "1", animations.apng, animations.jxl]);

  const rotatedJpeg = at("rotated.jpg");
  const halves = Buffer.alloc(120 * 80 * 3);
  for (let y = 0; y < 80; y++) {
    for (let x = 0; x < 120; x++)
      halves.set(x < 60 ? [220, 20, 20] : [20, 20, 220], (y * 120 + x) * 3);
  }
  // Orientation 6: the stored picture is turned 90° clockwise for display, so its left half
  // (red) ends up on top.
  await sharp(halves, { raw: { width: 120, height: 80, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toFile(rotatedJpeg);

  const corruptJpeg = at("corrupt.jpg");
  const jpeg = await readFile(stills.jpg);
  // The header survives (so the type and size checks pass); the picture data stops half way.
  await writeFile(corruptJpeg, jpeg.subarray(0, Math.floor(jpeg.length / 2)));

  const emptyPdf = at("empty.pdf");
  await writeFile(
    emptyPdf,
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );

  const hugePng = at("huge.png");
  await writeFile(hugePng, pngWithHeaderOnly(30_000, 30_000));

  return {
    cameraJpeg,
    treeWebp,
    basePng,
    stills,
    animations,
    rotatedJpeg,
    corruptJpeg,
    emptyPdf,
    hugePng,
  };
}

/** A one-page PDF showing a JPEG on a page of `pdfPagePoints`, written by Ghostscript. */
async function makePdf(jpegPath: string, pdfPath: string): Promise<void> {
  const ghostscriptRoot = "/usr/share/ghostscript";
  const versions = await readdir(ghostscriptRoot);
  const viewJpeg = versions.map((version) =>
    join(ghostscriptRoot, version, "lib", "viewjpeg.ps"),
  )[0];
  if (!viewJpeg) throw new Error("Ghostscript's viewjpeg.ps was not found");
  const { width, height } = pdfPagePoints;
  await run("gs", [
    "-q",
    "-dNOSAFER",
    "-sDEVICE=pdfwrite",
    "-o",
    pdfPath,
    viewJpeg,
    "-c",
    // viewjpeg.ps draws one pixel per point: the 240 × 176 JPEG fills the page.
    `<< /PageSize [${width} ${height}] >> setpagedevice (${jpegPath}) viewJPEG showpage`,
  ]);
}

/** A valid PNG signature, IHDR (8-bit RGB, width × height) and IEND, and a one-byte image. */
function pngWithHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
