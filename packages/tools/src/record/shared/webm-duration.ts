/**
 * MediaRecorder writes WebM live, so its Segment > Info has no Duration: browsers then report an
 * infinite duration (the editor's timeline needs a length) and ffprobe only estimates one. This
 * adds the Duration element to Info once the recording's length is known, the way a muxer that
 * knew it from the start would have written it. Pure byte work on the file's first element
 * headers (a few hundred bytes); the clusters are copied as they are.
 */

const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
} as const;

interface ElementHeader {
  id: number;
  /** Bytes of the ID and the size field. */
  headerLength: number;
  /** null: "unknown size" (all ones), as a live muxer writes its Segment. */
  size: number | null;
  /** Where the size field starts. */
  sizeOffset: number;
  sizeLength: number;
}

/** A variable-length integer's byte count, from its first byte's leading zeros (1 to 8). */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length += 1) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

function readHeader(bytes: Uint8Array, offset: number): ElementHeader | null {
  const idLength = vintLength(bytes[offset] ?? 0);
  if (idLength === 0 || idLength > 4 || offset + idLength >= bytes.length) return null;
  let id = 0;
  for (let index = 0; index < idLength; index += 1) id = id * 256 + (bytes[offset + index] ?? 0);
  const sizeOffset = offset + idLength;
  const first = bytes[sizeOffset] ?? 0;
  const sizeLength = vintLength(first);
  if (sizeLength === 0 || sizeOffset + sizeLength > bytes.length) return null;
  let size = first & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index += 1) {
    const byte = bytes[sizeOffset + index] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return {
    id,
    headerLength: idLength + sizeLength,
    size: allOnes ? null : size,
    sizeOffset,
    sizeLength,
  };
}

/** `value` as a size field of exactly `length` bytes, or null if it does not fit. */
function sizeField(value: number, length: number): Uint8Array | null {
  if (value >= 2 ** (7 * length) - 1) return null;
  const field = new Uint8Array(length);
  let rest = value;
  for (let index = length - 1; index >= 0; index -= 1) {
    field[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  field[0] = (field[0] ?? 0) | (0x80 >> (length - 1));
  return field;
}

function readUnsigned(bytes: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let index = 0; index < length; index += 1)
    value = value * 256 + (bytes[offset + index] ?? 0);
  return value;
}

/**
 * The WebM with `durationMs` written into Segment > Info, or null when it cannot be done safely:
 * not a WebM, a Duration already there, or a SeekHead whose positions the insertion would shift.
 */
export function withWebmDuration(
  bytes: Uint8Array,
  durationMs: number,
): Uint8Array<ArrayBuffer> | null {
  if (!(durationMs > 0) || !Number.isFinite(durationMs)) return null;
  const ebml = readHeader(bytes, 0);
  if (ebml?.id !== ids.ebml || ebml.size === null) return null;
  const segmentOffset = ebml.headerLength + ebml.size;
  const segment = readHeader(bytes, segmentOffset);
  if (segment?.id !== ids.segment) return null;
  // Segment children until Info; a SeekHead before it points at byte positions we would move.
  let offset = segmentOffset + segment.headerLength;
  let info: ElementHeader | null = null;
  while (offset < bytes.length) {
    const child = readHeader(bytes, offset);
    if (!child || child.size === null || child.id === ids.seekHead) return null;
    if (child.id === ids.info) {
      info = child;
      break;
    }
    offset += child.headerLength + child.size;
  }
  if (!info || info.size === null) return null;
  const infoOffset = offset;
  const infoEnd = infoOffset + info.headerLength + info.size;
  if (infoEnd > bytes.length) return null;
  // Duration counts TimecodeScale units (nanoseconds per unit; 1,000,000 unless it says so).
  let timecodeScale = 1_000_000;
  for (let child = infoOffset + info.headerLength; child < infoEnd; ) {
    const header = readHeader(bytes, child);
    if (!header || header.size === null) return null;
    if (header.id === ids.duration) return null;
    if (header.id === ids.timecodeScale) {
      timecodeScale = readUnsigned(bytes, child + header.headerLength, header.size);
    }
    child += header.headerLength + header.size;
  }
  if (!(timecodeScale > 0)) return null;
  // ID 0x4489, size 8 (0x88), a big-endian float64.
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, (durationMs * 1_000_000) / timecodeScale);
  const newInfoSize = info.size + duration.length;
  const infoSizeField =
    sizeField(newInfoSize, info.sizeLength) ?? sizeField(newInfoSize, 8) ?? new Uint8Array();
  if (infoSizeField.length === 0) return null;
  const growth = duration.length + infoSizeField.length - info.sizeLength;
  // A Segment of known size grows by what was inserted (its size field keeps its length).
  const segmentSizeField =
    segment.size === null ? null : sizeField(segment.size + growth, segment.sizeLength);
  if (segment.size !== null && !segmentSizeField) return null;

  const out = new Uint8Array(bytes.length + growth);
  let written = 0;
  const copy = (part: Uint8Array) => {
    out.set(part, written);
    written += part.length;
  };
  copy(bytes.subarray(0, segment.sizeOffset));
  copy(
    segmentSizeField ?? bytes.subarray(segment.sizeOffset, segment.sizeOffset + segment.sizeLength),
  );
  copy(bytes.subarray(segment.sizeOffset + segment.sizeLength, info.sizeOffset));
  copy(infoSizeField);
  copy(bytes.subarray(info.sizeOffset + info.sizeLength, infoEnd));
  copy(duration);
  copy(bytes.subarray(infoEnd));
  return out;
}

/** The Duration in milliseconds a WebM states (for tests and checks), or null. */
export function readWebmDurationMs(bytes: Uint8Array): number | null {
  const ebml = readHeader(bytes, 0);
  if (ebml?.id !== ids.ebml || ebml.size === null) return null;
  const segmentOffset = ebml.headerLength + ebml.size;
  const segment = readHeader(bytes, segmentOffset);
  if (segment?.id !== ids.segment) return null;
  let offset = segmentOffset + segment.headerLength;
  while (offset < bytes.length) {
    const child = readHeader(bytes, offset);
    if (!child || child.size === null) return null;
    if (child.id === ids.info) {
      let timecodeScale = 1_000_000;
      let durationUnits: number | null = null;
      const end = offset + child.headerLength + child.size;
      for (let inner = offset + child.headerLength; inner < end; ) {
        const header = readHeader(bytes, inner);
        if (!header || header.size === null) return null;
        const start = inner + header.headerLength;
        if (header.id === ids.timecodeScale)
          timecodeScale = readUnsigned(bytes, start, header.size);
        if (header.id === ids.duration) {
          const view = new DataView(bytes.buffer, bytes.byteOffset + start, header.size);
          durationUnits = header.size === 8 ? view.getFloat64(0) : view.getFloat32(0);
        }
        inner = start + header.size;
      }
      return durationUnits === null ? null : (durationUnits * timecodeScale) / 1_000_000;
    }
    offset += child.headerLength + child.size;
  }
  return null;
}
