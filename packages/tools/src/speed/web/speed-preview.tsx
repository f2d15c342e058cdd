import { useEffect, useRef, useState } from "react";
import { animationMimeTypeOf } from "../../shared/web/animation-mime-type.ts";
import { planSpeed } from "../shared/timing.ts";
import { centisecondsFromMicroseconds } from "./preview-math.ts";

/** The part of WebCodecs' ImageDecoder the preview uses (not in every browser, nor in every lib). */
interface DecodedFrame {
  image: {
    displayWidth: number;
    displayHeight: number;
    duration: number | null;
    close(): void;
  } & CanvasImageSource;
}
interface ImageDecoderLike {
  tracks: { ready: Promise<void>; selectedTrack: { frameCount: number } | null };
  completed: Promise<void>;
  decode(options: { frameIndex: number }): Promise<DecodedFrame>;
  close(): void;
}
interface ImageDecoderClass {
  new (init: { data: ArrayBuffer; type: string }): ImageDecoderLike;
  isTypeSupported(type: string): Promise<boolean>;
}

/** Frames the preview reads; longer animations preview their beginning. */
const maximumPreviewFrames = 600;

export interface PreviewTiming {
  /** Stored delays (hundredths) of the frames read. */
  delaysCentiseconds: number[];
  width: number;
  height: number;
}

/**
 * Plays the GIF on a canvas at the new speed, with exactly the frames and delays the server will
 * write (the same `planSpeed`), decoded in the browser by WebCodecs' ImageDecoder. Where the
 * browser has no ImageDecoder (or cannot read the file) it calls `onUnavailable` and draws
 * nothing; the editor then shows the original and the new duration in words.
 */
export function SpeedPreview({
  previewUrl,
  speed,
  label,
  onTiming,
  onUnavailable,
}: {
  previewUrl: string;
  speed: number | null;
  label: string;
  onTiming: (timing: PreviewTiming) => void;
  onUnavailable: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [decoder, setDecoder] = useState<{ decoder: ImageDecoderLike; frameCount: number } | null>(
    null,
  );
  const [delays, setDelays] = useState<number[] | null>(null);
  const callbacks = useRef({ onTiming, onUnavailable });
  callbacks.current = { onTiming, onUnavailable };

  // Open the file once and read every frame's delay.
  useEffect(() => {
    const Decoder = (globalThis as { ImageDecoder?: ImageDecoderClass }).ImageDecoder;
    if (!Decoder) {
      callbacks.current.onUnavailable();
      return;
    }
    let cancelled = false;
    let opened: ImageDecoderLike | null = null;
    (async () => {
      const data = await (await fetch(previewUrl)).arrayBuffer();
      const type = animationMimeTypeOf(data);
      if (!type || !(await Decoder.isTypeSupported(type))) throw new Error("unsupported");
      opened = new Decoder({ data, type });
      await opened.tracks.ready;
      await opened.completed;
      const frameCount = Math.min(
        maximumPreviewFrames,
        opened.tracks.selectedTrack?.frameCount ?? 0,
      );
      if (frameCount === 0) throw new Error("no frames");
      const read: number[] = [];
      let size = { width: 0, height: 0 };
      for (let frameIndex = 0; frameIndex < frameCount; frameIndex++) {
        const { image } = await opened.decode({ frameIndex });
        if (frameIndex === 0) size = { width: image.displayWidth, height: image.displayHeight };
        // Hundredths as the GIF stores them (planSpeed counts 0 and 1 as the 10 browsers show).
        read.push(centisecondsFromMicroseconds(image.duration));
        image.close();
        if (cancelled) return;
      }
      setDecoder({ decoder: opened, frameCount });
      setDelays(read);
      callbacks.current.onTiming({ delaysCentiseconds: read, ...size });
    })().catch(() => {
      if (!cancelled) callbacks.current.onUnavailable();
    });
    return () => {
      cancelled = true;
      opened?.close();
    };
  }, [previewUrl]);

  // Play the kept frames with their new delays; restart whenever the speed changes.
  useEffect(() => {
    if (!decoder || !delays || speed === null) return;
    const plan = planSpeed(delays, speed);
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let position = 0;
    const showNext = async () => {
      if (stopped) return;
      const frameIndex = plan.keptFrames[position] as number;
      const delay = plan.delaysCentiseconds[position] as number;
      const started = performance.now();
      try {
        const { image } = await decoder.decoder.decode({ frameIndex });
        if (stopped) {
          image.close();
          return;
        }
        if (canvas.width !== image.displayWidth) canvas.width = image.displayWidth;
        if (canvas.height !== image.displayHeight) canvas.height = image.displayHeight;
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0);
        image.close();
      } catch {
        return; // closed while decoding
      }
      canvas.dataset.shownFrame = String(frameIndex);
      position = (position + 1) % plan.keptFrames.length;
      const waitMs = Math.max(0, delay * 10 - (performance.now() - started));
      timer = setTimeout(showNext, waitMs);
    };
    void showNext();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [decoder, delays, speed]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-speed-preview={speed ?? ""}
      className="block h-auto max-w-full"
      style={{ maxHeight: 320 }}
    />
  );
}
