import type { ToolId } from "../index.ts";

/*
 * A tool's example (`<tool>/example.ts`): the before/after its page shows, made through the HTTP
 * API by apps/server/scripts/make-examples.ts (`npm run examples`), which reads every folder's
 * example from the generated map (generated/examples.ts). Plain data: the script owns the
 * machinery, the credited sources and the clips several examples start from.
 */

/** The credited fixtures the examples are made from (make-examples.ts `sources` says each file). */
export type ExampleSourceId =
  | "friday"
  | "flower"
  | "bottles"
  | "classroom"
  | "elephant"
  | "rabbit"
  // An SRT, only as an attachment (Add Subtitles' cues).
  | "switchboardSubtitles";

/**
 * Inputs made by the tools for several examples (make-examples.ts `clips`, each made once a run).
 * GIFs: "friday" (seconds 1-3, 480 × 360), "friday-small" (one second, 160 × 120), "flower"
 * (seconds 1-2.5, 480 × 270), "bottles" (seconds 5.5-8, 480 × 270), "rabbit" (seconds 4-5.5,
 * 480 × 360). A video, for the video tools: "friday-video" (seconds 1-4 of friday.mp4 with its
 * sound, 480 × 360 MP4, cut and resized by the chain of edits; about 180 KB).
 */
export type ExampleClipId =
  | "friday"
  | "friday-small"
  | "flower"
  | "bottles"
  | "rabbit"
  | "friday-video";

/** One run of a tool: its form fields, and extra files by field name from the credited sources. */
export interface ExampleStep {
  /** Another tool's run (GIF Maker's example resizes its result); unset: the example's own tool. */
  tool?: ToolId;
  fields: Record<string, string>;
  /** Extra files by field name (Overlay's `overlay` picture). */
  attachments?: Record<string, ExampleSourceId>;
}

/** An input: a fixture, a still taken from a fixture video, a shared clip, or earlier steps' result. */
export type ExampleInput =
  | { kind: "fixture"; source: ExampleSourceId }
  | { kind: "still"; source: ExampleSourceId; atSeconds: number }
  | { kind: "clip"; clip: ExampleClipId }
  | { kind: "made"; from: ExampleInput[]; steps: ExampleStep[] };

export interface ToolExample {
  inputs: ExampleInput[];
  steps: ExampleStep[];
  /** The settings in words, as the page shows them. */
  settings: string;
  /** What each input and the output show (alt text). */
  inputAlts: string[];
  outputAlt: string;
  /**
   * For a tool whose result is a ZIP (Split): the file of the archive the page shows, e.g.
   * "frame-010.png"; the caption says which archive it came from.
   */
  shownEntry?: string;
}

/**
 * A tool's example's words in another language (`<tool>/example-words.ts`, its default export
 * keyed by language code: "es", "pt-BR", ...): the settings line and the alt texts, written from
 * this file's English. A language a folder lacks shows the English, marked `lang="en"`.
 */
export interface ExampleWordsTranslation {
  settings: string;
  /** One per input, in the inputs' order. */
  inputAlts: string[];
  outputAlt: string;
}
export type ExampleTranslations = Readonly<Record<string, ExampleWordsTranslation>>;

/** Types a tool's example (`export default defineExample({...})` in its example.ts). */
export function defineExample(example: ToolExample): ToolExample {
  return example;
}
