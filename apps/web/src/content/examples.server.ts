import type { ToolId } from "@gifkit/tools";
import type { ExampleWordsTranslation } from "@gifkit/tools/shared/example";
import { exampleTranslation } from "../i18n/example-translations.server.ts";
import { exampleWords } from "../i18n/example-words.server.ts";
import { fill, formatNumber } from "../i18n/format.ts";
import type { LanguageCode } from "../i18n/languages.ts";
import { localizedTool } from "../i18n/tool-translations.server.ts";
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

/** The example's words and numbers in one language (English: exactly as the pages said before). */
function writerFor(code: LanguageCode) {
  const words = exampleWords[code];
  const number = (value: number) => formatNumber(code, value);
  return {
    words,
    fill,
    // Pixel sizes as the tools write them, digits only (1440 × 480).
    size: (width: number, height: number) => `${width} ${times} ${height}`,
    // Sizes as the site writes them (KB below 1 MB, 1024-based), the number the language's way.
    bytes: (bytes: number) =>
      code === "en"
        ? formatBytes(bytes)
        : bytes >= 1024 * 1024
          ? `${new Intl.NumberFormat(code, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
          : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`,
    seconds: (value: number) => fill(words.seconds, { value: number(Number(value.toFixed(1))) }),
    number,
    /** A tool's name as the page's language's menus write it. */
    toolName: (englishName: string) => {
      const tool = siteTools.find((candidate) => candidate.name === englishName);
      return tool ? localizedTool(tool, code).name : englishName;
    },
  };
}
type ExampleWriter = ReturnType<typeof writerFor>;

function describeInput(input: ManifestInput, write: ExampleWriter): string {
  const values = { size: write.size(input.width, input.height), bytes: write.bytes(input.bytes) };
  if (input.kind === "video")
    return fill(write.words.videoCaption, {
      ...values,
      seconds: write.seconds(input.durationSeconds ?? 0),
    });
  if (input.kind === "image") return fill(write.words.photoCaption, values);
  return fill(write.words.gifCaption, { ...values, frames: write.number(input.frames) });
}

/**
 * "classroom.gif: Intel Corporation, CC BY 4.0" for each distinct source, joined; in another
 * language its description and credit words from the site's example words (names stay), or, for
 * a source it lacks, the English, marked by `english`.
 */
function creditFor(
  sourceIds: string[],
  code: LanguageCode = "en",
): { text: string; english: boolean } {
  const words = exampleWords[code];
  let english = false;
  const text = sourceIds
    .map((id) => {
      const source = manifest.sources[id];
      if (!source) throw new Error(`examples.json: unknown source "${id}"`);
      const own = code === "en" ? undefined : words.sources[id];
      if (code !== "en" && !own) english = true;
      const shareAlike = source.licence.includes("SA")
        ? (own ? words : exampleWords.en).shareAlike
        : "";
      return fill((own ? words : exampleWords.en).creditSource, {
        title: own?.title ?? source.title,
        credit: own?.credit ?? source.credit,
        licence: source.licence,
        shareAlike,
      });
    })
    .join("; ");
  return { text, english };
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

/**
 * The before/after example of a tool page, its words in `code` (the captions and summary written
 * from the example's numbers, settings and alt texts from the tool folder's example-words.ts,
 * credits from the sources' words; what is not translated stays English, marked); null
 * for a tool without one (Prompt to GIF).
 */
export function toolExample(
  toolId: ToolId,
  code: LanguageCode = "en",
  /** The folder's words in `code`; null as if it had none (every folder has all, so tests say it). */
  own: ExampleWordsTranslation | null = exampleTranslation(toolId, code) ?? null,
): ToolExampleView | null {
  const example = manifest.examples.find((candidate) => candidate.tool === toolId);
  if (!example) return null;
  const write = writerFor(code);
  const { words } = write;
  const englishTool = siteTools.find((candidate) => candidate.id === toolId)!;
  const tool = localizedTool(englishTool, code);
  const englishLang = code === "en" ? undefined : "en";
  const inputs: ExampleImage[] = example.inputs.map((input, index) => ({
    src: input.preview.path,
    width: input.preview.width,
    height: input.preview.height,
    ...(own?.inputAlts[index]
      ? { alt: own.inputAlts[index] }
      : { alt: input.alt, altLang: englishLang }),
    bytes: input.bytes,
    caption: describeInput(input, write),
    // A photo's preview is a smaller copy of it, not a still of something that moves.
    isStill: input.preview.isStill && input.kind !== "image",
    ...(input.preview.motion ? { motion: input.preview.motion } : {}),
  }));
  const { output } = example;
  // Most tools make a GIF; Convert makes a WebP (or a video or APNG).
  const outputFormat = formatLabels[output.path.slice(output.path.lastIndexOf(".") + 1)] ?? "GIF";
  const videoResult = /\.(mp4|webm)$/.test(output.path);
  const outputValues = {
    size: write.size(output.width, output.height),
    format: outputFormat,
    bytes: write.bytes(output.bytes),
  };
  const fileLabel = fill(words.fileLabel, {
    format: outputFormat,
    size: write.bytes(output.bytes),
  });
  const outputImage: ExampleImage = {
    // An animation is shown by its poster and video; the tool's file is linked as the proof.
    src: output.motion?.poster ?? output.stillCopy?.path ?? output.path,
    width: output.width,
    height: output.height,
    ...(own ? { alt: own.outputAlt } : { alt: example.outputAlt, altLang: englishLang }),
    bytes: output.bytes,
    caption: output.archive
      ? fill(words.archiveCaption, {
          ...outputValues,
          files: write.number(output.archive.files - 1),
          name: output.archive.name,
          archiveBytes: write.bytes(output.archive.bytes),
        })
      : videoResult
        ? // A video tool's result: its length, as its input's caption states it.
          fill(words.outputVideoCaption, {
            ...outputValues,
            seconds: write.seconds(output.durationSeconds ?? 0),
          })
        : // A still result (Sprite sheet's PNG) has no frame count to state.
          output.frames === 1
          ? fill(words.outputStillCaption, outputValues)
          : fill(words.outputCaption, { ...outputValues, frames: write.number(output.frames) }),
    isStill: false,
    ...(output.motion
      ? {
          motion: output.motion,
          file: { path: output.path, label: fileLabel, shownAs: "video" as const },
        }
      : output.stillCopy
        ? { file: { path: output.path, label: fileLabel, shownAs: "copy" as const } }
        : {}),
  };
  const credit = creditFor(example.sources, code);
  const first = example.inputs[0]!;
  const inputPhrase =
    example.inputs.length > 1
      ? fill(words.manyInputs, {
          count: write.number(example.inputs.length),
          bytes: example.inputs.map((input) => write.bytes(input.bytes)).join(" + "),
        })
      : fill(words.oneInput[first.kind === "image" ? "photo" : first.kind], {
          size: write.size(first.width, first.height),
          bytes: write.bytes(first.bytes),
        });
  const madeGif = example.inputs.find((input) => input.kind === "gif" && input.madeWith);
  const madeVideo = example.inputs.find((input) => input.kind === "video" && input.madeWith);
  const stills = example.inputs.filter((input) => input.kind === "image" && input.madeWith);
  const notes = [
    madeGif ? fill(words.madeGif, { tool: write.toolName(madeGif.madeWith ?? "") }) : "",
    madeVideo ? fill(words.madeVideo, { tool: write.toolName(madeVideo.madeWith ?? "") }) : "",
    stills.length
      ? stills.length === 1
        ? words.oneStill
        : fill(words.manyStills, { count: write.number(stills.length) })
      : "",
  ].filter(Boolean);
  return {
    toolName: tool.name,
    toolPath: tool.path,
    summary: output.archive
      ? fill(words.archiveSummary, {
          ...outputValues,
          input: inputPhrase,
          name: output.archive.name,
          archiveBytes: write.bytes(output.archive.bytes),
          files: write.number(output.archive.files - 1),
        })
      : fill(words.summary, { ...outputValues, input: inputPhrase }),
    inputs,
    output: outputImage,
    ...(own
      ? { settings: own.settings }
      : { settings: example.settings, settingsLang: englishLang }),
    inputNote: notes.length ? notes.join(" ") : null,
    credit: credit.text,
    creditLang: credit.english ? "en" : undefined,
  };
}

/** Every tool's example output, in the site's tool order, for the home page's strip. */
export function exampleStrip(code: LanguageCode = "en"): ToolExampleView[] {
  return siteTools.flatMap((tool) => {
    const example = toolExample(tool.id, code);
    return example ? [example] : [];
  });
}

/** What an article's hero is and whom it credits: shown under the image. */
export function heroCaption(slug: string): string {
  const hero = manifest.heroes.find((candidate) => candidate.slug === slug);
  if (!hero) throw new Error(`examples.json: no hero image for the article "${slug}"`);
  return `A frame of a GIF made with GifKit's ${hero.madeWith}. Source: ${creditFor(hero.sources).text}.`;
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
