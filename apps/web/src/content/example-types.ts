/**
 * The real examples as the pages show them: made by GifKit's tools from the fixtures
 * (apps/server/scripts/make-examples.ts writes the files and src/content/examples.json; the
 * loaders turn that into these shapes at build time, so no manifest ships as code).
 */

/** The animation's display files (make-examples.ts makes them from the tool's own file). */
export interface ExampleMotion {
  poster: string;
  /** Both for an animation (made from the tool's file); one for a video tool's own video. */
  webm?: string;
  mp4?: string;
}

export interface ExampleImage {
  /** The picture shown: a still, or the poster (first frame) of `motion`. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The alt text's language where it is not the page's (an example not translated: "en"). */
  altLang?: string | undefined;
  /** File size of what the caption describes, in bytes (for a still preview: the input's). */
  bytes: number;
  /** "480 × 270 GIF, 45 frames, 1.1 MB" */
  caption: string;
  /** A still of an input that is itself a video or a large GIF. */
  isStill: boolean;
  /** Set for an animation: played as a muted looping video with a pause button. */
  motion?: ExampleMotion;
  /**
   * The tool's own file (the proof) when the page shows something made from it: a video of an
   * animation ("video"), or a smaller WebP copy of a large still PNG ("copy").
   */
  file?: { path: string; label: string; shownAs: "video" | "copy" };
}

export interface ToolExampleView {
  toolName: string;
  toolPath: string;
  /** "Example: this 480 × 270 GIF (1.1 MB) → 160 × 90 (127 KB)." */
  summary: string;
  inputs: ExampleImage[];
  output: ExampleImage;
  settings: string;
  /** The settings' language where it is not the page's (an example not translated: "en"). */
  settingsLang?: string | undefined;
  /** How an input made by GifKit itself was made, if one was. */
  inputNote: string | null;
  credit: string;
  /** The credit's language where it is not the page's (a source not translated: "en"). */
  creditLang?: string | undefined;
}

/** Sizes as the site writes them: KB below 1 MB (bytes / 1024), MB with one decimal above. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
