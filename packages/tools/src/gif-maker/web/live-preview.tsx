import { useEffect, useRef, useState } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { ChoiceGroup } from "../../shared/ui/controls.tsx";
import type { GifMakerEditorText } from "../editor-text.ts";
import { zoomEnd } from "../shared/timeline.ts";
import type { FrameItem } from "./frame-list.ts";
import { ImageTile } from "./image-tile.tsx";
import {
  nextPosition,
  type PlaybackPosition,
  type PreviewSpeed,
  previewDelayMs,
  previewSpeeds,
} from "./preview-timing.ts";

/**
 * The live preview: the images in order, each for its duration divided by the speed (at least
 * 20 ms), with its fade or zoom, stopping on the last frame after the loop count when it is
 * above 0 (spec: tools §4). Crossfades and the exact colours are the server's.
 */
export function LivePreview({
  items,
  imageUrls,
  defaultDurationMs,
  ownLengthsMs,
  loopCount,
  backgroundColour,
  aspectRatio,
}: {
  items: readonly FrameItem[];
  imageUrls: ReadonlyMap<string, string>;
  defaultDurationMs: number;
  /** An animation's own length by item id: its default duration (DESIGN §2). */
  ownLengthsMs?: ReadonlyMap<string, number>;
  loopCount: number;
  backgroundColour: string;
  /** Width / height of the GIF: the output size once the first image is known. */
  aspectRatio: number;
}) {
  const { own: t, ui, fill, number } = useEditorText<GifMakerEditorText>();
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState<PreviewSpeed>(1);
  const [position, setPosition] = useState<PlaybackPosition>({ index: 0, plays: 0 });
  const frameRef = useRef<HTMLDivElement>(null);
  const index = Math.min(position.index, Math.max(0, items.length - 1));
  const item = items[index];
  const durationMs = previewDelayMs(
    item?.durationMs ?? (item && ownLengthsMs?.get(item.id)) ?? defaultDurationMs,
    speed,
  );

  // Advance after this frame's time; stop after the loop count.
  useEffect(() => {
    if (!playing || items.length === 0) return;
    const timer = setTimeout(() => {
      const next = nextPosition({ index, plays: position.plays }, items.length, loopCount);
      if (next) setPosition(next);
      else setPlaying(false);
    }, durationMs);
    return () => clearTimeout(timer);
  }, [playing, index, position.plays, items.length, loopCount, durationMs]);

  // The frame's effect over its time: fade from and to black, or a slow push-in.
  useEffect(() => {
    const element = frameRef.current;
    if (!element || !playing || !item || item.effect === "none") return;
    const keyframes =
      item.effect === "fade"
        ? [{ opacity: 0 }, { opacity: 1, offset: 0.3 }, { opacity: 1, offset: 0.7 }, { opacity: 0 }]
        : [{ transform: "scale(1)" }, { transform: `scale(${zoomEnd})` }];
    const animation = element.animate(keyframes, { duration: durationMs, fill: "forwards" });
    return () => animation.cancel();
  }, [item, playing, durationMs]);

  const togglePlaying = () => {
    if (!playing && loopCount > 0 && nextPosition(position, items.length, loopCount) === null) {
      setPosition({ index: 0, plays: 0 }); // finished: play again from the start
    }
    setPlaying(!playing);
  };

  return (
    <figure className="card overflow-hidden">
      <div className="flex justify-center bg-slate-100 p-3 sm:p-4">
        <div
          className="relative w-full max-w-xl overflow-hidden rounded-lg"
          style={{ aspectRatio: String(aspectRatio), backgroundColor: backgroundColour }}
        >
          {item ? (
            <div ref={frameRef} key={`${item.id}-${position.plays}`} className="absolute inset-0">
              <ImageTile item={item} imageUrl={imageUrls.get(item.id) ?? null} fit="contain" />
            </div>
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-300">
              {t.addToPreview}
            </p>
          )}
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={togglePlaying}
            disabled={items.length === 0}
          >
            {playing ? ui.videoParts.pause : ui.videoParts.play}
          </button>
          <span className="text-sm text-slate-600 tabular-nums" aria-live="off">
            {items.length > 0
              ? fill(t.frameOf, { number: number(index + 1), count: number(items.length) })
              : t.noFrames}
          </span>
        </div>
        <ChoiceGroup
          label={t.previewSpeed}
          options={previewSpeeds.map((value) => ({
            value: String(value),
            label: `${number(value)}x`,
          }))}
          value={String(speed)}
          onChange={(value) => setSpeed(Number(value) as PreviewSpeed)}
        />
      </figcaption>
    </figure>
  );
}
