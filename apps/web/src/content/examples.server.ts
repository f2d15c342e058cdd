import type { ToolId } from "@gifkit/tools";
import { siteTools } from "../site/tools.server.ts";
import {
  type ExampleImage,
  type ExampleMotion,
  formatBytes,
  type ToolExampleView,
} from "./example-types.ts";
import manifestJson from "./examples.json" with { type: "json" };

/** The shape apps/server/scripts/make-examples.ts writes (examples.json, committed). */
interface ManifestFile {
  path: string;
  bytes: number;
  width: number;
  height: number;
  frames: number;
  durationSeconds: number | null;
  /**
   * A still result's smaller WebP copy, shown in its place (Sprite sheet's 216 KB PNG was in a
   * phone's first screen, issue 41); the result itself stays the download.
   */
  stillCopy?: { path: string; bytes: number };
  /** A file shown out of a ZIP result (Split): the archive it came from. */
  archive?: { name: string; bytes: number; files: number };
  motion?: ExampleMotion;
}
interface ManifestInput extends ManifestFile {
  name: string;
  alt: string;
  kind: "video" | "gif" | "image";
  preview: {
    path: string;
    width: number;
    height: number;
    isStill: boolean;
    motion?: ExampleMotion;
  };
  madeWith: string | null;
}
interface Manifest {
  sources: Record<string, { title: string; credit: string; licence: string; file: string }>;
  examples: {
    tool: ToolId;
    inputs: ManifestInput[];
    output: ManifestFile;
    settings: string;
    outputAlt: string;
    sources: string[];
  }[];
  heroes: {
    slug: string;
    webp: string;
    webpSmall: string;
    jpeg: string;
    width: number;
    height: number;
    frameIndex: number;
    madeWith: string;
    sources: string[];
  }[];
}

const manifest = manifestJson as Manifest;

const times = "×";
const seconds = (value: number) => `${Number(value.toFixed(1))} s`;

function describeInput(input: ManifestInput): string {
  const size = `${input.width} ${times} ${input.height}`;
  if (input.kind === "video")
    return `${size} video, ${seconds(input.durationSeconds ?? 0)}, ${formatBytes(input.bytes)}`;
  if (input.kind === "image") return `${size} photo, ${formatBytes(input.bytes)}`;
  return `${size} GIF, ${input.frames} frames, ${formatBytes(input.bytes)}`;
}

/** "Intel Corporation, CC BY 4.0" for each distinct source, joined. */
function creditFor(sourceIds: string[]): string {
  return sourceIds
    .map((id) => {
      const source = manifest.sources[id];
      if (!source) throw new Error(`examples.json: unknown source "${id}"`);
      const shareAlike = source.licence.includes("SA") ? " (shared under the same licence)" : "";
      return `${source.title}: ${source.credit}, ${source.licence}${shareAlike}`;
    })
    .join("; ");
}

const formatLabels: Record<string, string> = {
  gif: "GIF",
  webp: "WebP",
  apng: "APNG",
  mp4: "MP4",
  webm: "WebM",
  png: "PNG",
  jpg: "JPG",
};

/** The before/after example of a tool page; null for a tool without one (Prompt to GIF). */
export function toolExample(toolId: ToolId): ToolExampleView | null {
  const example = manifest.examples.find((candidate) => candidate.tool === toolId);
  if (!example) return null;
  const tool = siteTools.find((candidate) => candidate.id === toolId)!;
  const inputs: ExampleImage[] = example.inputs.map((input) => ({
    src: input.preview.path,
    width: input.preview.width,
    height: input.preview.height,
    alt: input.alt,
    bytes: input.bytes,
    caption: describeInput(input),
    // A photo's preview is a smaller copy of it, not a still of something that moves.
    isStill: input.preview.isStill && input.kind !== "image",
    ...(input.preview.motion ? { motion: input.preview.motion } : {}),
  }));
  const { output } = example;
  // Most tools make a GIF; Convert makes a WebP (or a video or APNG).
  const outputFormat = formatLabels[output.path.slice(output.path.lastIndexOf(".") + 1)] ?? "GIF";
  const videoResult = /\.(mp4|webm)$/.test(output.path);
  const outputImage: ExampleImage = {
    // An animation is shown by its poster and video; the tool's file is linked as the proof.
    src: output.motion?.poster ?? output.stillCopy?.path ?? output.path,
    width: output.width,
    height: output.height,
    alt: example.outputAlt,
    bytes: output.bytes,
    caption: output.archive
      ? `${output.width} ${times} ${output.height} ${outputFormat}, ${formatBytes(output.bytes)}: one of the ${output.archive.files - 1} frames in ${output.archive.name} (${formatBytes(output.archive.bytes)})`
      : videoResult
        ? // A video tool's result: its length, as its input's caption states it.
          `${output.width} ${times} ${output.height} ${outputFormat}, ${seconds(output.durationSeconds ?? 0)}, ${formatBytes(output.bytes)}`
        : // A still result (Sprite sheet's PNG) has no frame count to state.
          `${output.width} ${times} ${output.height} ${outputFormat}, ${output.frames === 1 ? "" : `${output.frames} frames, `}${formatBytes(output.bytes)}`,
    isStill: false,
    ...(output.motion
      ? {
          motion: output.motion,
          file: {
            path: output.path,
            label: `the ${outputFormat} (${formatBytes(output.bytes)})`,
            shownAs: "video" as const,
          },
        }
      : output.stillCopy
        ? {
            file: {
              path: output.path,
              label: `the ${outputFormat} (${formatBytes(output.bytes)})`,
              shownAs: "copy" as const,
            },
          }
        : {}),
  };
  const first = example.inputs[0]!;
  const inputPhrase =
    example.inputs.length > 1
      ? `these ${example.inputs.length} pictures (${example.inputs.map((input) => formatBytes(input.bytes)).join(" + ")})`
      : `this ${first.width} ${times} ${first.height} ${first.kind === "video" ? "video" : first.kind === "gif" ? "GIF" : "photo"} (${formatBytes(first.bytes)})`;
  const madeGif = example.inputs.find((input) => input.kind === "gif" && input.madeWith);
  const madeVideo = example.inputs.find((input) => input.kind === "video" && input.madeWith);
  const stills = example.inputs.filter((input) => input.kind === "image" && input.madeWith);
  const notes = [
    madeGif ? `The input GIF was made with GifKit's ${madeGif.madeWith}.` : "",
    madeVideo ? `The input video was made with GifKit's ${madeVideo.madeWith}.` : "",
    stills.length
      ? `${stills.length === 1 ? "One photo is a frame" : `${stills.length} photos are frames`} of a sample video, taken with ffmpeg.`
      : "",
  ].filter(Boolean);
  return {
    toolName: tool.name,
    toolPath: tool.path,
    summary: output.archive
      ? `Example: ${inputPhrase} → ${output.archive.name} (${formatBytes(output.archive.bytes)}): ${output.archive.files - 1} frames, each a ${output.width} ${times} ${output.height} ${outputFormat} like this one (${formatBytes(output.bytes)}).`
      : `Example: ${inputPhrase} → ${output.width} ${times} ${output.height} ${outputFormat} (${formatBytes(output.bytes)}).`,
    inputs,
    output: outputImage,
    settings: example.settings,
    inputNote: notes.length ? notes.join(" ") : null,
    credit: creditFor(example.sources),
  };
}

/** Every tool's example output, in the site's tool order, for the home page's strip. */
export function exampleStrip(): ToolExampleView[] {
  return siteTools.flatMap((tool) => {
    const example = toolExample(tool.id);
    return example ? [example] : [];
  });
}

/** What an article's hero is and whom it credits: shown under the image. */
export function heroCaption(slug: string): string {
  const hero = manifest.heroes.find((candidate) => candidate.slug === slug);
  if (!hero) throw new Error(`examples.json: no hero image for the article "${slug}"`);
  return `A frame of a GIF made with GifKit's ${hero.madeWith}. Source: ${creditFor(hero.sources)}.`;
}

/** A short credit for cards, when the hero's sources ask for one (null for CC0 only). */
export function heroAttribution(slug: string): string | null {
  const hero = manifest.heroes.find((candidate) => candidate.slug === slug);
  const needing = (hero?.sources ?? []).flatMap((id) => {
    const source = manifest.sources[id];
    return source && source.licence !== "CC0" ? [`${source.credit}, ${source.licence}`] : [];
  });
  return needing.length ? `Image: ${needing.join("; ")}` : null;
}
