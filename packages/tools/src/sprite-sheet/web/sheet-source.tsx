import { extensionOf } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import { detectContentFormat } from "../../shared/content-format.ts";
import type { EditorSource } from "../../shared/editor.ts";
import { forEachDecodedFrame } from "../../shared/web/image-decoder-frames.tsx";

/** What the editor knows of the input, read in the browser. */
export interface SheetSource {
  /** The format by content ("gif", "png", "jpg", "webp", "apng", "mng"), null while unknown. */
  format: string | null;
  /** Every frame as the browser composited it (ImageDecoder), null when it cannot decode them. */
  frames: ImageBitmap[] | null;
  delaysMs: number[];
  /** The picture's size (one frame of an animation), null until known. */
  size: { width: number; height: number } | null;
  /** True once the bytes were read (or could not be). */
  ready: boolean;
}

const animationFormats = ["gif", "apng", "mng"];

/** Whether the input is an animation (to-sheet) rather than a still sheet (from-sheet). */
export function isAnimation(source: SheetSource): boolean {
  if (source.format === null) return false;
  if (animationFormats.includes(source.format)) return true;
  return source.format === "webp" && (source.frames?.length ?? 0) > 1;
}

/**
 * Reads the input once: its format by content, and every frame decoded by the browser's
 * ImageDecoder (kept as ImageBitmaps to lay out again as the settings change). A link the
 * browser may not fetch leaves the frames unknown; the server still does the work.
 */
export function useSheetSource(source: EditorSource): SheetSource {
  const [state, setState] = useState<SheetSource>({
    format: null,
    frames: null,
    delaysMs: [],
    size: null,
    ready: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    const bitmaps: ImageBitmap[] = [];
    (async () => {
      let bytes: ArrayBuffer | null = null;
      try {
        const file = source.kind === "file" ? source.files[0] : undefined;
        bytes = file
          ? await file.arrayBuffer()
          : await (await fetch(source.previewUrl)).arrayBuffer();
      } catch {
        bytes = null;
      }
      if (controller.signal.aborted) return;
      if (!bytes) {
        // A link the browser may not read: its name still tells an animation from a sheet.
        const extension = extensionOf(source.urls[0] ?? source.displayName);
        setState((current) => ({
          ...current,
          format: extension === "jpeg" ? "jpg" : extension || null,
          ready: true,
        }));
        return;
      }
      const format = await detectContentFormat(
        new Uint8Array(bytes, 0, Math.min(4100, bytes.byteLength)),
      );
      const delaysMs: number[] = [];
      let size: { width: number; height: number } | null = null;
      const count = await forEachDecodedFrame(bytes, controller.signal, async (image, frame) => {
        size = { width: image.displayWidth, height: image.displayHeight };
        bitmaps.push(await createImageBitmap(image));
        delaysMs[frame.index] = frame.delayMs;
      }).catch(() => null);
      if (controller.signal.aborted) return;
      setState({
        format,
        frames: count ? bitmaps : null,
        delaysMs,
        size,
        ready: true,
      });
    })();
    return () => {
      controller.abort();
      for (const bitmap of bitmaps) bitmap.close();
    };
  }, [source]);
  return state;
}
