import {
  acceptedExtensions,
  extensionOf,
  unsupportedFileMessage,
  unsupportedUrlMessage,
  unsupportedUrlsMessage,
} from "@gifkit/contracts";
import { playedDelayMs } from "../../shared/animation-length.ts";
import {
  defaultFrameDurationMs,
  type FrameEffect,
  frameDurationLimitsMs,
  type GifMakerOptions,
  maxGifMakerImages,
} from "../shared/options.ts";

/**
 * The GIF Maker's frame list as the preview screen holds it: pure functions, so the rules
 * (reordering, the move announcement, what is sent) are tested without a browser.
 */

export interface FrameItem {
  /** Stable across moves (React key, drag id). */
  id: string;
  kind: "file" | "url";
  file: File | null;
  url: string | null;
  /** The file name, or the link's file name. */
  name: string;
  /** Lower-case extension, e.g. "heic". */
  extension: string;
  /** Its own duration in ms; null = the settings' frame duration. */
  durationMs: number | null;
  effect: FrameEffect;
}

/** Formats a browser can show in an <img> (the others get a labelled placeholder). */
const browserImageExtensions = new Set([
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "apng",
  "avif",
  "bmp",
]);
export const browserCanShow = (item: Pick<FrameItem, "extension">) =>
  browserImageExtensions.has(item.extension);

let nextId = 0;
const newId = () => `frame-${++nextId}`;

export function fileItem(file: File): FrameItem {
  return {
    id: newId(),
    kind: "file",
    file,
    url: null,
    name: file.name,
    extension: extensionOf(file.name),
    durationMs: null,
    effect: "none",
  };
}

/** A link's file name: the last part of its path (the whole link if it has none). */
function linkName(url: string): { name: string; path: string } {
  try {
    const path = new URL(url).pathname;
    const last = path.split("/").filter(Boolean).pop();
    return { name: last ? decodeURIComponent(last) : url, path };
  } catch {
    return { name: url, path: url };
  }
}

export function urlItem(url: string): FrameItem {
  const { name, path } = linkName(url);
  return {
    id: newId(),
    kind: "url",
    file: null,
    url,
    name,
    extension: extensionOf(path),
    durationMs: null,
    effect: "none",
  };
}

/** Moves the item at `from` to `to` (0-based); the message names 1-based numbers. */
export function moveItem<Item>(
  items: readonly Item[],
  from: number,
  to: number,
): { items: Item[]; announcement: string } | null {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return null;
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [Item];
  moved.splice(to, 0, item);
  return { items: moved, announcement: `Moved image ${from + 1} to position ${to + 1}` };
}

export const selectedCountText = (count: number) =>
  `${count} ${count === 1 ? "image" : "images"} selected`;

/** A per-frame duration typed by the user, clamped to 50-5000 ms; blank = use the default. */
export function readFrameDuration(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Math.round(Number(text));
  if (!Number.isFinite(value)) return null;
  return Math.min(frameDurationLimitsMs.max, Math.max(frameDurationLimitsMs.min, value));
}

/** The default frame duration from the slider or its box, clamped to 100-2000 ms in steps of 50. */
export function readDefaultFrameDuration(value: number): number {
  const stepped = Math.round(value / defaultFrameDurationMs.step) * defaultFrameDurationMs.step;
  return Math.min(defaultFrameDurationMs.max, Math.max(defaultFrameDurationMs.min, stepped));
}

/**
 * The refusals below in the page's language: the editor passes them (its editor-text.ts and the
 * tool area's `checks`). Unset, they are English, as the API says them.
 */
export interface ImageLimitWords {
  /** More images than a GIF Maker task takes: `count` would be in the list. */
  tooMany: (max: number, count: number) => string;
  /** An animation of `frames` frames would make the list `count` images long. */
  importTooMany: (name: string | null, frames: number, max: number, count: number) => string;
  unsupportedFile: (names: string[], allowed: readonly string[]) => string;
  /** One link, not of a format the tool takes. */
  unsupportedUrl: (allowed: readonly string[]) => string;
  unsupportedUrls: (urls: string[], allowed: readonly string[]) => string;
}

export const englishImageLimitWords: ImageLimitWords = {
  tooMany: (max, count) => `A GIF can be made from at most ${max} images; this would be ${count}.`,
  importTooMany: (name, frames, max, count) =>
    `${name ?? "The animation"} has ${frames} frames: a GIF can be made from at most ${max} images, and this would be ${count}. Keep it as one image that plays its frames, or cut it first.`,
  unsupportedFile: unsupportedFileMessage,
  unsupportedUrl: unsupportedUrlMessage,
  unsupportedUrls: unsupportedUrlsMessage,
};

/** The upload screen's rule for files added on the preview screen (spec: site §5). */
export function checkImageFiles(
  files: readonly File[],
  current: number,
  words: ImageLimitWords = englishImageLimitWords,
): string | null {
  const allowed = acceptedExtensions.images;
  const unsupported = files.filter((file) => !allowed.includes(extensionOf(file.name) as never));
  if (unsupported.length > 0) {
    return words.unsupportedFile(
      unsupported.map((file) => file.name),
      allowed,
    );
  }
  return tooMany(current + files.length, words);
}

/** Links from the multi-line box: new lines or commas, trimmed, blanks dropped (spec: site §5). */
export function splitUrls(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

export function checkImageUrls(
  urls: readonly string[],
  current: number,
  words: ImageLimitWords = englishImageLimitWords,
): string | null {
  const allowed = acceptedExtensions.images;
  const bad = urls.filter((url) => {
    try {
      const parsed = new URL(url);
      return (
        !["http:", "https:"].includes(parsed.protocol) ||
        !allowed.includes(extensionOf(parsed.pathname) as never)
      );
    } catch {
      return true;
    }
  });
  if (bad.length > 0) {
    return urls.length === 1 ? words.unsupportedUrl(allowed) : words.unsupportedUrls(bad, allowed);
  }
  return tooMany(current + urls.length, words);
}

/**
 * "Import all frames": the animated item at `index` becomes one item per frame, in place, each
 * with the frame's delay as browsers play it (under 20 ms counts as 100 ms) for its duration,
 * kept within GIF Maker's 50-5000 ms a frame. A message instead when the list would hold more
 * images than a GIF Maker task takes.
 */
export function importFrames(
  items: readonly FrameItem[],
  index: number,
  frames: readonly { file: File; delayMs: number }[],
  words: ImageLimitWords = englishImageLimitWords,
): { items: FrameItem[]; problem: null } | { items: null; problem: string } {
  const problem = importProblem(items, index, frames.length, words);
  if (problem) return { items: null, problem };
  const imported = frames.map(({ file, delayMs }) => ({
    ...fileItem(file),
    durationMs: Math.min(
      frameDurationLimitsMs.max,
      Math.max(frameDurationLimitsMs.min, Math.round(playedDelayMs(delayMs))),
    ),
  }));
  return {
    items: [...items.slice(0, index), ...imported, ...items.slice(index + 1)],
    problem: null,
  };
}

/** Why the item at `index` cannot become `frameCount` images (the image limit), or null. */
export function importProblem(
  items: readonly FrameItem[],
  index: number,
  frameCount: number,
  words: ImageLimitWords = englishImageLimitWords,
): string | null {
  const count = items.length - 1 + frameCount;
  if (count <= maxGifMakerImages) return null;
  return words.importTooMany(items[index]?.name ?? null, frameCount, maxGifMakerImages, count);
}

/** The file name of frame `index` (0-based) of `name`: "cat.gif" → "cat-frame-001.png". */
export const frameFileName = (name: string, index: number) =>
  `${name.replace(/\.[^.]*$/, "")}-frame-${String(index + 1).padStart(3, "0")}.png`;

function tooMany(count: number, words: ImageLimitWords): string | null {
  return count > maxGifMakerImages ? words.tooMany(maxGifMakerImages, count) : null;
}

export type GifMakerSettings = Pick<
  GifMakerOptions,
  | "frame_duration"
  | "loop_count"
  | "quality_level"
  | "transition_type"
  | "transition_steps"
  | "background_color"
>;

/**
 * The start call's fields: the files and links in list order (uploads as `files`, links as
 * `urls`), `order` naming each by kind and position, and one duration and effect per image.
 */
export function startFields(
  items: readonly FrameItem[],
  settings: GifMakerSettings,
): Record<string, string | File | (string | File)[]> {
  const files: File[] = [];
  const urls: string[] = [];
  const order: string[] = [];
  for (const item of items) {
    if (item.kind === "file" && item.file) {
      order.push(`file:${files.length}`);
      files.push(item.file);
    } else if (item.url) {
      order.push(`url:${urls.length}`);
      urls.push(item.url);
    }
  }
  return {
    files,
    urls,
    order: JSON.stringify(order),
    frame_durations: JSON.stringify(items.map((item) => item.durationMs)),
    effects: JSON.stringify(items.map((item) => item.effect)),
    frame_duration: String(settings.frame_duration),
    loop_count: String(settings.loop_count),
    quality_level: settings.quality_level,
    transition_type: settings.transition_type,
    transition_steps: String(settings.transition_steps),
    background_color: settings.background_color,
  };
}
