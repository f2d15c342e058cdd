import { extensionOf } from "@gifkit/contracts";
import { useEffect, useRef, useState } from "react";
import { detectContentFormat } from "../../shared/content-format.ts";
import type { EditorSource } from "../../shared/editor.ts";
import { animationMimeTypeOf } from "../../shared/web/animation-mime-type.ts";
import type { SplitInput } from "../shared/split-form.ts";

/**
 * What the editor knows of the input (browser only): whether it is an animation or a video, an
 * animation's frame count and single frames (WebCodecs' ImageDecoder, where it exists), a video's
 * length (its <video> element reports it).
 */

const videoFormats = ["mp4", "webm", "avi", "mov", "mkv", "flv", "3gp", "3g2", "asf", "m4v", "wmv"];

export interface InputFrames {
  input: SplitInput;
  /** Decodes frame `index` (0-based) of an animation; null when the browser cannot. */
  decoder: ImageDecoder | null;
  /** A video's player reports its length here. */
  setVideoDuration(seconds: number): void;
}

export function useInputFrames(source: EditorSource): InputFrames {
  const [kind, setKind] = useState<"animation" | "video" | null>(null);
  const [frameCount, setFrameCount] = useState<number | null>(null);
  const [durationSeconds, setDurationSeconds] = useState<number | null>(null);
  const [decoder, setDecoder] = useState<ImageDecoder | null>(null);
  const opened = useRef<ImageDecoder | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const file = source.kind === "file" ? source.files[0] : undefined;
      let format: string | null;
      let bytes: ArrayBuffer | null = null;
      if (file) {
        bytes = await file.arrayBuffer();
        format = await detectContentFormat(
          new Uint8Array(bytes, 0, Math.min(4100, bytes.byteLength)),
        );
      } else if (source.kind === "result") {
        format = "gif";
      } else {
        format = extensionOf(source.urls[0] ?? "");
      }
      const isVideo = format !== null && videoFormats.includes(format);
      if (cancelled) return;
      setKind(isVideo ? "video" : "animation");
      if (isVideo) return;
      if (typeof ImageDecoder !== "function") return;
      bytes ??= await (await fetch(source.previewUrl)).arrayBuffer();
      // The one sniffer of ImageDecoder's type (shared/web); MNG has none and is not previewed.
      const type = animationMimeTypeOf(bytes);
      if (!type || !(await ImageDecoder.isTypeSupported(type))) return;
      const opening = new ImageDecoder({ data: bytes, type });
      // Both: `completed` says every byte was read, `tracks.ready` that the track list exists.
      await Promise.all([opening.completed, opening.tracks.ready]);
      if (cancelled) {
        opening.close();
        return;
      }
      opened.current = opening;
      setFrameCount(opening.tracks.selectedTrack?.frameCount ?? null);
      setDecoder(opening);
    })().catch(() => {
      // Unreadable here: the editor works without a frame count; the server checks the range.
      if (!cancelled) setKind((current) => current ?? "animation");
    });
    return () => {
      cancelled = true;
      opened.current?.close();
      opened.current = null;
    };
  }, [source]);

  const input: SplitInput =
    kind === "video" ? { kind: "video", durationSeconds } : { kind: "animation", frameCount };
  return { input, decoder, setVideoDuration: setDurationSeconds };
}

/** One frame of the animation, drawn by the browser's decoder on a canvas. */
export function FrameThumbnail({
  decoder,
  index,
  label,
}: {
  decoder: ImageDecoder;
  index: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    decoder
      .decode({ frameIndex: index })
      .then(({ image }) => {
        const target = canvas.current;
        if (!cancelled && target) {
          target.width = image.displayWidth;
          target.height = image.displayHeight;
          target.getContext("2d")?.drawImage(image, 0, 0);
        }
        image.close();
      })
      .catch(() => {
        // A frame the browser cannot decode stays blank; the server makes the real file.
      });
    return () => {
      cancelled = true;
    };
  }, [decoder, index]);
  return (
    <figure className="min-w-0 flex-1 text-center text-xs text-slate-600">
      <div className="flex h-28 items-center justify-center rounded-lg bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:12px_12px] p-1">
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          className="block max-h-full max-w-full object-contain"
        />
      </div>
      <figcaption className="mt-1">{label}</figcaption>
    </figure>
  );
}
