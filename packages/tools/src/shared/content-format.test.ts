import { contentMismatchMessage, linkContentMismatchMessage } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import {
  acceptedContentFormats,
  detectContentFormat,
  isAcceptedContent,
} from "./content-format.ts";

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : [...part])));
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
/** A PNG chunk (the CRC is not checked by the sniff). */
const chunk = (type: string, data: number[]) => [
  ...u32(data.length),
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ihdr = chunk("IHDR", [...u32(1), ...u32(1), 8, 6, 0, 0, 0]);
/** An ISO base media file's first box: ftyp with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(u32(16 + 4 * compatible.length), "ftyp", major, [0, 0, 0, 0], ...compatible);
/** An EBML header whose DocType is `docType` (WebM or Matroska). */
const ebml = (docType: string) =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + 3)],
    [0x42, 0x82, 0x80 | docType.length],
    docType,
  );

/** Real leading bytes of every format a tool takes, and what the sniff must call them. */
const samples: [string, Uint8Array][] = [
  ["gif", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0])],
  ["png", bytes(pngSignature, ihdr, chunk("IDAT", [0, 0]))],
  ["apng", bytes(pngSignature, ihdr, chunk("acTL", [...u32(2), ...u32(0)]), chunk("IDAT", [0]))],
  ["mng", bytes([0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0x1c], "MHDR")],
  ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8X", [10, 0, 0, 0, 0x12, 0, 0, 0])],
  ["jpg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF", [0])],
  ["heic", ftyp("heic", "mif1", "heic")],
  ["avif", ftyp("avif", "mif1", "avif")],
  [
    "jp2",
    bytes(
      [0, 0, 0, 0x0c],
      "jP  ",
      [0x0d, 0x0a, 0x87, 0x0a],
      ftyp("jp2 ", "jp2 "),
      [0, 0, 0, 0x2d],
      "jp2h",
    ),
  ],
  ["jxl", bytes([0xff, 0x0a, 0xfa, 0x1f, 0, 0])],
  ["bmp", bytes("BM", [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0])],
  ["pdf", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")],
  ["mp4", ftyp("isom", "isom", "iso2", "avc1", "mp41")],
  ["mov", ftyp("qt  ", "qt  ")],
  ["3gp", ftyp("3gp4", "3gp4")],
  ["webm", ebml("webm")],
  ["mkv", ebml("matroska")],
  ["avi", bytes("RIFF", [0x24, 0, 0, 0], "AVI LIST")],
  ["flv", bytes("FLV", [1, 5, 0, 0, 0, 9])],
  [
    "asf",
    bytes([
      0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0, 0xaa, 0, 0x62, 0xce, 0x6c,
    ]),
  ],
];

describe("detectContentFormat (the browser's and the server's sniff)", () => {
  it.each(samples)("finds %s by its first bytes", async (format, head) => {
    expect(await detectContentFormat(head)).toBe(format);
  });

  it("finds nothing in text, HTML or an empty file", async () => {
    for (const text of ["These are my notes.\n", "<!doctype html><p>hi</p>", ""]) {
      expect(await detectContentFormat(bytes(text))).toBeNull();
    }
  });

  it("each kind of tool takes its formats and no other", async () => {
    const taken = (kind: "gif" | "images" | "video") =>
      samples.filter(([format]) => isAcceptedContent(format, kind)).map(([format]) => format);
    expect(taken("gif")).toEqual(["gif", "apng", "mng", "webp", "avif", "webm"]);
    expect(taken("images")).toEqual([
      "gif",
      "png",
      "apng",
      "mng",
      "webp",
      "jpg",
      "heic",
      "avif",
      "jp2",
      "jxl",
      "bmp",
      "pdf",
    ]);
    expect(taken("video")).toEqual(["mp4", "mov", "3gp", "webm", "mkv", "avi", "flv", "asf"]);
    expect(isAcceptedContent(null, "images")).toBe(false);
    expect(acceptedContentFormats.gif).not.toContain("png");
  });
});

describe("content mismatch messages", () => {
  it("say what the name promised and that the content does not match", () => {
    expect(contentMismatchMessage(["x.gif"])).toBe(
      "x.gif is not a GIF file: its content does not match its name.",
    );
    expect(contentMismatchMessage(["notes.jpg"])).toBe(
      "notes.jpg is not a JPEG file: its content does not match its name.",
    );
    expect(contentMismatchMessage(["clip.mp4"])).toBe(
      "clip.mp4 is not an MP4 file: its content does not match its name.",
    );
    expect(contentMismatchMessage(["a.apng", "b.png"])).toBe(
      "These files are not what their names say (their content does not match): a.apng, b.png.",
    );
    expect(linkContentMismatchMessage("/pictures/x.webp")).toBe(
      "The file at this link is not a WebP file: its content does not match its name.",
    );
    expect(linkContentMismatchMessage("/watch", "https://youtu.be/x")).toBe(
      "The file at https://youtu.be/x is not in a format GifKit can read.",
    );
  });
});
