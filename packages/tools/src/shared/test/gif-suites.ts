import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { GifReader } from "omggif";
import sharp from "sharp";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifBlocks } from "../image-header.ts";

/**
 * The public GIF decoder suites in test/fixtures/gif-suites (SOURCES.md there): robert-ancell's
 * pygif test-suite (a `.conf` per file: size, loop, pictures and their expected pixels) and
 * peterdn's gif-test-suite (an expected PNG per frame). Each file with what a viewer should see.
 */
export interface SuiteFile {
  /** "pygif/animation.gif", for messages and tables. */
  name: string;
  path: string;
  /** The logical screen, as browsers show it. */
  width: number;
  height: number;
  /**
   * Expected composited pictures (RGBA, width × height) and, for each, the stored frame (0-based)
   * it is seen after; empty when the suite gives none.
   */
  pictures: { afterFrame: number; rgba: Buffer }[];
  /** Whether the suite says a reader must give no picture (no frame, broken codes, 65535 px). */
  refuse: boolean;
}

const suitesDir = fixture("gif-suites");

/** The pygif `.conf` as sections of key = value. */
function parseConf(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = new Map();
      sections.set(section[1] as string, current);
      continue;
    }
    const at = line.indexOf("=");
    if (at > 0) current.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return sections;
}

async function pngRgba(path: string): Promise<{ rgba: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(path)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgba: data, width: info.width, height: info.height };
}

/**
 * The stored frame each of `pictureCount` pictures is seen after. pygif shows a picture when a
 * frame has a delay (frames of delay 0 build it up: images-combine, high-color); a "forced"
 * animation of 0-delay frames shows every frame. Null when the frames cannot be matched.
 */
function pictureEnds(delays: number[], pictureCount: number): number[] | null {
  if (pictureCount === delays.length) return delays.map((_, index) => index);
  const ends = delays.flatMap((delay, index) =>
    delay > 0 || index === delays.length - 1 ? [index] : [],
  );
  return ends.length === pictureCount ? ends : null;
}

export async function loadSuites(): Promise<SuiteFile[]> {
  const files: SuiteFile[] = [];
  const pygif = join(suitesDir, "pygif");
  for (const conf of (await readdir(pygif)).filter((name) => name.endsWith(".conf")).sort()) {
    const sections = parseConf(await readFile(join(pygif, conf), "utf8"));
    const config = sections.get("config") as Map<string, string>;
    const path = join(pygif, config.get("input") as string);
    const width = Number(config.get("width"));
    const height = Number(config.get("height"));
    const frameNames = (config.get("frames") ?? "").split(",").filter((name) => name !== "");
    const refuse = frameNames.length === 0;
    const pictures: SuiteFile["pictures"] = [];
    const delays = refuse ? [] : storedDelays(await readFile(path));
    const ends = refuse ? null : pictureEnds(delays, frameNames.length);
    if (ends) {
      for (const [index, frameName] of frameNames.entries()) {
        const section = sections.get(frameName);
        const pixels = section?.get("pixels");
        const image = section?.get("image");
        let rgba: Buffer | undefined;
        if (pixels && !pixels.endsWith("max-width.rgba") && !pixels.endsWith("max-height.rgba")) {
          rgba = await readFile(join(pygif, pixels)).catch(() => undefined);
        }
        if (!rgba && image) rgba = (await pngRgba(join(pygif, image))).rgba;
        if (rgba && rgba.length === width * height * 4) {
          pictures.push({ afterFrame: ends[index] as number, rgba });
        }
      }
    }
    files.push({
      name: `pygif/${conf.replace(/\.conf$/, ".gif")}`,
      path,
      width,
      height,
      pictures,
      refuse,
    });
  }
  const peterdn = join(suitesDir, "peterdn");
  const frameFiles = await readdir(join(peterdn, "frames"));
  for (const gif of (await readdir(peterdn)).filter((name) => name.endsWith(".gif")).sort()) {
    const base = gif.replace(/\.gif$/, "");
    const names = frameFiles
      .filter((name) => name === `${base}.png` || new RegExp(`^${base}-\\d+\\.png$`).test(name))
      .sort((a, b) => frameNumber(a) - frameNumber(b));
    const pictures: SuiteFile["pictures"] = [];
    let width = 0;
    let height = 0;
    for (const [index, name] of names.entries()) {
      const png = await pngRgba(join(peterdn, "frames", name));
      width = png.width;
      height = png.height;
      pictures.push({ afterFrame: index, rgba: png.rgba });
    }
    files.push({
      name: `peterdn/${gif}`,
      path: join(peterdn, gif),
      width,
      height,
      pictures,
      refuse: false,
    });
  }
  return files;
}

const frameNumber = (name: string) => Number(/-(\d+)\.png$/.exec(name)?.[1] ?? 0);

/** Each stored frame's delay in hundredths (0 where there is no Graphic Control Extension). */
export function storedDelays(bytes: Uint8Array): number[] {
  let reader: GifReader;
  try {
    reader = new GifReader(forOmggif(bytes).bytes);
  } catch {
    return []; // a file omggif cannot walk: no pictures to compare
  }
  return Array.from({ length: reader.numFrames() }, (_, index) => reader.frameInfo(index).delay);
}

export interface BrowserGif {
  width: number;
  height: number;
  delaysCentiseconds: number[];
  /** NETSCAPE repetitions (0 = forever), null when the GIF has no loop block (plays once). */
  loopCount: number | null;
  /** Every frame composited as browsers do it: transparent start, background clears to transparent. */
  frames: Buffer[];
  /** Frames that reach past the logical screen (a tool's output should have none). */
  framesOffScreen: number;
}

/**
 * The GIF's blocks as omggif can read them, and its loop: omggif throws on extensions it does not
 * know (plain text 0x01, 0x2a) and misses a NETSCAPE block with more sub-blocks than the loop (a
 * buffer size), which browsers both pass over. Returns the bytes without such extensions and the
 * first NETSCAPE loop count (null when there is none: the GIF plays once).
 */
function forOmggif(bytes: Uint8Array): { bytes: Uint8Array; loopCount: number | null } {
  const kept: Uint8Array[] = [];
  let loopCount: number | null = null;
  let control = false;
  for (const block of gifBlocks(bytes)) {
    const part = bytes.subarray(block.start, block.end);
    // omggif carries a Graphic Control over to the frames after it; it belongs to one frame only:
    // a frame without one gets an empty one (no delay, disposal or transparency).
    if (block.kind === "image" && !control)
      kept.push(Uint8Array.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]));
    if (block.kind === "image") control = false;
    if (block.kind === "extension" && block.label === 0xf9) control = true;
    if (block.kind === "extension") {
      if (block.label === 0xff && part.length > 16) {
        const name = String.fromCharCode(...part.subarray(3, 14));
        // ANIMEXTS1.0 is the same block under its other name (pygif loop-animexts).
        if (
          (name === "NETSCAPE2.0" || name === "ANIMEXTS1.0") &&
          loopCount === null &&
          part[15] === 1
        ) {
          loopCount = (part[16] as number) | ((part[17] as number) << 8);
        }
        continue; // every application extension dropped: the loop is read here
      }
      if (block.label !== 0xf9 && block.label !== 0xfe) continue;
    }
    kept.push(part);
  }
  return { bytes: Buffer.concat(kept), loopCount };
}

/**
 * A GIF as a browser shows it (Chromium's and Firefox's disposal rules), decoded with omggif, a
 * decoder none of the tools uses: the canvas starts transparent, "restore to background" clears
 * the frame's rectangle to transparent, "restore to previous" puts back what was under it, and
 * what lies off the logical screen is cut away.
 */
export function decodeLikeBrowsers(gif: Uint8Array): BrowserGif {
  const { bytes, loopCount } = forOmggif(gif);
  let reader = new GifReader(bytes);
  const { width, height } = reader;
  let framesOffScreen = 0;
  let canvasWidth = width;
  let canvasHeight = height;
  for (let index = 0; index < reader.numFrames(); index++) {
    const info = reader.frameInfo(index);
    if (info.x + info.width > width || info.y + info.height > height) framesOffScreen++;
    canvasWidth = Math.max(canvasWidth, info.x + info.width);
    canvasHeight = Math.max(canvasHeight, info.y + info.height);
  }
  if (framesOffScreen > 0) {
    // omggif blits at the screen's stride: decode on a screen grown to the frames, then cut.
    const grown = Buffer.from(bytes);
    grown.writeUInt16LE(canvasWidth, 6);
    grown.writeUInt16LE(canvasHeight, 8);
    reader = new GifReader(grown);
  }
  const canvas = Buffer.alloc(canvasWidth * canvasHeight * 4);
  const frames: Buffer[] = [];
  const delaysCentiseconds: number[] = [];
  for (let index = 0; index < reader.numFrames(); index++) {
    const info = reader.frameInfo(index);
    delaysCentiseconds.push(info.delay);
    const before = info.disposal === 3 ? Buffer.from(canvas) : null;
    reader.decodeAndBlitFrameRGBA(index, canvas);
    const frame = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      canvas.copy(frame, y * width * 4, y * canvasWidth * 4, (y * canvasWidth + width) * 4);
    }
    frames.push(frame);
    if (info.disposal === 2) {
      for (let y = info.y; y < info.y + info.height; y++) {
        canvas.fill(0, (y * canvasWidth + info.x) * 4, (y * canvasWidth + info.x + info.width) * 4);
      }
    } else if (before) {
      before.copy(canvas);
    }
  }
  return { width, height, delaysCentiseconds, loopCount, frames, framesOffScreen };
}

/**
 * Pixels that differ between two RGBA pictures of one size: transparency (alpha on either side of
 * half) or, where both are opaque, a channel by more than `tolerance`.
 */
export function differingPixels(expected: Buffer, actual: Buffer, tolerance = 40): number {
  let differing = 0;
  for (let index = 0; index < expected.length; index += 4) {
    const expectedOpaque = (expected[index + 3] as number) >= 128;
    const actualOpaque = (actual[index + 3] as number) >= 128;
    if (expectedOpaque !== actualOpaque) {
      differing++;
    } else if (
      expectedOpaque &&
      [0, 1, 2].some(
        (channel) =>
          Math.abs((expected[index + channel] as number) - (actual[index + channel] as number)) >
          tolerance,
      )
    ) {
      differing++;
    }
  }
  return differing;
}

/** Only where pixels are transparent: for edits that change colours (Effects) but not shapes. */
export function differingTransparency(expected: Buffer, actual: Buffer): number {
  let differing = 0;
  for (let index = 3; index < expected.length; index += 4) {
    if ((expected[index] as number) >= 128 !== (actual[index] as number) >= 128) differing++;
  }
  return differing;
}

/** A picture turned a quarter clockwise (Rotate 90). */
export function rotateClockwise(rgba: Buffer, width: number, height: number): Buffer {
  const turned = Buffer.alloc(rgba.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // (x, y) goes to (height − 1 − y, x) in a picture height wide.
      rgba.copy(
        turned,
        (x * height + (height - 1 - y)) * 4,
        (y * width + x) * 4,
        (y * width + x) * 4 + 4,
      );
    }
  }
  return turned;
}

/** The part of an RGBA picture `width` wide inside a box (Crop, Sprite sheet cells). */
export function cropRgba(
  rgba: Buffer,
  width: number,
  box: { x: number; y: number; width: number; height: number },
): Buffer {
  const part = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * width + box.x) * 4;
    rgba.copy(part, y * box.width * 4, from, from + box.width * 4);
  }
  return part;
}

/**
 * Pixels of `actual` that differ from `expected` outside a box, and inside it pixels that are not
 * `inside` (an opaque [r, g, b]): Censor's solid box and Overlay's solid picture.
 */
export function differingAroundBox(
  expected: Buffer,
  actual: Buffer,
  width: number,
  box: { x: number; y: number; width: number; height: number },
  inside: [number, number, number],
): number {
  let differing = 0;
  for (let index = 0; index < expected.length; index += 4) {
    const x = (index / 4) % width;
    const y = Math.floor(index / 4 / width);
    const inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
    if (inBox) {
      const opaque = (actual[index + 3] as number) >= 128;
      const off = inside.some(
        (value, channel) => Math.abs((actual[index + channel] as number) - value) > 40,
      );
      if (!opaque || off) differing++;
    } else {
      differing += differingPixels(
        expected.subarray(index, index + 4),
        actual.subarray(index, index + 4),
      );
    }
  }
  return differing;
}

/**
 * Pixels that differ from `expected` and are not opaque in `actual`: an edit that only paints
 * over the picture (Add Text, Draw) may change a pixel only by covering it.
 */
export function differingUnderPaint(expected: Buffer, actual: Buffer): number {
  let differing = 0;
  for (let index = 0; index < expected.length; index += 4) {
    const one = differingPixels(
      expected.subarray(index, index + 4),
      actual.subarray(index, index + 4),
    );
    if (one > 0 && (actual[index + 3] as number) < 128) differing++;
  }
  return differing;
}
