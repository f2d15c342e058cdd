/**
 * A video's frame rate read from its container in the browser (the <video> element does not tell
 * it), so the editor frame steps exactly one frame: MP4/MOV/M4V/3GP from the video track's sample
 * table (`stts` sample durations over the `mdhd` time scale: frames / seconds, so a variable-rate
 * phone clip gets its average), WebM/MKV from the video track's DefaultDuration or, when the muxer
 * wrote none, from the first cluster's block timestamps. Pure: the bytes come from a ByteSource
 * (a File or Blob in the page, a Buffer in tests). Null when nothing is declared.
 *
 * With it, the video track's frame count (the <video> element's duration is the longest stream's:
 * an audio track often runs a few milliseconds past the last frame): MP4's sample count, or from
 * the last video block's timestamp at the end of a Matroska file.
 */
export interface VideoTiming {
  framesPerSecond: number;
  /** Null when the container does not tell it. */
  frameCount: number | null;
}
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A Blob (a File, a fetched video) as a ByteSource, for the page. */
export function blobByteSource(blob: {
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}): ByteSource {
  return {
    size: blob.size,
    read: async (offset, length) =>
      new Uint8Array(await blob.slice(offset, Math.min(blob.size, offset + length)).arrayBuffer()),
  };
}

/** A `moov` larger than this is not read (a long clip's is a few MB; the browser's memory is not). */
const maxMovieBoxBytes = 32 * 1024 * 1024;
/** Real files have a handful of top-level boxes (ftyp, moov, mdat, free...). */
const maxTopLevelBoxes = 1000;
/** The Matroska header, tracks and first cluster are within this much of the start. */
const matroskaReadBytes = 2 * 1024 * 1024;
/** The last video block is in the last clusters: this much of the file's end is searched. */
const matroskaTailBytes = 1024 * 1024;

const plausible = (fps: number) => (Number.isFinite(fps) && fps > 0 && fps <= 1000 ? fps : null);

export async function readVideoTiming(source: ByteSource): Promise<VideoTiming | null> {
  if (source.size < 12) return null;
  const head = await source.read(0, 12);
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    const tailStart = Math.max(0, source.size - matroskaTailBytes);
    return matroskaTiming(await source.read(0, matroskaReadBytes), () =>
      source.read(tailStart, matroskaTailBytes),
    );
  }
  if (
    ascii(head, 4, 4) === "ftyp" ||
    ["moov", "mdat", "free", "wide"].includes(ascii(head, 4, 4))
  ) {
    return mp4FrameRate(source);
  }
  return null;
}

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

const u32 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset);
const u64 = (bytes: Uint8Array, offset: number) =>
  u32(bytes, offset) * 2 ** 32 + u32(bytes, offset + 4);

// --- MP4 / QuickTime ---------------------------------------------------------------------------

interface Box {
  type: string;
  /** The payload's place: in the file for top-level boxes, in the parent's bytes below. */
  start: number;
  end: number;
}

/** The boxes in bytes[start, end) (a parent's payload). */
function childBoxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = u32(bytes, offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = u64(bytes, offset + 8);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) break;
    boxes.push({ type: ascii(bytes, offset + 4, 4), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

const child = (bytes: Uint8Array, parent: Box, type: string) =>
  childBoxes(bytes, parent.start, parent.end).find((box) => box.type === type);

async function mp4FrameRate(source: ByteSource): Promise<VideoTiming | null> {
  // The top-level boxes, header by header: the movie box may follow the media data.
  let offset = 0;
  // A crafted file of millions of tiny boxes is given up on, not walked read by read.
  for (let boxes = 0; offset + 8 <= source.size && boxes < maxTopLevelBoxes; boxes++) {
    const header = await source.read(offset, 16);
    let size = u32(header, 0);
    let headerBytes = 8;
    if (size === 1) {
      size = u64(header, 8);
      headerBytes = 16;
    } else if (size === 0) {
      size = source.size - offset;
    }
    if (size < headerBytes) return null;
    if (ascii(header, 4, 4) === "moov") {
      if (size > maxMovieBoxBytes) return null;
      const movie = await source.read(offset, size);
      return movieFrameRate(movie, { type: "moov", start: headerBytes, end: movie.length });
    }
    offset += size;
  }
  return null;
}

function movieFrameRate(bytes: Uint8Array, movie: Box): VideoTiming | null {
  for (const track of childBoxes(bytes, movie.start, movie.end)) {
    if (track.type !== "trak") continue;
    const media = child(bytes, track, "mdia");
    const handler = media && child(bytes, media, "hdlr");
    // hdlr: version and flags (4), pre_defined (4), then the handler type.
    if (!media || !handler || ascii(bytes, handler.start + 8, 4) !== "vide") continue;
    const mediaHeader = child(bytes, media, "mdhd");
    const info = child(bytes, media, "minf");
    const table = info && child(bytes, info, "stbl");
    const times = table && child(bytes, table, "stts");
    if (!mediaHeader || !times) return null;
    // mdhd version 1 has 64-bit creation and modification times before the time scale.
    const timeScale = u32(bytes, mediaHeader.start + (bytes[mediaHeader.start] === 1 ? 20 : 12));
    const entries = u32(bytes, times.start + 4);
    let samples = 0;
    let ticks = 0;
    for (let index = 0; index < entries; index++) {
      const entry = times.start + 8 + index * 8;
      if (entry + 8 > times.end) break;
      const count = u32(bytes, entry);
      samples += count;
      ticks += count * u32(bytes, entry + 4);
    }
    // A fragmented MP4 keeps its samples in fragments: the movie's table is empty.
    const fps = samples > 0 && ticks > 0 ? plausible((samples * timeScale) / ticks) : null;
    return fps === null ? null : { framesPerSecond: fps, frameCount: samples };
  }
  return null;
}

// --- Matroska / WebM ---------------------------------------------------------------------------

const ids = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

interface Element {
  id: number;
  start: number;
  end: number;
}

/** A variable-length integer at offset: its value (the length marker removed) and its length. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const first = bytes[offset] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function elements(bytes: Uint8Array, start: number, end: number): Element[] {
  const found: Element[] = [];
  let offset = start;
  while (offset < end && found.length < 10_000) {
    const id = vint(bytes, offset, true);
    if (!id) break;
    const size = vint(bytes, offset + id.length, false);
    if (!size) break;
    const payload = offset + id.length + size.length;
    // An unknown size (live WebM's segment and clusters) runs to the parent's end.
    const elementEnd = size.unknown ? end : Math.min(end, payload + size.value);
    found.push({ id: id.value, start: payload, end: elementEnd });
    offset = elementEnd;
  }
  return found;
}

const unsigned = (bytes: Uint8Array, element: Element) => {
  let value = 0;
  for (let index = element.start; index < element.end; index++) value = value * 256 + bytes[index]!;
  return value;
};

async function matroskaTiming(
  bytes: Uint8Array,
  readTail: () => Promise<Uint8Array>,
): Promise<VideoTiming | null> {
  const segment = elements(bytes, 0, bytes.length).find((element) => element.id === ids.segment);
  if (!segment) return null;
  const parts = elements(bytes, segment.start, segment.end);
  const info = parts.find((element) => element.id === ids.info);
  const scaleElement =
    info && elements(bytes, info.start, info.end).find((e) => e.id === ids.timecodeScale);
  // Matroska's default: timestamps in milliseconds.
  const timecodeScaleNs = scaleElement ? unsigned(bytes, scaleElement) : 1_000_000;
  let videoTrack: number | null = null;
  let fps: number | null = null;
  for (const tracks of parts.filter((element) => element.id === ids.tracks)) {
    for (const entry of elements(bytes, tracks.start, tracks.end)) {
      if (entry.id !== ids.trackEntry) continue;
      const fields = elements(bytes, entry.start, entry.end);
      const type = fields.find((field) => field.id === ids.trackType);
      if (!type || unsigned(bytes, type) !== 1) continue;
      const number = fields.find((field) => field.id === ids.trackNumber);
      videoTrack = number ? unsigned(bytes, number) : 1;
      const duration = fields.find((field) => field.id === ids.defaultDuration);
      if (duration) fps = plausible(1e9 / unsigned(bytes, duration));
      break;
    }
  }
  if (videoTrack === null) return null;
  if (fps === null) {
    // No declared duration per frame: the video blocks' timestamps in the first cluster.
    const cluster = parts.find((element) => element.id === ids.cluster);
    const stamps = cluster ? videoBlockTimes(bytes, cluster, videoTrack) : [];
    if (stamps.length < 3) return null;
    stamps.sort((a, b) => a - b);
    const spanNs = (stamps[stamps.length - 1]! - stamps[0]!) * timecodeScaleNs;
    fps = spanNs > 0 ? plausible(((stamps.length - 1) * 1e9) / spanNs) : null;
    if (fps === null) return null;
  }
  const lastSeconds = lastVideoBlockSeconds(await readTail(), videoTrack, timecodeScaleNs);
  return {
    framesPerSecond: fps,
    frameCount: lastSeconds === null ? null : Math.round(lastSeconds * fps) + 1,
  };
}

/** The cluster's own timestamp plus each video block's (in time-scale ticks). */
function videoBlockTimes(bytes: Uint8Array, cluster: Element, videoTrack: number): number[] {
  const stamps: number[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let clusterTime = 0;
  for (const element of elements(bytes, cluster.start, cluster.end)) {
    if (element.id === ids.clusterTimecode) clusterTime = unsigned(bytes, element);
    const block =
      element.id === ids.simpleBlock
        ? element
        : element.id === ids.blockGroup
          ? elements(bytes, element.start, element.end).find((e) => e.id === ids.block)
          : undefined;
    if (!block) continue;
    const track = vint(bytes, block.start, false);
    if (!track || track.value !== videoTrack || block.start + track.length + 2 > block.end)
      continue;
    stamps.push(clusterTime + view.getInt16(block.start + track.length));
  }
  return stamps;
}

/**
 * The last video block's time in seconds, from the file's tail: the clusters there are found by
 * their ID, latest first; a match inside a frame's data is rejected when what follows is not a
 * cluster starting with its timestamp.
 */
function lastVideoBlockSeconds(
  tail: Uint8Array,
  videoTrack: number,
  timecodeScaleNs: number,
): number | null {
  let checked = 0;
  for (let offset = tail.length - 4; offset >= 0 && checked < 50; offset--) {
    if (tail[offset] !== 0x1f || tail[offset + 1] !== 0x43) continue;
    if (tail[offset + 2] !== 0xb6 || tail[offset + 3] !== 0x75) continue;
    checked++;
    const [cluster] = elements(tail, offset, tail.length);
    if (!cluster || cluster.id !== ids.cluster) continue;
    const [first] = elements(tail, cluster.start, cluster.end);
    if (!first || first.id !== ids.clusterTimecode) continue;
    const stamps = videoBlockTimes(tail, cluster, videoTrack);
    if (stamps.length > 0) return (Math.max(...stamps) * timecodeScaleNs) / 1e9;
  }
  return null;
}
