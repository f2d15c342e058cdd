import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import type { CensorRegion } from "../../operations/censor.ts";
import { useEditorText } from "../i18n/editor-text.ts";
import {
  type Handle,
  moveRegion,
  type PictureSize,
  type Rectangle,
  rectangleFromDrag,
  regionAfterKey,
  resizeRegion,
} from "../region-edit.ts";

/**
 * The preview with the regions drawn on it: drag on the picture to draw a region, drag a region
 * to move it, drag a corner to resize it; a focused region moves with the arrow keys (Shift: 10
 * px), resizes with Alt+arrows and goes with Delete. Each active region shows its effect roughly
 * (a CSS blur of what is behind it, the frame scaled down and up for pixel blocks, the box's
 * color); the server's result is exact.
 */

export interface EditorRegion extends CensorRegion {
  id: number;
}

type Drag =
  | { kind: "draw"; from: { x: number; y: number } }
  | { kind: "move"; id: number; from: { x: number; y: number }; original: Rectangle }
  | {
      kind: "resize";
      id: number;
      handle: Handle;
      from: { x: number; y: number };
      original: Rectangle;
    };

const handles: Handle[] = ["nw", "ne", "sw", "se"];
const handlePosition: Record<Handle, string> = {
  nw: "-left-2 -top-2 cursor-nwse-resize",
  ne: "-right-2 -top-2 cursor-nesw-resize",
  sw: "-left-2 -bottom-2 cursor-nesw-resize",
  se: "-right-2 -bottom-2 cursor-nwse-resize",
};

export function CensorStage({
  picture,
  frameCanvas,
  regions,
  activeIds,
  selectedId,
  disabled,
  canAdd,
  instructionsId,
  onSelect,
  onAdd,
  onChange,
  onRemove,
  focusRequest,
  renderVersion,
}: {
  picture: PictureSize;
  /** The frame at the playhead (null: the <img> below the stage shows the animation). */
  frameCanvas: HTMLCanvasElement | null;
  regions: EditorRegion[];
  /** Regions whose time range covers the frame at the playhead (their effect is shown). */
  activeIds: ReadonlySet<number>;
  selectedId: number | null;
  disabled: boolean;
  canAdd: boolean;
  instructionsId: string;
  onSelect(id: number | null): void;
  onAdd(rectangle: Rectangle): void;
  onChange(id: number, rectangle: Rectangle): void;
  onRemove(id: number): void;
  /** The id of a region to focus once it is drawn (a new one made with the keyboard). */
  focusRequest: number | null;
  /** Changes when the frame canvas was redrawn (pixel-block previews redraw from it). */
  renderVersion: number;
}) {
  const { ui, fill, number } = useEditorText();
  const stageRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [draft, setDraft] = useState<Rectangle | null>(null);
  const regionRefs = useRef(new Map<number, HTMLDivElement>());

  useEffect(() => {
    if (focusRequest !== null) regionRefs.current.get(focusRequest)?.focus();
  }, [focusRequest]);

  /** The pointer's position in picture pixels. */
  const toPicture = (event: ReactPointerEvent) => {
    const bounds = stageRef.current?.getBoundingClientRect();
    if (!bounds || bounds.width === 0) return { x: 0, y: 0 };
    return {
      x: ((event.clientX - bounds.left) / bounds.width) * picture.width,
      y: ((event.clientY - bounds.top) / bounds.height) * picture.height,
    };
  };

  const beginDrag = (event: ReactPointerEvent, drag: Drag) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    dragRef.current = drag;
    stageRef.current?.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    const point = toPicture(event);
    if (drag.kind === "draw") {
      setDraft(rectangleFromDrag(drag.from, point, picture));
      return;
    }
    const dx = point.x - drag.from.x;
    const dy = point.y - drag.from.y;
    onChange(
      drag.id,
      drag.kind === "move"
        ? moveRegion(drag.original, dx, dy, picture)
        : resizeRegion(drag.original, drag.handle, dx, dy, picture),
    );
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    const drag = dragRef.current;
    dragRef.current = null;
    if (drag?.kind === "draw") {
      const rectangle = rectangleFromDrag(drag.from, toPicture(event), picture);
      setDraft(null);
      if (rectangle && canAdd) onAdd(rectangle);
      else if (!rectangle) onSelect(null);
    }
  };

  const percent = (value: number, total: number) => `${(value / total) * 100}%`;
  const boxStyle = (rectangle: Rectangle) => ({
    left: percent(rectangle.x, picture.width),
    top: percent(rectangle.y, picture.height),
    width: percent(rectangle.width, picture.width),
    height: percent(rectangle.height, picture.height),
  });
  const displayScale = () => (stageRef.current?.clientWidth ?? picture.width) / picture.width;
  const regionLabel = (region: CensorRegion, index: number, active: boolean) => {
    const label = fill(ui.censorStage.region, {
      number: number(index + 1),
      style: ui.censorStage.styles[region.style],
      width: number(region.width),
      height: number(region.height),
      x: number(region.x),
      y: number(region.y),
    });
    return active ? label : fill(ui.censorStage.notActive, { region: label });
  };

  return (
    <div
      ref={stageRef}
      data-censor-stage
      className={`absolute inset-0 touch-none select-none ${disabled ? "" : canAdd ? "cursor-crosshair" : ""}`}
      onPointerDown={(event) => beginDrag(event, { kind: "draw", from: toPicture(event) })}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        dragRef.current = null;
        setDraft(null);
      }}
    >
      {regions.map((region, index) => {
        const selected = region.id === selectedId;
        const active = activeIds.has(region.id);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a draggable, keyboard-movable box on a picture is no native control
          <div
            key={region.id}
            ref={(element) => {
              if (element) regionRefs.current.set(region.id, element);
              else regionRefs.current.delete(region.id);
            }}
            role="button"
            tabIndex={disabled ? -1 : 0}
            aria-pressed={selected}
            aria-label={regionLabel(region, index, active)}
            aria-describedby={instructionsId}
            data-region-index={index}
            className={`absolute cursor-move outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-500 ${
              // A dark ring and a light border: visible on light and dark pictures alike.
              selected ? "ring-2 ring-brand-600" : "ring-1 ring-slate-900/70"
            } ${active ? "border border-white/90" : "border-2 border-dashed border-white/90 bg-slate-900/10"}`}
            style={boxStyle(region)}
            onPointerDown={(event) => {
              onSelect(region.id);
              beginDrag(event, {
                kind: "move",
                id: region.id,
                from: toPicture(event),
                original: region,
              });
            }}
            onFocus={() => onSelect(region.id)}
            onKeyDown={(event) => {
              if (disabled) return;
              if (event.key === "Delete" || event.key === "Backspace") {
                event.preventDefault();
                onRemove(region.id);
                return;
              }
              const next = regionAfterKey(region, event, picture);
              if (next) {
                event.preventDefault();
                onChange(region.id, next);
              }
            }}
          >
            {active && (
              <RegionEffect
                region={region}
                frameCanvas={frameCanvas}
                displayScale={displayScale()}
                renderVersion={renderVersion}
              />
            )}
            <span
              aria-hidden="true"
              className="absolute left-0 top-0 bg-slate-900/80 px-1 text-[11px] leading-4 font-semibold text-white"
            >
              {index + 1}
            </span>
            {selected &&
              !disabled &&
              handles.map((handle) => (
                <span
                  key={handle}
                  aria-hidden="true"
                  data-handle={handle}
                  className={`absolute size-4 rounded-sm border-2 border-brand-700 bg-white ${handlePosition[handle]}`}
                  onPointerDown={(event) =>
                    beginDrag(event, {
                      kind: "resize",
                      id: region.id,
                      handle,
                      from: toPicture(event),
                      original: region,
                    })
                  }
                />
              ))}
          </div>
        );
      })}
      {draft && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute border-2 border-dashed border-brand-600 bg-brand-500/20"
          style={boxStyle(draft)}
        />
      )}
    </div>
  );
}

/** The region's effect, roughly, on the preview. */
function RegionEffect({
  region,
  frameCanvas,
  displayScale,
  renderVersion,
}: {
  region: EditorRegion;
  frameCanvas: HTMLCanvasElement | null;
  displayScale: number;
  renderVersion: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const blocksWide = Math.max(1, Math.ceil(region.width / region.strength));
  const blocksHigh = Math.max(1, Math.ceil(region.height / region.strength));
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the frame is (renderVersion)
  useEffect(() => {
    const canvas = canvasRef.current;
    if (region.style !== "pixelate" || !canvas || !frameCanvas) return;
    const context = canvas.getContext("2d");
    if (!context) return;
    context.fillStyle = region.color;
    context.fillRect(0, 0, canvas.width, canvas.height);
    // The browser's downscale averages each block, as the server's pixelize does.
    context.imageSmoothingEnabled = true;
    context.drawImage(
      frameCanvas,
      region.x,
      region.y,
      region.width,
      region.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
  }, [region, frameCanvas, renderVersion, blocksWide, blocksHigh]);

  if (region.style === "box") {
    return <span className="absolute inset-0" style={{ backgroundColor: region.color }} />;
  }
  if (region.style === "pixelate" && frameCanvas) {
    return (
      <canvas
        ref={canvasRef}
        width={blocksWide}
        height={blocksHigh}
        className="absolute inset-0 h-full w-full"
        style={{ imageRendering: "pixelated" }}
      />
    );
  }
  // Blur (and pixel blocks when no frame could be decoded): a blur of what is behind the box.
  const radius = region.style === "blur" ? region.strength : region.strength / 2;
  return (
    <span
      className="absolute inset-0"
      style={{ backdropFilter: `blur(${Math.max(1, radius * displayScale * 0.6)}px)` }}
    />
  );
}
