import {
  acceptedExtensions,
  type DestinationRow,
  defaultLimits,
  destinationBytes,
  destinations,
  destinationsTable,
  type LimitRowId,
  limitsTable,
} from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { toolEditorText } from "../i18n/editor-text.server.ts";
import { fill, formatNumber, plural } from "../i18n/format.ts";
import type { Language } from "../i18n/languages.ts";
import { languageOfRequest, pageCopyFor } from "../i18n/page-copies.server.ts";
import type { FaqCopy } from "../i18n/pages/faq/en.ts";
import { toolAtPage, toolNamesByPage } from "../i18n/tool-names.server.ts";
import { localizedTool } from "../i18n/tool-translations.server.ts";
import { toolUiCatalogs } from "../i18n/tool-ui-catalogs.server.ts";
import { legalValues } from "../site/legal-values.server.ts";
import { retention } from "../site/retention.ts";
import { siteTools } from "../site/tools.server.ts";

export interface FaqGroup {
  id: string;
  name: string;
  entries: { q: string; a: string }[];
}

/**
 * Runs at build time (the FAQ's loader): the page's words in the request's language
 * (i18n/pages/faq/<code>.ts) with the enforced limits, the registry's tool names in that language
 * and the retention rules (the privacy policy's sentences) filled in, every number through Intl.
 */
export function faqPageData(request: Request) {
  const values = {
    ...limitNumbers(request),
    ...toolNames(request),
    ...legalValues(request),
    // The mailto link is drawn by the page (the sentence keeps {email} where it goes).
    email: "{email}",
  };
  const { language, copy } = pageCopyFor("/faq", request, values);
  const { retention: rules } = pageCopyFor("/privacy-policy", request).copy;
  const retentionText = (id: keyof typeof rules) => rules[id].text;
  const groups: FaqGroup[] = Object.entries(copy.groups).map(([id, group]) => ({
    id,
    name: group.name,
    entries: Object.entries(group.entries).map(([key, entry]) => ({
      q: entry.q,
      a:
        key === "kept"
          ? retention.map((rule) => retentionText(rule.id)).join(" ")
          : key === "formats" && "a" in entry
            ? [...formatsSentences(language, copy, values), entry.a].join(" ")
            : "a" in entry
              ? fill(entry.a, { linkRetention: retentionText("link-uploads") })
              : "",
    })),
  }));
  return {
    language,
    copy,
    groups,
    limitRows: limitRows(language, copy),
    destinationRows: destinationRowsIn(language, copy),
    formats: {
      images: upper(acceptedExtensions.images),
      video: upper(acceptedExtensions.video),
      gif: upper(acceptedExtensions.gif),
    },
  };
}

/** The limits the answers name, written the language's way. */
function limitNumbers(request: Request): Record<string, string | number> {
  const code = pageLanguageCode(request);
  const n = (value: number) => formatNumber(code, value);
  return {
    maxVideoSelectionSeconds: defaultLimits.maxVideoSelectionSeconds,
    maxOutputFrames: defaultLimits.maxOutputFrames,
    maxOutputTotalMegapixels: defaultLimits.maxOutputTotalPixels / 1_000_000,
    maxVideoOutputSize: `${n(defaultLimits.maxVideoOutputWidth)} × ${n(defaultLimits.maxVideoOutputHeight)}`,
    maxGifOutputSize: `${n(defaultLimits.maxGifOutputSide)} × ${n(defaultLimits.maxGifOutputSide)}`,
  };
}

const pageLanguageCode = (request: Request) => languageOfRequest(request).code;

/**
 * The copy's tool placeholders and the pages of the tools they name (the name in the page's
 * language): by page, as the copy links them, so the site names no tool by its id (issue 36).
 */
const toolPlaceholders = {
  record: "/record",
  videoToGif: "/video-to-gif",
  resize: "/resize",
  crop: "/crop",
  optimize: "/optimize",
  addText: "/add-text",
  // Not AI GIF Generator: where no generation server is set up the site does not name it.
  gifMaker: "/gif-maker",
  convert: "/convert",
  split: "/split",
  spriteSheet: "/sprite-sheet",
} as const;

function toolNames(request: Request): Record<string, string> {
  return toolNamesByPage(toolPlaceholders, pageLanguageCode(request));
}

/** The accepted extensions, "JPG, PNG, GIF" (a list of names, the same in every language). */
const upper = (extensions: readonly string[]) =>
  extensions.map((extension) => extension.toUpperCase()).join(", ");

/**
 * "A, B and C" in the language. English is written without the serial comma, as the site's
 * English copy is everywhere (en-GB's list style; the words are the same).
 */
const listOf = (language: Language, items: readonly string[]) =>
  new Intl.ListFormat(language.code === "en" ? "en-GB" : language.code, {
    type: "conjunction",
  }).format(items);

/** The formats answer's first sentences: every listed tool by what it takes, from the registry. */
function formatsSentences(
  language: Language,
  copy: FaqCopy,
  values: Record<string, string | number>,
): string[] {
  const kinds: [keyof FaqCopy["formatsAnswer"], (typeof toolList)[number]["input"], string][] = [
    ["images", "images", upper(acceptedExtensions.images)],
    ["video", "video", upper(acceptedExtensions.video)],
    ["gifOrVideo", "gif-or-video", ""],
    ["gif", "gif", upper(acceptedExtensions.gif)],
    ["gifOrStill", "gif-or-still", upper(acceptedExtensions.gif)],
  ];
  return kinds.flatMap(([key, input, formats]) => {
    const names = siteTools
      .filter((tool) => toolList.find((definition) => definition.id === tool.id)?.input === input)
      .map((tool) => localizedTool(tool, language.code).name);
    if (names.length === 0) return [];
    return [
      plural(language.code, copy.formatsAnswer[key], names.length, {
        ...values,
        tools: listOf(language, names),
        formats,
      }),
    ];
  });
}

/** The limits box: contracts' limitsTable rows (the README's), in the page's language. */
function limitRows(language: Language, copy: FaqCopy): { label: string; value: string }[] {
  const code = language.code;
  const n = (value: number) => formatNumber(code, value);
  // As contracts' formatMegabytes writes a size ("1024 MB", no grouping).
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(code, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
      useGrouping: false,
    }).format(Math.round(bytes / (1024 * 1024)));
  const long = (value: number, unit: "second" | "minute") =>
    new Intl.NumberFormat(code, { style: "unit", unit, unitDisplay: "long" }).format(value);
  const megapixels = (pixels: number) =>
    fill(copy.units.megapixels, { count: n(pixels / 1_000_000) });
  const l = defaultLimits;
  const values: Record<LimitRowId, string> = {
    fileSize: megabytes(l.maxUploadBytes),
    inputSide: `${n(l.maxInputSidePixels)} px`,
    inputFrame: megapixels(l.maxInputFramePixels),
    inputFrames: n(l.maxInputFrames),
    inputTotal: megapixels(l.maxInputTotalPixels),
    outputFrames: n(l.maxOutputFrames),
    outputTotal: megapixels(l.maxOutputTotalPixels),
    videoOutput: `${n(l.maxVideoOutputWidth)} × ${n(l.maxVideoOutputHeight)} px`,
    gifOutput: `${n(l.maxGifOutputSide)} × ${n(l.maxGifOutputSide)} px`,
    videoSelection: long(l.maxVideoSelectionSeconds, "second"),
    chainEdits: n(l.maxChainOperations),
    batchInputs: n(l.maxBatchInputs),
    videoEditLength: long(l.maxVideoEditSeconds, "second"),
    youtubeLength: long(l.maxLinkedVideoSeconds / 60, "minute"),
    taskStarts: n(l.maxTaskStartsPerMinute),
    keyTaskStarts: fill(copy.units.perMinuteAndDay, {
      minute: n(l.maxKeyTaskStartsPerMinute),
      day: n(l.maxKeyTaskStartsPerDay),
    }),
    storedBytes: megabytes(l.maxStoredBytesPerAddress),
    taskMemory: new Intl.NumberFormat(code, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
    }).format(l.maxTaskMemoryMegabytes),
    resultsKept: long(l.resultTtlMinutes, "minute"),
  };
  // The same rows, in the same order, as contracts' table (the README's).
  return limitsTable(l).map((row) => ({ label: copy.limits[row.id], value: values[row.id] }));
}

/**
 * The destinations table (GET /api/destinations' list), its words in the page's language: the
 * names as the editors' "Fit under a size" writes them, the notes from the FAQ's copy or (the
 * stickers') Convert's editor words; a note written in no file yet stays English, marked so.
 */
function destinationRowsIn(
  language: Language,
  copy: FaqCopy,
): (DestinationRow & { noteLanguage?: string })[] {
  const code = language.code;
  const n = (value: number) => formatNumber(code, value);
  const names: Record<string, string> = toolUiCatalogs[code].fitUnder.destinations;
  const stickerNotes =
    (
      toolEditorText(toolAtPage(toolPlaceholders.convert).id, code) as
        | { stickerNotes?: Record<string, string> }
        | undefined
    )?.stickerNotes ?? {};
  const notes: Record<string, string> = { ...stickerNotes, ...copy.destinationNotes };
  return destinationsTable(destinations).map((row) => {
    const destination = destinations.find((candidate) => candidate.id === row.id)!;
    const { amount, unit } = destinationBytes(destination.max_bytes);
    const { max_width: width, max_height: height } = destination;
    const note = code === "en" ? row.note : notes[row.id];
    return {
      ...row,
      name: names[row.id] ?? row.name,
      note: note ?? row.note,
      ...(note ? {} : { noteLanguage: "en" }),
      maxSize: `${new Intl.NumberFormat(code, { maximumFractionDigits: 1 }).format(amount)} ${unit}`,
      maxDimensions:
        width && height
          ? destination.sides === "exact"
            ? fill(copy.dimensions.exact, { width: n(width), height: n(height) })
            : destination.sides === "one-side-exact"
              ? fill(copy.dimensions.oneSideExact, {
                  side: n(Math.max(width, height)),
                  other: n(Math.min(width, height)),
                })
              : `${n(width)} × ${n(height)} px`
          : copy.dimensions.notStated,
    };
  });
}
