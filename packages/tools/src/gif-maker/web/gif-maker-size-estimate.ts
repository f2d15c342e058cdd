import type { SizeEstimateProps } from "../../shared/ui/size-estimate.tsx";
import type { PixelSize } from "../shared/output-size.ts";
import {
  browserCanShow,
  type FrameItem,
  type GifMakerSettings,
  startFields,
} from "./frame-list.ts";

/** True when a PNG or WebP holds an animation (its acTL or ANIM chunk comes early). */
async function isAnimated(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes("acTL") || text.includes("ANIM");
}

/**
 * One image as the estimate's sample: fitted inside the output size on a canvas. An image that
 * already fits, an animation (its frames all count), a format the browser cannot draw, or one
 * whose scaled copy would not be smaller is sent as it is.
 */
async function scaledToFit(
  item: FrameItem,
  output: PixelSize,
): Promise<{ blob: Blob; name: string }> {
  const file = item.file as File;
  const asItIs = { blob: file as Blob, name: file.name };
  if (!browserCanShow(item) || item.extension === "gif" || (await isAnimated(file))) return asItIs;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return asItIs;
  const scale = Math.min(output.width / bitmap.width, output.height / bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return asItIs;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return asItIs;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // JPEG for a photo; WebP (which keeps transparency) for the rest.
  const photo = item.extension === "jpg" || item.extension === "jpeg";
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, photo ? "image/jpeg" : "image/webp", 0.92),
  );
  // Only worth sending when it is smaller than the file itself.
  if (!blob || blob.size >= file.size) return asItIs;
  return { blob, name: `${file.name}.${photo ? "jpg" : "webp"}` };
}

/**
 * The GIF Maker editor's <SizeEstimate> props: its images, each scaled to the output size, in
 * GIF order, with the settings. No estimate while a link is in the list (the browser cannot read
 * another site's image) or before the first image's size is known.
 */
export function gifMakerSizeEstimate(
  items: readonly FrameItem[],
  settings: GifMakerSettings,
  output: PixelSize | null,
): SizeEstimateProps {
  const { files: _files, urls: _urls, order: _order, ...options } = startFields(items, settings);
  const fields = {
    ...(options as Record<string, string>),
    ...(output ? { width: String(output.width), height: String(output.height) } : {}),
  };
  const usable = output !== null && items.length > 0 && items.every((item) => item.file);
  return {
    tool: "gif-maker",
    fields,
    sampleKey: usable
      ? JSON.stringify([items.map((item) => item.id), output.width, output.height])
      : null,
    makeSample: async () => ({
      files: await Promise.all(items.map((item) => scaledToFit(item, output as PixelSize))),
      fields: {},
    }),
  };
}
