import { indefiniteArticle } from "./english-article.ts";

/** File extensions each kind of tool accepts (the spec's lists, lower case, no dot). */
export const acceptedExtensions = {
  images: [
    "jpg",
    "jpeg",
    "png",
    "gif",
    "webp",
    "apng",
    "heic",
    "heif",
    "mng",
    "jp2",
    "avif",
    "jxl",
    "bmp",
    "pdf",
  ],
  /** Animations (the GIF tools): animated AVIF and WebM are decoded with ffmpeg (issue 27). */
  gif: ["gif", "webp", "apng", "mng", "avif", "webm"],
  /** Crop (issue 41): an animation, or a still JPEG, PNG or WebP it keeps in its format. */
  "gif-or-still": ["gif", "webp", "apng", "mng", "avif", "webm", "jpg", "jpeg", "png"],
  video: ["mp4", "webm", "avi", "mov", "mkv", "flv", "3gp", "wmv"],
  /** Tools that take the frames of an animation or of a video (Split into frames). */
  "gif-or-video": [
    "gif",
    "webp",
    "apng",
    "mng",
    "avif",
    "mp4",
    "webm",
    "avi",
    "mov",
    "mkv",
    "flv",
    "3gp",
    "wmv",
  ],
} as const;
export type InputKind = keyof typeof acceptedExtensions;

export function extensionOf(name: string): string {
  const clean = name.split(/[?#]/, 1)[0] ?? "";
  const dot = clean.lastIndexOf(".");
  const slash = clean.lastIndexOf("/");
  return dot > slash && dot >= 0 ? clean.slice(dot + 1).toLowerCase() : "";
}

/**
 * Extensions a file may have besides its kind's own, to be judged by its content (issue 41): an
 * APNG's usual extension is .png, so a tool that takes APNG takes a .png whose content is an
 * APNG (the server sniffs it; a still PNG there is refused as before).
 */
export function extensionsByContent(kind: InputKind): readonly string[] {
  return (acceptedExtensions[kind] as readonly string[]).includes("apng") ? ["png"] : [];
}

/** Whether a file named `name` may be sent to a tool of `kind` (its content is checked there). */
export function nameMayBeAccepted(name: string, kind: InputKind): boolean {
  const extension = extensionOf(name);
  return (
    (acceptedExtensions[kind] as readonly string[]).includes(extension) ||
    extensionsByContent(kind).includes(extension)
  );
}

/**
 * What was chosen, when a GIF tool is given something else (issue 41: an MP4 on Resize said only
 * "Unsupported file type"): all videos or all pictures, so the page and the API can point to the
 * tools that take them. Null when the files are mixed, fine, or neither.
 */
export function refusedInputKind(
  fileNames: readonly string[],
  kind: InputKind,
): "video" | "images" | null {
  if (kind !== "gif" && kind !== "gif-or-still") return null;
  const taken = acceptedExtensions[kind] as readonly string[];
  const wrong = fileNames.map(extensionOf).filter((extension) => !taken.includes(extension));
  if (wrong.length === 0) return null;
  const all = (list: readonly string[]) => wrong.every((extension) => list.includes(extension));
  if (all(acceptedExtensions.video)) return "video";
  if (all(acceptedExtensions.images)) return "images";
  return null;
}

export function unsupportedFileMessage(names: string[], allowed: readonly string[]): string {
  return `Unsupported file type: ${names.join(", ")}. Allowed: ${allowed.map((e) => e.toUpperCase()).join(", ")}`;
}
export function unsupportedUrlMessage(allowed: readonly string[]): string {
  return `Unsupported file type for this tool. Allowed: ${allowed.join(", ")}`;
}
/** Sites whose video pages people paste: a page, never a file GifKit may fetch (issue 24). */
const videoPageHosts: Record<string, string> = {
  "vimeo.com": "Vimeo",
  "www.vimeo.com": "Vimeo",
  "player.vimeo.com": "Vimeo",
};
/** Path endings of web pages (none at all: "https://example.com/gallery/42"). */
const pageExtensions = ["", "html", "htm", "xhtml", "php", "asp", "aspx", "jsp", "shtml"];

/**
 * Why one link cannot be used, in words that say what it is (issue 24: a Vimeo page, an HTML
 * page and an ftp link all used to get "Unsupported file type"): a link that is not http(s), a
 * video site's page, a web page, or else the file type with the allowed list.
 */
export function unsupportedLinkMessage(rawUrl: string, allowed: readonly string[]): string {
  const problem = linkProblemOf(rawUrl);
  switch (problem.kind) {
    case "invalid":
      return "This is not a valid link: copy the whole address, starting with https://.";
    case "scheme":
      return `${problem.scheme} links are not supported: GifKit fetches http:// and https:// links only. Download the file and upload it instead.`;
    case "video-site":
      return `A ${problem.site} page is not a video file, and GifKit cannot fetch videos from ${problem.site}. Download the video (where its owner allows it) and upload the file.`;
    case "web-page":
      return `This link is a web page, not a file. Link to the file itself (ending in .${allowed.slice(0, 3).join(", .")}...): right-click it on the page and copy its address.`;
    case "type":
      return unsupportedUrlMessage(allowed);
  }
}

/** What is wrong with a link whose file type is not accepted (the page words it in its language). */
export type LinkProblem =
  | { kind: "invalid" }
  | { kind: "scheme"; scheme: string }
  | { kind: "video-site"; site: string }
  | { kind: "web-page" }
  | { kind: "type" };

export function linkProblemOf(rawUrl: string): LinkProblem {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { kind: "scheme", scheme: url.protocol.replace(/:$/, "").toUpperCase() };
  const site = videoPageHosts[url.hostname.toLowerCase()];
  if (site) return { kind: "video-site", site };
  if (pageExtensions.includes(extensionOf(url.pathname))) return { kind: "web-page" };
  return { kind: "type" };
}
export function unsupportedUrlsMessage(urls: string[], allowed: readonly string[]): string {
  return `Unsupported URLs: ${urls.join(", ")}. Allowed: ${allowed.join(", ")}`;
}

/** What a file's extension promises, for messages ("x.jpg is not a JPEG file"). */
const formatLabels: Record<string, string> = {
  jpg: "JPEG",
  jpeg: "JPEG",
  webp: "WebP",
  heic: "HEIC",
  heif: "HEIF",
  jp2: "JPEG 2000",
  jxl: "JPEG XL",
  webm: "WebM",
  mov: "QuickTime (MOV)",
  mkv: "Matroska (MKV)",
};

export function formatLabel(extension: string): string {
  return formatLabels[extension] ?? extension.toUpperCase();
}

/** "a GIF file", "an MP4 file", "an SVG file": the article by the name's sound. */
function aFileOf(extension: string): string {
  const label = formatLabel(extension);
  return `${indefiniteArticle(label)} ${label} file`;
}

/**
 * A file of 0 bytes (a download that never finished, a cloud file not synced yet): said as such,
 * not as a wrong format (issue 24), in the browser when it is chosen and by the server.
 */
export function emptyFileMessage(names: readonly string[]): string {
  const [first] = names;
  if (names.length === 1 && first !== undefined)
    return `${first} is empty (0 bytes). Choose the file again, or another one.`;
  return `These files are empty (0 bytes): ${names.join(", ")}. Choose them again, or others.`;
}

/**
 * A file whose name is accepted but whose content is not an accepted format (a text file named
 * x.gif): said as such, in the browser when it is chosen and by the server at the start call.
 */
export function contentMismatchMessage(names: readonly string[]): string {
  const [first] = names;
  if (names.length === 1 && first !== undefined) {
    return `${first} is not ${aFileOf(extensionOf(first))}: its content does not match its name.`;
  }
  return `These files are not what their names say (their content does not match): ${names.join(", ")}.`;
}

/** A link whose file is not an accepted format by its content; `shownUrl` names it (several links). */
export function linkContentMismatchMessage(url: string, shownUrl = "this link"): string {
  const extension = extensionOf(url);
  // A link without a file name (a YouTube page) promised no format.
  if (!extension) return `The file at ${shownUrl} is not in a format GifKit can read.`;
  return `The file at ${shownUrl} is not ${aFileOf(extension)}: its content does not match its name.`;
}
