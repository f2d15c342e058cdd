/**
 * Reads a ZIP archive's table of contents (its central directory) from its bytes: pure, so the
 * browser can list a ZIP result (the result screen) and take single files out of it (Split's
 * frames) without the server storing each file on its own. Stored entries are sliced as they are;
 * deflated ones are for a caller with a decompressor (DecompressionStream "deflate-raw").
 * ZIP64 archives (over 4 GB or 65,535 entries) are refused: no result comes near either.
 */

export interface ZipEntry {
  /** The path inside the archive (UTF-8), e.g. "frame-001.png". */
  name: string;
  /** 0 = stored, 8 = deflated; anything else is named by its number. */
  method: number;
  compressedSize: number;
  /** Uncompressed size in bytes. */
  size: number;
  crc32: number;
  /** Where the entry's (compressed) bytes start in the archive. */
  dataOffset: number;
}

export class ZipReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipReadError";
  }
}

const endOfCentralDirectorySignature = 0x06054b50;
const centralEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535 bytes. */
const endRecordBytes = 22;
const maxCommentBytes = 0xffff;

export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endOffset = findEndRecord(view);
  const entryCount = view.getUint16(endOffset + 10, true);
  const directorySize = view.getUint32(endOffset + 12, true);
  const directoryOffset = view.getUint32(endOffset + 16, true);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) {
    throw new ZipReadError("ZIP64 archives are not read.");
  }
  if (directoryOffset + directorySize > endOffset) {
    throw new ZipReadError("The ZIP's table of contents lies outside the file.");
  }
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > endOffset || view.getUint32(offset, true) !== centralEntrySignature) {
      throw new ZipReadError(`The ZIP's table of contents is damaged at entry ${index + 1}.`);
    }
    const method = view.getUint16(offset + 10, true);
    const crc32 = view.getUint32(offset + 16, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.push({
      name,
      method,
      compressedSize,
      size,
      crc32,
      dataOffset: localDataOffset(view, localOffset, name),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A stored (uncompressed) entry's bytes, sliced from the archive without copying. */
export function storedEntryBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.method !== 0) {
    throw new ZipReadError(`${entry.name} is compressed (method ${entry.method}), not stored.`);
  }
  return bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - endRecordBytes;
  const first = Math.max(0, last - maxCommentBytes);
  // The record is found from the end: a comment may hold anything, so the last match wins.
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === endOfCentralDirectorySignature) return offset;
  }
  throw new ZipReadError("This is not a ZIP file (no table of contents at its end).");
}

/** The local header repeats the name with its own extra field: the data starts after both. */
function localDataOffset(view: DataView, localOffset: number, name: string): number {
  if (
    localOffset + 30 > view.byteLength ||
    view.getUint32(localOffset, true) !== localHeaderSignature
  ) {
    throw new ZipReadError(`The ZIP entry ${name} has no local header where its table says.`);
  }
  const nameLength = view.getUint16(localOffset + 26, true);
  const extraLength = view.getUint16(localOffset + 28, true);
  return localOffset + 30 + nameLength + extraLength;
}
