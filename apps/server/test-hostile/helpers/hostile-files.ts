import { crc32, deflateSync } from "node:zlib";

/**
 * Hostile inputs built byte by byte (reliability.md Appendix A): every GIF frame is one 1×1
 * LZW-coded pixel, so a tiny file can declare an enormous canvas or frame count.
 */
export interface GifShape {
  screenWidth: number;
  screenHeight: number;
  frames: number;
  frameWidth?: number;
  frameHeight?: number;
  left?: number;
  top?: number;
  /** The image data sub-blocks of each frame (default: LZW clear, 0, end). */
  lzw?: Buffer;
  trailer?: boolean;
  /** Every frame's delay in hundredths of a second (default 2). */
  delayCentiseconds?: number;
}

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};

export function hostileGif(shape: GifShape): Buffer {
  const parts: Buffer[] = [
    Buffer.from("GIF89a"),
    u16(shape.screenWidth),
    u16(shape.screenHeight),
    Buffer.from([0x80, 0, 0]), // a 2-colour global table
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from("21ff0b4e45545343415045322e300301000000", "hex"), // NETSCAPE2.0, loop forever
  ];
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x04]), // control: disposal "leave", then the delay
    u16(shape.delayCentiseconds ?? 2),
    Buffer.from([0x00, 0x00]),
    Buffer.from([0x2c]),
    u16(shape.left ?? 0),
    u16(shape.top ?? 0),
    u16(shape.frameWidth ?? 1),
    u16(shape.frameHeight ?? 1),
    Buffer.from([0]),
    shape.lzw ?? Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
  ]);
  for (let index = 0; index < shape.frames; index++) parts.push(frame);
  if (shape.trailer !== false) parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** LZW data whose codes point past the table: a decoder must reject or repair it. */
export const badLzw = Buffer.from([0x02, 0x05, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]);

/**
 * LZW data that starts well (3-bit codes, LSB first: clear 4, colour 0) and then names code 7
 * before the table has it: the one reader lets it through (it checks the first codes only), a
 * decoder must reject it.
 */
export const lzwBrokenLater = Buffer.from([0x02, 0x05, 0xc4, 0xff, 0xff, 0xff, 0xff, 0x00]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const u32be = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => {
    bytes.writeUInt32BE(value, index * 4);
  });
  return bytes;
};

/** An APNG header: IHDR (1×1 by default), acTL with `declaredFrames`, fcTL rectangles, one IDAT. */
export function hostileApng(options: {
  width?: number;
  height?: number;
  declaredFrames: number;
  frames: { width: number; height: number; left: number; top: number }[];
}): Buffer {
  const ihdr = Buffer.concat([
    u32be(options.width ?? 1, options.height ?? 1),
    Buffer.from([8, 6, 0, 0, 0]),
  ]);
  const chunks = [
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", ihdr),
    pngChunk("acTL", u32be(options.declaredFrames, 0)),
  ];
  options.frames.forEach((frame, index) => {
    chunks.push(
      pngChunk(
        "fcTL",
        Buffer.concat([
          u32be(index, frame.width, frame.height, frame.left, frame.top),
          Buffer.from([0, 1, 0, 100, 0, 0]),
        ]),
      ),
    );
  });
  // The default image's rows: a filter byte and transparent pixels.
  const width = options.width ?? 1;
  const rows = Buffer.alloc((1 + width * 4) * (options.height ?? 1));
  chunks.push(pngChunk("IDAT", deflateSync(rows)));
  chunks.push(pngChunk("IEND", Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** A real one-pixel PNG (decodes everywhere). */
export const onePixelPng = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1b8a2a40000000049454e44ae426082",
  "hex",
);

/** A WebP container with a VP8X canvas and ANMF frames (the frame bitstreams are empty). */
export function hostileWebp(options: {
  canvasWidth: number;
  canvasHeight: number;
  frames: { left: number; top: number; width: number; height: number }[];
}): Buffer {
  const u24 = (value: number) =>
    Buffer.from([value & 255, (value >> 8) & 255, (value >> 16) & 255]);
  const chunk = (type: string, data: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(data.length);
    return Buffer.concat([Buffer.from(type, "latin1"), size, data, Buffer.alloc(data.length % 2)]);
  };
  const body = [
    chunk(
      "VP8X",
      Buffer.concat([
        Buffer.from([0x02, 0, 0, 0]), // animation flag
        u24(options.canvasWidth - 1),
        u24(options.canvasHeight - 1),
      ]),
    ),
    chunk("ANIM", Buffer.from([0, 0, 0, 0, 0, 0])),
    ...options.frames.map((frame) =>
      chunk(
        "ANMF",
        Buffer.concat([
          u24(frame.left / 2),
          u24(frame.top / 2),
          u24(frame.width - 1),
          u24(frame.height - 1),
          u24(100),
          Buffer.from([0]),
        ]),
      ),
    ),
  ];
  const payload = Buffer.concat([Buffer.from("WEBP"), ...body]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  return Buffer.concat([Buffer.from("RIFF"), size, payload]);
}

/** A JPEG whose start-of-frame declares `width` × `height` (no scan data follows). */
export function hostileJpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from("ffe000104a46494600010100000100010000", "hex"), // JFIF APP0
    sof,
    Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An HLS playlist: what ffmpeg would follow if it were ever handed one. */
export function hlsPlaylist(segmentUrl: string): Buffer {
  return Buffer.from(
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:1.0,\n${segmentUrl}\n#EXT-X-ENDLIST\n`,
  );
}

/** A stored-only ZIP with one entry. */
export function zipArchive(): Buffer {
  const name = Buffer.from("x.gif");
  const data = Buffer.from("GIF89a");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(header.length + name.length + data.length, 16);
  return Buffer.concat([header, name, data, central, name, end]);
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><text>&xxe;</text></svg>\n`,
);
