import { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/**
 * A ZIP archive written as it is read (a batch's results, a destination pack): entries are
 * stored, not deflated (GIF, WebP, MP4 and WebM are compressed already; deflating them again
 * costs CPU for a few bytes), each one's CRC and sizes in a data descriptor after its bytes, so
 * no entry is read twice or held in memory. The central directory at the end lists them all.
 * ZIP64 is not written: an archive stops with an error past 4 GiB (a batch's results are far
 * below that: 20 results of the result limits).
 */
export interface ZipEntry {
  /** The name inside the archive (UTF-8). */
  name: string;
  /** Its bytes, opened when the archive reaches the entry. */
  open(): Promise<AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer | string>>;
}

const zip32Limit = 0xffffffff;
/** Bit 3: CRC and sizes follow the data; bit 11: the name is UTF-8. */
const flags = 0x0008 | 0x0800;

/** DOS time and date of `date` (ZIP's own clock: 2-second steps, local fields as UTC). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date:
      ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) |
      ((date.getUTCMonth() + 1) << 5) |
      date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

/** The archive of `entries`, in order, as a stream (for `reply.send`). */
export function zipStream(entries: readonly ZipEntry[], now = new Date()): Readable {
  const { time, date } = dosDateTime(now);
  async function* archive(): AsyncGenerator<Buffer> {
    const written: Written[] = [];
    let offset = 0;
    for (const entry of entries) {
      const name = Buffer.from(entry.name, "utf8");
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(0, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      // CRC and sizes are zero here: the data descriptor after the bytes carries them.
      local.writeUInt16LE(name.length, 26);
      yield local;
      yield name;
      const start = offset;
      offset += local.length + name.length;
      let crc = 0;
      let size = 0;
      for await (const chunk of await entry.open()) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk);
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
      offset += size;
      if (size > zip32Limit || offset > zip32Limit) {
        throw new Error("The archive would be larger than 4 GiB (ZIP64 is not written).");
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;
      offset += descriptor.length;
      written.push({ name, crc: crc >>> 0, size, offset: start });
    }
    const directoryStart = offset;
    let directorySize = 0;
    for (const entry of written) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(flags, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      yield header;
      yield entry.name;
      directorySize += header.length + entry.name.length;
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(written.length, 8);
    end.writeUInt16LE(written.length, 10);
    end.writeUInt32LE(directorySize, 12);
    end.writeUInt32LE(directoryStart, 16);
    yield end;
  }
  return Readable.from(archive());
}

/** Entry names made unique ("a.gif", "a-2.gif") and safe (no folders, no control characters). */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw) => {
    const base =
      raw
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
        .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, "_")
        .replace(/^\.+/, "_")
        .slice(0, 120) || "file";
    const dot = base.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
    let name = base;
    for (let count = 2; seen.has(name.toLowerCase()); count += 1) {
      name = `${stem}-${count}${extension}`;
    }
    seen.add(name.toLowerCase());
    return name;
  });
}
