/**
 * Every kind of file a task may produce, in one list: the result's keys (task.ts), the tool
 * definitions' `OutputKind`, the content type the worker stores and the download route serves,
 * the file extension, and the download name used when a tool names none. The result screen reads
 * `display` to choose how to show a kind: as an image, as a muted looping video, as a sound with
 * its player, as the list of what an archive holds, or as a plain file.
 *
 * The order is the result's key order and the order in which the primary output of a result is
 * looked for (a GIF first: every GIF tool's result is its GIF).
 */
export const outputKinds = {
  gif: { contentType: "image/gif", extension: "gif", display: "image" },
  mp4: { contentType: "video/mp4", extension: "mp4", display: "video" },
  webp: { contentType: "image/webp", extension: "webp", display: "image" },
  apng: { contentType: "image/apng", extension: "apng", display: "image" },
  avif: { contentType: "image/avif", extension: "avif", display: "image" },
  webm: { contentType: "video/webm", extension: "webm", display: "video" },
  png: { contentType: "image/png", extension: "png", display: "image" },
  // Crop's result for a still JPEG (issue 41: JPEG in, JPEG out).
  jpg: { contentType: "image/jpeg", extension: "jpg", display: "image" },
  zip: { contentType: "application/zip", extension: "zip", display: "archive" },
  json: { contentType: "application/json", extension: "json", display: "file" },
  // Convert Video's QuickTime result (H.264/AAC, as MP4 holds them).
  mov: { contentType: "video/quicktime", extension: "mov", display: "video" },
  // Video Audio's extracted sound: AAC in an MPEG-4 audio file, or MP3.
  m4a: { contentType: "audio/mp4", extension: "m4a", display: "audio" },
  mp3: { contentType: "audio/mpeg", extension: "mp3", display: "audio" },
} as const satisfies Record<
  string,
  {
    contentType: string;
    extension: string;
    display: "image" | "video" | "audio" | "archive" | "file";
  }
>;

export type OutputKind = keyof typeof outputKinds;
export type OutputDisplay = (typeof outputKinds)[OutputKind]["display"];

/** Every output kind, in the list's order. */
export const outputKindList = Object.keys(outputKinds) as OutputKind[];

export function isOutputKind(value: string): value is OutputKind {
  return Object.hasOwn(outputKinds, value);
}

/** The file name a result of this kind is saved under when its tool names none: `result.<ext>`. */
export function defaultDownloadName(kind: OutputKind): string {
  return `result.${outputKinds[kind].extension}`;
}

/** The content types of every output kind: what a result is ever served as. */
export const outputContentTypes: readonly string[] = outputKindList.map(
  (kind) => outputKinds[kind].contentType,
);

/**
 * A result's main file: its GIF when it has one (every GIF tool), else the output its `path`
 * names, else the first output in the list's order. Null when the result names no file (a size
 * estimate, an upload task).
 */
export function primaryOutput(
  result: Partial<Record<OutputKind | "path", unknown>>,
): { kind: OutputKind; key: string } | null {
  const keyOf = (kind: OutputKind) => {
    const key = result[kind];
    return typeof key === "string" && key !== "" ? key : null;
  };
  const gif = keyOf("gif");
  if (gif) return { kind: "gif", key: gif };
  const byPath = outputKindList.find((kind) => keyOf(kind) !== null && keyOf(kind) === result.path);
  const kind = byPath ?? outputKindList.find((each) => keyOf(each) !== null);
  const key = kind ? keyOf(kind) : null;
  return kind && key ? { kind, key } : null;
}
