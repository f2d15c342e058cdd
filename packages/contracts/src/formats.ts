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
  gif: ["gif", "webp", "apng", "mng"],
  video: ["mp4", "webm", "avi", "mov", "mkv", "flv", "3gp", "wmv"],
} as const;
export type InputKind = keyof typeof acceptedExtensions;

export function extensionOf(name: string): string {
  const clean = name.split(/[?#]/, 1)[0] ?? "";
  const dot = clean.lastIndexOf(".");
  const slash = clean.lastIndexOf("/");
  return dot > slash && dot >= 0 ? clean.slice(dot + 1).toLowerCase() : "";
}

export function unsupportedFileMessage(names: string[], allowed: readonly string[]): string {
  return `Unsupported file type: ${names.join(", ")}. Allowed: ${allowed.map((e) => e.toUpperCase()).join(", ")}`;
}
export function unsupportedUrlMessage(allowed: readonly string[]): string {
  return `Unsupported file type for this tool. Allowed: ${allowed.join(", ")}`;
}
export function unsupportedUrlsMessage(urls: string[], allowed: readonly string[]): string {
  return `Unsupported URLs: ${urls.join(", ")}. Allowed: ${allowed.join(", ")}`;
}
