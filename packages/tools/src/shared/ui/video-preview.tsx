import { useEffect, useRef } from "react";

/**
 * The video tools' preview: the person's video in the browser's own player (with its sound and
 * controls), reporting its length, picture size and the playing time so the editor can plan and
 * pick times from it. A video the browser cannot play shows its player's error state; the task
 * still runs on the server, which reads every container GifKit accepts.
 */
export function VideoPreview({
  src,
  label,
  onFacts,
  onTime,
  caption,
  seekSeconds,
}: {
  src: string;
  label: string;
  onFacts?: (facts: { durationSeconds: number; width: number; height: number }) => void;
  onTime?: (seconds: number) => void;
  caption?: string;
  /** Moves the player here when it changes (a time typed in a field). */
  seekSeconds?: number | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || seekSeconds === null || seekSeconds === undefined) return;
    if (Number.isFinite(seekSeconds) && Math.abs(element.currentTime - seekSeconds) > 0.01) {
      element.currentTime = seekSeconds;
    }
  }, [seekSeconds]);
  return (
    <figure className="card overflow-hidden">
      <div className="flex min-h-40 items-center justify-center bg-slate-900 p-2">
        {/* biome-ignore lint/a11y/useMediaCaption: the person's own video; it has no captions to offer. */}
        <video
          ref={video}
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          className="block h-auto max-h-80 max-w-full"
          onLoadedMetadata={(event) =>
            onFacts?.({
              durationSeconds: event.currentTarget.duration,
              width: event.currentTarget.videoWidth,
              height: event.currentTarget.videoHeight,
            })
          }
          onTimeUpdate={(event) => onTime?.(event.currentTarget.currentTime)}
          onSeeked={(event) => onTime?.(event.currentTarget.currentTime)}
        />
      </div>
      {caption && (
        <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
