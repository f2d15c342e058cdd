import { describe, expect, it } from "vitest";
import { readSubtitles, subtitleLimits } from "./subtitles.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("reading a subtitle file", () => {
  it("reads SRT cues (numbers, CRLF, a BOM, several text lines)", () => {
    const srt =
      "\uFEFF1\r\n00:00:00,500 --> 00:00:01,500\r\n<i>Hello</i>\r\nGifKit\r\n\r\n2\r\n00:00:02,000 --> 00:00:03,250\r\nBye\r\n";
    expect(readSubtitles(bytes(srt))).toEqual({
      ok: true,
      format: "srt",
      cues: [
        { startSeconds: 0.5, endSeconds: 1.5, line: 2, text: "Hello\nGifKit" },
        { startSeconds: 2, endSeconds: 3.25, line: 7, text: "Bye" },
      ],
    });
  });

  it("names the line of a bad SRT cue, of a cue without text, of one that ends first", () => {
    expect(
      readSubtitles(bytes("1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:03 --> 00:00:04\nB\n")),
    ).toEqual({
      ok: false,
      message:
        'Line 6: expected a cue\'s times such as 00:00:01,000 --> 00:00:04,000, found "00:00:03 --> 00:00:04".',
      problem: { kind: "srtTimes", line: 6, found: "00:00:03 --> 00:00:04" },
    });
    expect(readSubtitles(bytes("1\n00:00:01,000 --> 00:00:02,000\n"))).toEqual({
      ok: false,
      message: "Line 2: the cue has times but no text.",
      problem: { kind: "noText", line: 2 },
    });
    expect(readSubtitles(bytes("1\n00:00:05,000 --> 00:00:02,000\nA\n"))).toEqual({
      ok: false,
      message: "Line 2: the cue ends before it starts.",
      problem: { kind: "backwards", line: 2 },
    });
  });

  it("reads WebVTT (header, NOTE, an id, settings, minutes-only times)", () => {
    const vtt =
      "WEBVTT - demo\n\nNOTE made by hand\n\nintro\n00:00.500 --> 00:01.500 line:90%\nHello\n\n01:00:00.000 --> 01:00:01.000\nLate\n";
    expect(readSubtitles(bytes(vtt))).toEqual({
      ok: true,
      format: "vtt",
      cues: [
        { startSeconds: 0.5, endSeconds: 1.5, line: 6, text: "Hello" },
        { startSeconds: 3600, endSeconds: 3601, line: 9, text: "Late" },
      ],
    });
    expect(readSubtitles(bytes("WEBVTT\n\n00:00,500 --> 00:01,500\nHi\n"))).toEqual({
      ok: false,
      message:
        'Line 3: expected a cue\'s times such as 00:01.000 --> 00:04.000, found "00:00,500 --> 00:01,500".',
      problem: { kind: "vttTimes", line: 3, found: "00:00,500 --> 00:01,500" },
    });
  });

  it("reads ASS Dialogue lines by the Format line's fields, commas in the text kept", () => {
    const ass = [
      "[Script Info]",
      "ScriptType: v4.00+",
      "",
      "[Events]",
      "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
      "Dialogue: 0,0:00:00.50,0:00:01.50,Default,,0,0,0,,{\\b1}Hello,\\NGifKit",
      "Dialogue: 0,0:00:02.00,0:00:0x.00,Default,,0,0,0,,Bad",
    ].join("\n");
    expect(readSubtitles(bytes(ass))).toEqual({
      ok: false,
      message:
        'Line 7: expected a Dialogue line with Start and End such as 0:00:01.00, found "Dialogue: 0,0:00:02.00,0:00:0x.00,Default,,0,0,0,,Bad".',
      problem: {
        kind: "assTimes",
        line: 7,
        found: "Dialogue: 0,0:00:02.00,0:00:0x.00,Default,,0,0,0,,Bad",
      },
    });
    expect(readSubtitles(bytes(ass.split("\n").slice(0, 6).join("\n")))).toEqual({
      ok: true,
      format: "ass",
      cues: [{ startSeconds: 0.5, endSeconds: 1.5, line: 6, text: "Hello,\nGifKit" }],
    });
  });

  it("refuses what is not UTF-8 text, an empty file, and files over the limits", () => {
    const notText =
      "The subtitle file is not UTF-8 text: save it as UTF-8 (SRT, VTT or ASS) and try again.";
    expect(readSubtitles(Uint8Array.from([0x31, 0x0a, 0xe9, 0x0a]))).toEqual({
      ok: false,
      message: notText,
      problem: { kind: "notText" },
    });
    expect(readSubtitles(bytes("\n\n"))).toEqual({
      ok: false,
      message: "The subtitle file has no cues: each cue needs its times and a line of text.",
      problem: { kind: "empty" },
    });
    expect(readSubtitles(new Uint8Array(subtitleLimits.maxBytes + 1).fill(0x41))).toEqual({
      ok: false,
      message: "The subtitle file is too large: at most 1,000,000 bytes.",
      problem: { kind: "tooLarge" },
    });
    const many = Array.from(
      { length: subtitleLimits.maxCues + 1 },
      (_, index) => `${index + 1}\n00:00:01,000 --> 00:00:02,000\nx\n`,
    ).join("\n");
    expect(readSubtitles(bytes(many))).toEqual({
      ok: false,
      message: "The subtitle file has too many cues: at most 10,000.",
      problem: { kind: "tooManyCues" },
    });
  });
});
