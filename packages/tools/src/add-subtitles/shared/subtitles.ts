/**
 * Add Subtitles' reading of a subtitle file (issue 42), pure so the server's check and its tests
 * share it: SubRip (.srt), WebVTT (.vtt) or ASS/SSA (.ass), found by content, every cue's times
 * read and checked, each problem named by its line. ffmpeg is handed only a file this accepts.
 */

export type SubtitleFormat = "srt" | "vtt" | "ass";

export interface SubtitleCue {
  startSeconds: number;
  endSeconds: number;
  /** The line of the file the cue's times are on (1-based). */
  line: number;
  /**
   * The words as shown, lines joined by "\n": SRT/VTT tags (<i>, <c.x>) and ASS override
   * blocks ({\\b1}) left out, ASS's \\N line breaks made real. The editor's overlay draws it.
   */
  text: string;
}

/**
 * What is wrong with a file, by kind, with what its message names: the editor words it in the
 * page's language (add-subtitles/editor-text.ts `problems`), the server sends `message` (English).
 */
export type SubtitleProblem =
  | { kind: "tooLarge" | "tooManyCues" | "notText" | "empty" | "noEvents" }
  | { kind: "noText" | "backwards"; line: number }
  | { kind: "srtTimes" | "vttTimes" | "assTimes"; line: number; found: string };

export type SubtitleReading =
  | { ok: true; format: SubtitleFormat; cues: SubtitleCue[] }
  | { ok: false; message: string; problem: SubtitleProblem };

/** The most a subtitle file may hold: bytes and cues (a two-hour film has about 1,500 cues). */
export const subtitleLimits = { maxBytes: 1_000_000, maxCues: 10_000 } as const;

/** The ffmpeg demuxer of each format (the subtitle input is never probed). */
export const subtitleDemuxers: Record<SubtitleFormat, "srt" | "webvtt" | "ass"> = {
  srt: "srt",
  vtt: "webvtt",
  ass: "ass",
};

export const subtitleMessages = {
  tooLarge: `The subtitle file is too large: at most ${subtitleLimits.maxBytes.toLocaleString("en-US")} bytes.`,
  tooManyCues: `The subtitle file has too many cues: at most ${subtitleLimits.maxCues.toLocaleString("en-US")}.`,
  notText: "The subtitle file is not UTF-8 text: save it as UTF-8 (SRT, VTT or ASS) and try again.",
  empty: "The subtitle file has no cues: each cue needs its times and a line of text.",
  srtTimes: (line: number, found: string) =>
    `Line ${line}: expected a cue's times such as 00:00:01,000 --> 00:00:04,000, found "${found}".`,
  vttTimes: (line: number, found: string) =>
    `Line ${line}: expected a cue's times such as 00:01.000 --> 00:04.000, found "${found}".`,
  noText: (line: number) => `Line ${line}: the cue has times but no text.`,
  backwards: (line: number) => `Line ${line}: the cue ends before it starts.`,
  noEvents: "The ASS file has no [Events] section with a Format line.",
  assTimes: (line: number, found: string) =>
    `Line ${line}: expected a Dialogue line with Start and End such as 0:00:01.00, found "${found}".`,
} as const;

/** A refusal: the problem and the API's English message for it. */
function refused(problem: SubtitleProblem): SubtitleReading {
  switch (problem.kind) {
    case "noText":
    case "backwards":
      return { ok: false, message: subtitleMessages[problem.kind](problem.line), problem };
    case "srtTimes":
    case "vttTimes":
    case "assTimes":
      return {
        ok: false,
        message: subtitleMessages[problem.kind](problem.line, problem.found),
        problem,
      };
    default:
      return { ok: false, message: subtitleMessages[problem.kind], problem };
  }
}

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** "00:00:01,000" (SRT) or "00:01.000" / "01:02:03.456" (VTT) in seconds, or null. */
function clockSeconds(text: string, separator: "," | "."): number | null {
  const pattern =
    separator === ","
      ? /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/
      : /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  return (
    Number(hours ?? 0) * 3600 +
    Number(minutes) * 60 +
    Number(seconds) +
    Number(`0.${(fraction ?? "0").padEnd(3, "0")}`)
  );
}

/** A timing line "A --> B [settings]" in seconds, or null. */
function timingLine(text: string, separator: "," | "."): [number, number] | null {
  const match = /^(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/.exec(text.trim());
  if (!match) return null;
  const start = clockSeconds(match[1] as string, separator);
  const end = clockSeconds(match[2] as string, separator);
  return start === null || end === null ? null : [start, end];
}

/** Blocks of non-blank lines with the line number each starts on. */
function blocksOf(lines: readonly string[]): { first: number; lines: string[] }[] {
  const blocks: { first: number; lines: string[] }[] = [];
  let current: { first: number; lines: string[] } | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === "") {
      current = null;
      return;
    }
    if (!current) {
      current = { first: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

function readTimedBlocks(lines: readonly string[], format: "srt" | "vtt"): SubtitleReading {
  const separator = format === "srt" ? "," : ".";
  const cues: SubtitleCue[] = [];
  const blocks = blocksOf(lines);
  for (const [blockIndex, block] of blocks.entries()) {
    // WebVTT's header block and its NOTE, STYLE and REGION blocks hold no cue.
    if (
      format === "vtt" &&
      (blockIndex === 0 || /^(NOTE|STYLE|REGION)\b/.test(block.lines[0] ?? ""))
    ) {
      continue;
    }
    // An identifier line (SRT's number, WebVTT's optional id) comes before the times.
    const timingAt = block.lines[0]?.includes("-->") ? 0 : 1;
    const timing = block.lines[timingAt];
    const line = block.first + timingAt;
    const times = timing === undefined ? null : timingLine(timing, separator);
    if (!times) {
      const found = shown((timing ?? block.lines[0] ?? "").trim());
      return refused({ kind: format === "srt" ? "srtTimes" : "vttTimes", line, found });
    }
    if (block.lines.length <= timingAt + 1) return refused({ kind: "noText", line });
    if (times[1] < times[0]) return refused({ kind: "backwards", line });
    const text = block.lines
      .slice(timingAt + 1)
      .map((textLine) => textLine.replace(/<[^>]*>/g, "").trim())
      .join("\n");
    cues.push({ startSeconds: times[0], endSeconds: times[1], line, text });
    if (cues.length > subtitleLimits.maxCues) return refused({ kind: "tooManyCues" });
  }
  if (cues.length === 0) return refused({ kind: "empty" });
  return { ok: true, format, cues };
}

/** ASS's "H:MM:SS.cc" in seconds, or null. */
function assClock(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d):([0-5]\d)\.(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return (
    Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 100
  );
}

function readAss(lines: readonly string[]): SubtitleReading {
  let inEvents = false;
  let fields: string[] | null = null;
  const cues: SubtitleCue[] = [];
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    const line = index + 1;
    if (text.startsWith("[")) {
      inEvents = text.toLowerCase() === "[events]";
      continue;
    }
    if (!inEvents) continue;
    if (text.startsWith("Format:")) {
      fields = text
        .slice("Format:".length)
        .split(",")
        .map((field) => field.trim().toLowerCase());
      continue;
    }
    if (!text.startsWith("Dialogue:")) continue;
    if (!fields) return refused({ kind: "noEvents" });
    // The last field (Text) may hold commas: split only as many times as there are fields.
    const values = text.slice("Dialogue:".length).split(",");
    const start = assClock(values[fields.indexOf("start")] ?? "");
    const end = assClock(values[fields.indexOf("end")] ?? "");
    if (start === null || end === null || values.length < fields.length) {
      return refused({ kind: "assTimes", line, found: shown(text) });
    }
    if (end < start) return refused({ kind: "backwards", line });
    const words = values
      .slice(fields.length - 1)
      .join(",")
      .replace(/\{[^}]*\}/g, "")
      .replace(/\\[Nn]/g, "\n")
      .replace(/\\h/g, " ")
      .trim();
    cues.push({ startSeconds: start, endSeconds: end, line, text: words });
    if (cues.length > subtitleLimits.maxCues) return refused({ kind: "tooManyCues" });
  }
  if (!fields) return refused({ kind: "noEvents" });
  if (cues.length === 0) return refused({ kind: "empty" });
  return { ok: true, format: "ass", cues };
}

/** Reads a subtitle file's bytes: its format by content, its cues, or the first problem. */
export function readSubtitles(bytes: Uint8Array): SubtitleReading {
  if (bytes.length > subtitleLimits.maxBytes) return refused({ kind: "tooLarge" });
  let text: string;
  try {
    // fatal: a file in another encoding (Latin-1, UTF-16) is refused, not read as mojibake.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refused({ kind: "notText" });
  }
  if (text.includes("\u0000")) return refused({ kind: "notText" });
  const lines = text.split(/\r\n|\r|\n/);
  const first = (lines.find((line) => line.trim() !== "") ?? "").trim();
  if (first.startsWith("WEBVTT")) return readTimedBlocks(lines, "vtt");
  if (/^\[script info\]$/i.test(first)) return readAss(lines);
  return readTimedBlocks(lines, "srt");
}

/**
 * The start call's look at a subtitle file's first bytes: text has no NUL byte (a video or a
 * picture renamed .srt has some in its header). The whole file is read by the worker
 * (readSubtitles).
 */
export function isSubtitleTextHead(head: Uint8Array): boolean {
  return head.length > 0 && !head.includes(0);
}
