import { open } from "node:fs/promises";

/** The still formats Crop takes besides animations (issue 41), by their content-sniffed names. */
export type StillFormat = "jpg" | "png" | "webp";

/**
 * Whether an input is a still picture Crop crops with media.cropStill, from the type the intake
 * found by content: a JPEG, a PNG without animation (file-type calls an animated one "apng"), or
 * a WebP whose VP8X header has no animation flag (file-type calls both kinds "webp").
 */
export async function stillFormatOf(
  path: string,
  detectedType: string | null | undefined,
): Promise<StillFormat | null> {
  if (detectedType === "jpg" || detectedType === "png") return detectedType;
  if (detectedType !== "webp") return null;
  return (await isAnimatedWebp(path)) ? null : "webp";
}

/** RIFF(4) size(4) WEBP(4), then a VP8X chunk's tag(4) size(4) and flags: bit 1 is animation. */
async function isAnimatedWebp(path: string): Promise<boolean> {
  const file = await open(path, "r");
  try {
    const head = Buffer.alloc(21);
    await file.read(head, 0, head.length, 0);
    return head.toString("latin1", 12, 16) === "VP8X" && (head[20] ?? 0) & 0x02 ? true : false;
  } finally {
    await file.close();
  }
}
