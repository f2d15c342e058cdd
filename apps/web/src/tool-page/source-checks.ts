import {
  acceptedExtensions,
  emptyFileMessage,
  extensionOf,
  formatLabel,
  formatMegabytes,
  type InputKind,
  indefiniteArticle,
  linkProblemOf,
  nameMayBeAccepted,
  unsupportedFileMessage,
  unsupportedLinkMessage,
  unsupportedUrlsMessage,
} from "@gifkit/contracts";
import { fill, plural } from "@gifkit/tools/shared/i18n/format";
import type { ToolUiMessages } from "@gifkit/tools/shared/i18n/tool-ui.en";

/**
 * The page's language's words for these checks (tool-ui.<code>.ts `checks`), or null on an
 * English page, which says exactly what the server says (@gifkit/contracts' messages).
 */
export interface CheckWords {
  languageCode: string;
  checks: ToolUiMessages["checks"];
}

/**
 * The upload screen's checks before anything is sent (spec: site §5): the extension of each file
 * or link, and each file's size against the one upload limit. Each returns the spec's message,
 * or null when the input is fine.
 */

export function checkFiles(
  files: readonly File[],
  kind: InputKind,
  maxUploadBytes: number,
  words: CheckWords | null = null,
): string | null {
  const allowed = acceptedExtensions[kind];
  if (words) return checkFilesIn(words, files, kind, maxUploadBytes);
  // A .png may be an APNG: the server judges it by its content where APNG is taken.
  const unsupported = files.filter((file) => !nameMayBeAccepted(file.name, kind));
  if (unsupported.length > 0)
    return unsupportedFileMessage(
      unsupported.map((file) => file.name),
      allowed,
    );
  const empty = files.filter((file) => file.size === 0);
  if (empty.length > 0) return emptyFileMessage(empty.map((file) => file.name));
  const tooLarge = files.find((file) => file.size > maxUploadBytes);
  if (tooLarge) {
    return `File too large: ${tooLarge.name} is ${(tooLarge.size / (1024 * 1024)).toFixed(1)} MB. Max file size: ${formatMegabytes(maxUploadBytes)}.`;
  }
  return null;
}

/** Links typed in the URL box: separated by new lines or commas, trimmed, blanks dropped. */
export function splitUrls(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

const youtubeHosts = ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"];

function urlIsAllowed(url: string, kind: InputKind): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (kind === "video" && youtubeHosts.includes(parsed.hostname)) return true;
  return (acceptedExtensions[kind] as readonly string[]).includes(extensionOf(parsed.pathname));
}

export function checkUrls(
  urls: readonly string[],
  kind: InputKind,
  words: CheckWords | null = null,
): string | null {
  const allowed = acceptedExtensions[kind];
  const bad = urls.filter((url) => !urlIsAllowed(url, kind));
  if (bad.length === 0) return null;
  if (words) return linksProblemIn(words, urls, bad, allowed);
  return urls.length === 1
    ? unsupportedLinkMessage(urls[0] as string, allowed)
    : unsupportedUrlsMessage(bad, allowed);
}

/** checkFiles in another language: the same checks in the same order, in the page's words. */
function checkFilesIn(
  { languageCode, checks }: CheckWords,
  files: readonly File[],
  kind: InputKind,
  maxUploadBytes: number,
): string | null {
  const allowed = acceptedExtensions[kind].map((extension) => extension.toUpperCase()).join(", ");
  const unsupported = files.filter((file) => !nameMayBeAccepted(file.name, kind));
  if (unsupported.length > 0)
    return fill(checks.unsupportedFile, {
      names: unsupported.map((file) => file.name).join(", "),
      allowed,
    });
  const empty = files.filter((file) => file.size === 0);
  if (empty.length > 0)
    return plural(languageCode, checks.emptyFile, empty.length, {
      names: empty.map((file) => file.name).join(", "),
    });
  const tooLarge = files.find((file) => file.size > maxUploadBytes);
  if (tooLarge) {
    // Megabytes of 1,048,576 bytes with one decimal, as the English message says them.
    const megabytes = new Intl.NumberFormat(languageCode, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(tooLarge.size / (1024 * 1024));
    return fill(checks.tooLarge, {
      name: tooLarge.name,
      size: `${megabytes} MB`,
      max: formatMegabytes(maxUploadBytes),
    });
  }
  return null;
}

function linksProblemIn(
  { checks }: CheckWords,
  urls: readonly string[],
  bad: readonly string[],
  allowed: readonly string[],
): string {
  const [only] = urls;
  if (urls.length !== 1 || only === undefined)
    return fill(checks.unsupportedLinks, { urls: bad.join(", "), allowed: allowed.join(", ") });
  const problem = linkProblemOf(only);
  switch (problem.kind) {
    case "invalid":
      return checks.invalidLink;
    case "scheme":
      return fill(checks.linkScheme, { scheme: problem.scheme });
    case "video-site":
      return fill(checks.videoSitePage, { site: problem.site });
    case "web-page":
      return fill(checks.webPage, { extensions: `.${allowed.slice(0, 3).join(", .")}` });
    case "type":
      return fill(checks.unsupportedLink, { allowed: allowed.join(", ") });
  }
}

/** A file whose content is not what its name says, in the page's words. */
export function contentMismatchIn({ languageCode, checks }: CheckWords, names: string[]): string {
  const [first = ""] = names;
  const format = formatLabel(extensionOf(first));
  return plural(languageCode, checks.contentMismatch, names.length, {
    names: names.join(", "),
    format,
    // English's "a"/"an" before the format's name ("an MP4"); other languages leave it out.
    article: indefiniteArticle(format),
  });
}
