import {
  acceptedExtensions,
  emptyFileMessage,
  extensionOf,
  formatMegabytes,
  type InputKind,
  nameMayBeAccepted,
  unsupportedFileMessage,
  unsupportedLinkMessage,
  unsupportedUrlsMessage,
} from "@gifkit/contracts";

/**
 * The upload screen's checks before anything is sent (spec: site §5): the extension of each file
 * or link, and each file's size against the one upload limit. Each returns the spec's message,
 * or null when the input is fine.
 */

export function checkFiles(
  files: readonly File[],
  kind: InputKind,
  maxUploadBytes: number,
): string | null {
  const allowed = acceptedExtensions[kind];
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

export function checkUrls(urls: readonly string[], kind: InputKind): string | null {
  const allowed = acceptedExtensions[kind];
  const bad = urls.filter((url) => !urlIsAllowed(url, kind));
  if (bad.length === 0) return null;
  return urls.length === 1
    ? unsupportedLinkMessage(urls[0] as string, allowed)
    : unsupportedUrlsMessage(bad, allowed);
}

/**
 * What was chosen, when a GIF tool is given something else (issue 41: an MP4 on Resize said only
 * "Unsupported file type"): all videos or all pictures, so the page can point to the tool whose
 * about.ts says it is made from that (`highlights.madeFrom`). Null when the files are mixed,
 * fine, or neither.
 */
export function rightToolFor(
  fileNames: readonly string[],
  kind: InputKind,
): "video" | "images" | null {
  if (kind !== "gif") return null;
  const gifKind = acceptedExtensions.gif as readonly string[];
  const wrong = fileNames.map(extensionOf).filter((extension) => !gifKind.includes(extension));
  if (wrong.length === 0) return null;
  const all = (list: readonly string[]) => wrong.every((extension) => list.includes(extension));
  if (all(acceptedExtensions.video)) return "video";
  if (all(acceptedExtensions.images)) return "images";
  return null;
}
