import { frameIndexAt, type TextLayout } from "@gifkit/text-layout";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { AddTextEditorText } from "../editor-text.ts";
import type { ResolvedTextLayer } from "../shared/layers.ts";
import type { GifFrameSource } from "./gif-frames.ts";
import { drawPreviewFrame, previewDisplaySize, previewTimeline } from "./preview-canvas.tsx";

export interface PreviewLayer {
  id: number;
  resolved: ResolvedTextLayer;
  offsetX: number;
  offsetY: number;
}

/**
 * The live preview: the GIF playing on a canvas of its own size (shown at most 800 × 600) with
 * every layer drawn by the same code as the server. Text is dragged with the pointer, or moved
 * with the arrow keys (Shift: 10 px); either changes the layer's offsets.
 */
export function PreviewPlayer({
  source,
  overlayImageUrl,
  layers,
  selectedId,
  redrawKey,
  disabled,
  onSelect,
  onMove,
}: {
  source: GifFrameSource;
  /** Draw only the text, over this picture (a WebP/APNG/MNG the page cannot decode itself). */
  overlayImageUrl: string | null;
  layers: PreviewLayer[];
  selectedId: number | null;
  /** Changes when something not in `layers` changes the drawing (a font finished loading). */
  redrawKey: number;
  disabled: boolean;
  onSelect: (id: number) => void;
  onMove: (id: number, offsetX: number, offsetY: number) => void;
}) {
  const { own: t, ui, fill, number, languageCode } = useEditorText<AddTextEditorText>();
  // Always two decimals ("1.50 s", "1,50 s"), as the times read before they were translated.
  const hundredths = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const seconds = (value: number) =>
    fill(ui.sharedParts.timeRange.seconds, { seconds: hundredths.format(value) });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layoutsRef = useRef<TextLayout[]>([]);
  const [playing, setPlaying] = useState(true);
  const [frameIndex, setFrameIndex] = useState(0);
  const timeline = useRef(previewTimeline(source));
  const clock = useRef({ startedAt: 0, offsetMs: 0 });
  const drag = useRef<{
    id: number;
    pointerX: number;
    pointerY: number;
    offsetX: number;
    offsetY: number;
  } | null>(null);
  const display = previewDisplaySize(source.width, source.height);

  useEffect(() => {
    timeline.current = previewTimeline(source);
    clock.current = { startedAt: performance.now(), offsetMs: 0 };
    setFrameIndex(0);
  }, [source]);

  // Playback: the frame on show follows the clock; only a change of frame redraws.
  useEffect(() => {
    if (!playing) return;
    let handle = 0;
    clock.current.startedAt = performance.now() - clock.current.offsetMs;
    const tick = (now: number) => {
      const elapsed = now - clock.current.startedAt;
      clock.current.offsetMs = elapsed;
      setFrameIndex(frameIndexAt(timeline.current, elapsed));
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [playing]);

  const resolved = layers.map((layer) => layer.resolved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawKey forces a redraw after a font loads
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    layoutsRef.current = drawPreviewFrame(context, source, timeline.current, frameIndex, resolved, {
      overlay: overlayImageUrl !== null,
    });
  }, [source, frameIndex, JSON.stringify(resolved), redrawKey, overlayImageUrl]);

  const toCanvas = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * source.width,
      y: ((event.clientY - rect.top) / rect.height) * source.height,
    };
  };

  const layerAt = (x: number, y: number): number | null => {
    const slack = 6;
    for (let index = layers.length - 1; index >= 0; index--) {
      const box = layoutsRef.current[index]?.box;
      if (
        box &&
        x >= box.x - slack &&
        x <= box.x + box.width + slack &&
        y >= box.y - slack &&
        y <= box.y + box.height + slack
      ) {
        return layers[index]?.id ?? null;
      }
    }
    return null;
  };

  const moveBy = (id: number, dx: number, dy: number) => {
    const layer = layers.find((candidate) => candidate.id === id);
    if (layer) onMove(id, layer.offsetX + dx, layer.offsetY + dy);
  };

  const durationSeconds = timeline.current.durationMs / 1000;
  const currentSeconds = (timeline.current.startsMs[frameIndex] ?? 0) / 1000;
  const keyboardTarget = selectedId ?? (layers.length === 1 ? (layers[0]?.id ?? null) : null);

  return (
    <figure className="card overflow-hidden">
      <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-3">
        <div
          className="relative max-w-full"
          style={{ width: display.width, aspectRatio: `${source.width} / ${source.height}` }}
        >
          {overlayImageUrl && (
            <img
              src={overlayImageUrl}
              alt=""
              className="absolute inset-0 block h-full w-full"
              draggable={false}
            />
          )}
          <canvas
            ref={canvasRef}
            width={source.width}
            height={source.height}
            tabIndex={disabled ? -1 : 0}
            role="img"
            aria-label={fill(t.canvasLabel, { step: number(10) })}
            className={`relative block h-full w-full touch-none select-none outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${disabled ? "" : "cursor-move"}`}
            onPointerDown={(event) => {
              if (disabled) return;
              const point = toCanvas(event);
              const id = layerAt(point.x, point.y);
              if (id === null) return;
              const layer = layers.find((candidate) => candidate.id === id);
              if (!layer) return;
              onSelect(id);
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.current = {
                id,
                pointerX: point.x,
                pointerY: point.y,
                offsetX: layer.offsetX,
                offsetY: layer.offsetY,
              };
            }}
            onPointerMove={(event) => {
              const current = drag.current;
              if (!current) return;
              const point = toCanvas(event);
              onMove(
                current.id,
                Math.round(current.offsetX + point.x - current.pointerX),
                Math.round(current.offsetY + point.y - current.pointerY),
              );
            }}
            onPointerUp={() => {
              drag.current = null;
            }}
            onPointerCancel={() => {
              drag.current = null;
            }}
            onKeyDown={(event) => {
              if (disabled || keyboardTarget === null) return;
              const step = event.shiftKey ? 10 : 1;
              const moves: Record<string, [number, number]> = {
                ArrowLeft: [-step, 0],
                ArrowRight: [step, 0],
                ArrowUp: [0, -step],
                ArrowDown: [0, step],
              };
              const move = moves[event.key];
              if (!move) return;
              event.preventDefault();
              moveBy(keyboardTarget, move[0], move[1]);
            }}
          />
        </div>
      </div>
      <figcaption className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        <button
          type="button"
          className="btn btn-secondary shrink-0 whitespace-nowrap px-3 py-1.5"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={!playing}
        >
          {playing ? ui.videoParts.pause : ui.videoParts.play}
        </button>
        <span className="tabular-nums">
          {fill(t.playerStatus, {
            time: seconds(currentSeconds),
            duration: seconds(durationSeconds),
            width: source.width,
            height: source.height,
          })}
        </span>
      </figcaption>
    </figure>
  );
}
