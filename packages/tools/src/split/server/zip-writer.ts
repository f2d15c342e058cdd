import { open, readFile } from "node:fs/promises";
import { crc32 } from "node:zlib";

/**
 * A small ZIP writer for results: every entry is stored, not deflated (PNG and JPEG are already
 * compressed; deflating them again costs CPU for nothing), one file read at a time, so memory
 * holds one frame, never the archive. The checksum is zlib's native CRC-32. Entries carry a fixed
 * date (1980-01-01), so the same frames always make the same bytes. No ZIP64: an archive is
 * refused past 65,535 entries or 4 GB (a result holds at most the output frame limit).
 */

export interface ZipSource {
  /** The name inside the archive, e.g. "frame-001.png" (UTF-8). */
  name: string;
  /** A file to store, or bytes made in memory (frames.json). */
  path?: string;
  bytes?: Uint8Array;
}

const maxEntries = 0xffff;
const maxOffset = 0xffffffff;
/** Stored (method 0) needs version 1.0 of the format to extract. */
const versionNeeded = 10;
/** General purpose flag bit 11: the names are UTF-8. */
const utf8NamesFlag = 0x0800;
/** MS-DOS date of 1980-01-01 (the format's earliest), time 00:00. */
const dosDate = (0 << 9) | (1 << 5) | 1;
const dosTime = 0;

interface WrittenEntry {
  name: Uint8Array;
  crc: number;
  size: number;
  offset: number;
}

/** Writes `sources` in order into a new ZIP at `outputPath`; returns its size in bytes. */
export async function writeStoredZip(
  outputPath: string,
  sources: readonly ZipSource[],
  signal?: AbortSignal,
): Promise<number> {
  if (sources.length > maxEntries) {
    throw new Error(`A ZIP holds at most ${maxEntries} entries without ZIP64.`);
  }
  const encoder = new TextEncoder();
  const file = await open(outputPath, "w");
  try {
    let offset = 0;
    const write = async (bytes: Uint8Array) => {
      await file.write(bytes);
      offset += bytes.byteLength;
    };
    const written: WrittenEntry[] = [];
    for (const source of sources) {
      signal?.throwIfAborted();
      const data = source.bytes ?? (await readFile(source.path ?? ""));
      const name = encoder.encode(source.name);
      const entry = { name, crc: crc32(data), size: data.byteLength, offset };
      if (offset + 30 + name.byteLength + data.byteLength > maxOffset) {
        throw new Error("The ZIP would be larger than 4 GB.");
      }
      await write(localHeader(entry));
      await write(data);
      written.push(entry);
    }
    const directoryOffset = offset;
    for (const entry of written) await write(centralHeader(entry));
    await write(endRecord(written.length, offset - directoryOffset, directoryOffset));
    return offset;
  } finally {
    await file.close();
  }
}

function localHeader(entry: WrittenEntry): Uint8Array {
  const header = new DataView(new ArrayBuffer(30 + entry.name.byteLength));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, versionNeeded, true);
  header.setUint16(6, utf8NamesFlag, true);
  header.setUint16(8, 0, true); // stored
  header.setUint16(10, dosTime, true);
  header.setUint16(12, dosDate, true);
  header.setUint32(14, entry.crc, true);
  header.setUint32(18, entry.size, true); // compressed size = size (stored)
  header.setUint32(22, entry.size, true);
  header.setUint16(26, entry.name.byteLength, true);
  header.setUint16(28, 0, true); // no extra field
  const bytes = new Uint8Array(header.buffer);
  bytes.set(entry.name, 30);
  return bytes;
}

function centralHeader(entry: WrittenEntry): Uint8Array {
  const header = new DataView(new ArrayBuffer(46 + entry.name.byteLength));
  header.setUint32(0, 0x02014b50, true);
  header.setUint16(4, versionNeeded, true); // made by: MS-DOS attributes, version 1.0
  header.setUint16(6, versionNeeded, true);
  header.setUint16(8, utf8NamesFlag, true);
  header.setUint16(10, 0, true);
  header.setUint16(12, dosTime, true);
  header.setUint16(14, dosDate, true);
  header.setUint32(16, entry.crc, true);
  header.setUint32(20, entry.size, true);
  header.setUint32(24, entry.size, true);
  header.setUint16(28, entry.name.byteLength, true);
  // Extra field, comment, disk number, internal and external attributes: none.
  header.setUint32(42, entry.offset, true);
  const bytes = new Uint8Array(header.buffer);
  bytes.set(entry.name, 46);
  return bytes;
}

function endRecord(entryCount: number, directorySize: number, directoryOffset: number) {
  const record = new DataView(new ArrayBuffer(22));
  record.setUint32(0, 0x06054b50, true);
  // This disk and the directory's disk: 0 (one file).
  record.setUint16(8, entryCount, true);
  record.setUint16(10, entryCount, true);
  record.setUint32(12, directorySize, true);
  record.setUint32(16, directoryOffset, true);
  return new Uint8Array(record.buffer);
}
