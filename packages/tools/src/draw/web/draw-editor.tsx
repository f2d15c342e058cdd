import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import {
  type DrawShape,
  type DrawShapeKind,
  drawLimits,
  drawShapeKinds,
  pointsOfKind,
  stepRadiusPx,
} from "../../operations/draw.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { DrawEditorText } from "../editor-text.ts";
import type { DrawOptions } from "../shared/options.ts";

/** The preview is never taller than this (phones: most of the screen stays for the controls). */
const previewMaxHeightPx = 420;
/** The narrowest the picture is shown (CSS px): a 80 px GIF is enlarged to it. */
const minimumStageWidthPx = 240;

/** GIF pixels the cross-hair moves per arrow key with Shift held (1 without). */
const shiftStepPx = 10;

type Point = [number, number];
/** A shape as edited: the operation's fields (timing as a time range), with an id for the list. */
type EditedShape = Omit<DrawShape, "start_frame" | "end_frame"> & { id: number };

/**
 * Draw's editor: choose a shape, then place its points on the picture with the mouse, a finger
 * or the keyboard alone (the picture is one focusable stage: arrow keys move a cross-hair, one
 * pixel or ten with Shift; Enter places a point; a stroke ends with F or its button; Delete
 * removes the last shape). The list names every shape with its time range, each editable.
 */
export default function DrawEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<DrawOptions>>) {
  const { own: t, fill, number } = useEditorText<DrawEditorText>();
  const kindName = (shapeKind: DrawShapeKind) => t.kinds[shapeKind];
  const kindOptions = drawShapeKinds.map((value) => ({ value, label: t.kinds[value] }));
  const fit = useFitUnder();
  const instructionsId = useId();
  const [picture, setPicture] = useState<{ width: number; height: number } | null>(null);
  const [kind, setKind] = useKeptState<DrawShapeKind>("kind", "arrow");
  const [color, setColor] = useKeptState("color", "#ff0000");
  const [strokeWidth, setStrokeWidth] = useKeptState("stroke_width", 4);
  const [shapes, setShapes] = useKeptState<EditedShape[]>("shapes", []);
  const [pending, setPending] = useState<Point[]>([]);
  const [cursor, setCursor] = useState<Point>([0, 0]);
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const drawing = useRef(false);
  const nextId = useRef(1);
  nextId.current = Math.max(nextId.current, ...shapes.map((shape) => shape.id + 1));

  const clampPoint = ([x, y]: Point): Point =>
    picture
      ? [
          Math.max(0, Math.min(picture.width - 1, Math.round(x))),
          Math.max(0, Math.min(picture.height - 1, Math.round(y))),
        ]
      : [Math.round(x), Math.round(y)];

  const finish = (points: Point[]) => {
    if (points.length < pointsOfKind[kind].min) return;
    if (shapes.length >= drawLimits.maxShapes) {
      setMessage(fill(t.atMost, { max: number(drawLimits.maxShapes) }));
      return;
    }
    const shape: EditedShape = {
      id: nextId.current,
      kind,
      points,
      color,
      stroke_width: strokeWidth,
      ...(kind === "step"
        ? { number: shapes.filter((each) => each.kind === "step").length + 1 }
        : {}),
      start_time: 0,
      end_time: null,
    };
    nextId.current += 1;
    setShapes([...shapes, shape]);
    setPending([]);
    setMessage(null);
    setStatus(fill(t.drawn, { shape: kindName(kind), number: number(shapes.length + 1) }));
  };

  const place = (point: Point) => {
    const points = [...pending, clampPoint(point)];
    const wanted = pointsOfKind[kind];
    if (points.length >= wanted.max) finish(points.slice(0, wanted.max));
    else {
      setPending(points);
      const [x = 0, y = 0] = points.at(-1) ?? [];
      setStatus(fill(t.pointPlaced, { number: number(points.length), x, y }));
    }
  };

  const removeLast = () => {
    if (pending.length > 0) {
      setPending([]);
      setStatus(t.unfinishedRemoved);
      return;
    }
    const last = shapes.at(-1);
    if (!last) return;
    setShapes(shapes.slice(0, -1));
    setStatus(fill(t.removed, { shape: kindName(last.kind), number: number(shapes.length) }));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? shiftStepPx : 1;
    const moves: Record<string, Point> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = clampPoint([cursor[0] + move[0], cursor[1] + move[1]]);
      setCursor(next);
      setStatus(fill(t.crossHair, { x: next[0], y: next[1] }));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      place(cursor);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      removeLast();
    } else if (event.key.toLowerCase() === "f" && kind === "stroke") {
      event.preventDefault();
      finish(pending);
    }
  };

  /** A pointer's place in the picture's pixels. */
  const pointOf = (event: PointerEvent<SVGSVGElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = picture?.width ?? box.width;
    const height = picture?.height ?? box.height;
    return clampPoint([
      ((event.clientX - box.left) / box.width) * width,
      ((event.clientY - box.top) / box.height) * height,
    ]);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (busy) return;
    const point = pointOf(event);
    setCursor(point);
    if (kind === "stroke") {
      // A stroke follows the pointer while it is down.
      drawing.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setPending([point]);
    } else if (kind === "step") {
      place(point);
    } else {
      drawing.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setPending([point]);
    }
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing.current) return;
    const point = pointOf(event);
    if (kind === "stroke") {
      const last = pending.at(-1);
      if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) >= 2) {
        setPending([...pending, point].slice(0, drawLimits.maxStrokePoints));
      }
    } else setCursor(point);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const point = pointOf(event);
    if (kind === "stroke") finish(pending);
    else if (pending[0]) finish([pending[0], point]);
  };

  const updateShape = (id: number, change: Partial<EditedShape>) =>
    setShapes(shapes.map((shape) => (shape.id === id ? { ...shape, ...change } : shape)));

  const run = () => {
    if (shapes.length === 0) {
      setMessage(t.noShape);
      return;
    }
    setMessage(null);
    start({ shapes: JSON.stringify(shapes.map(({ id: _id, ...shape }) => shape)), ...fit.fields });
  };

  const width = picture?.width ?? 100;
  const height = picture?.height ?? 100;
  const preview = [...shapes, ...(pending.length > 0 ? [previewShape(pending, cursor)] : [])];
  function previewShape(points: Point[], at: Point): EditedShape {
    const shown = kind === "stroke" ? points : [points[0] as Point, at];
    return {
      id: 0,
      kind,
      points: shown,
      color,
      stroke_width: strokeWidth,
      start_time: 0,
      end_time: null,
    };
  }

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
            <div className="relative inline-block max-w-full">
              <img
                src={source.previewUrl}
                alt={fill(t.previewAlt, { name: source.displayName })}
                className="block h-auto max-w-full select-none"
                // A small GIF is shown at least this wide (pixels kept square), so it can be drawn on.
                style={{
                  maxHeight: previewMaxHeightPx,
                  width:
                    picture && picture.width < minimumStageWidthPx
                      ? minimumStageWidthPx
                      : undefined,
                  ...(picture && picture.width < minimumStageWidthPx
                    ? { imageRendering: "pixelated" as const }
                    : {}),
                }}
                draggable={false}
                onLoad={(event) => {
                  const natural = {
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  };
                  setPicture(natural);
                  setCursor([Math.round(natural.width / 2), Math.round(natural.height / 2)]);
                }}
              />
              <svg
                role="application"
                aria-label={t.stage}
                aria-describedby={instructionsId}
                tabIndex={busy ? -1 : 0}
                onKeyDown={onKeyDown}
                className="absolute inset-0 h-full w-full touch-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                viewBox={`0 0 ${width} ${height}`}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
              >
                {preview.map((shape, index) => (
                  <ShapeOutline key={shape.id || `pending-${index}`} shape={shape} />
                ))}
                <g stroke="#0f172a" strokeWidth={Math.max(1, width / 200)}>
                  <line x1={cursor[0] - 6} y1={cursor[1]} x2={cursor[0] + 6} y2={cursor[1]} />
                  <line x1={cursor[0]} y1={cursor[1] - 6} x2={cursor[0]} y2={cursor[1] + 6} />
                </g>
              </svg>
            </div>
          </div>
          <figcaption
            id={instructionsId}
            className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600"
          >
            {fill(t.instructions, { step: number(shiftStepPx) })}
          </figcaption>
          <p className="sr-only" aria-live="polite">
            {status}
          </p>
        </figure>
      }
      settings={
        <SettingsPanel title={t.settings}>
          <div className="space-y-4">
            <ChoiceGroup
              label={t.shape}
              options={kindOptions}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPending([]);
              }}
              disabled={busy}
            />
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label className="field-label" htmlFor={`${instructionsId}-color`}>
                  {t.color}
                </label>
                <input
                  id={`${instructionsId}-color`}
                  type="color"
                  className="field h-10 p-1"
                  value={color}
                  disabled={busy}
                  onChange={(event) => setColor(event.target.value)}
                />
              </div>
              <NumberField
                label={t.strokeWidth}
                value={strokeWidth}
                min={drawLimits.strokeWidthPx.min}
                max={drawLimits.strokeWidthPx.max}
                suffix="px"
                disabled={busy}
                onChange={(text) => {
                  const value = Math.round(Number(text));
                  if (
                    value >= drawLimits.strokeWidthPx.min &&
                    value <= drawLimits.strokeWidthPx.max
                  )
                    setStrokeWidth(value);
                }}
              />
            </div>
            {kind === "stroke" && pending.length > 1 && (
              <button type="button" className="btn btn-secondary" onClick={() => finish(pending)}>
                {t.finishStroke}
              </button>
            )}
            <p className="text-xs text-slate-500">
              {fill(t.limits, {
                shapes: number(drawLimits.maxShapes),
                points: number(drawLimits.maxStrokePoints),
              })}
            </p>
            <ol className="space-y-3" aria-label={t.list}>
              {shapes.map((shape, index) => (
                <li key={shape.id} className="rounded-lg border border-slate-200 p-3">
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 text-sm font-medium">
                      <span
                        aria-hidden="true"
                        className="inline-block size-3 rounded-full"
                        style={{ background: shape.color }}
                      />
                      {number(index + 1)}. {kindName(shape.kind)}
                      {shape.kind === "step" ? ` ${number(shape.number ?? 1)}` : ""}
                    </span>
                    <button
                      type="button"
                      className="btn btn-secondary px-2 py-1 text-xs"
                      disabled={busy}
                      onClick={() => setShapes(shapes.filter((each) => each.id !== shape.id))}
                    >
                      {t.remove}
                      <span className="sr-only">
                        {fill(t.removeShape, { number: number(index + 1) })}
                      </span>
                    </button>
                  </div>
                  <div className="grid grid-cols-2 gap-2">
                    <NumberField
                      label={fill(t.from, { number: number(index + 1) })}
                      value={shape.start_time}
                      min={0}
                      step={0.1}
                      suffix="s"
                      disabled={busy}
                      onChange={(text) => {
                        const value = Number(text);
                        if (Number.isFinite(value) && value >= 0)
                          updateShape(shape.id, { start_time: value });
                      }}
                    />
                    <NumberField
                      label={fill(t.until, { number: number(index + 1) })}
                      value={shape.end_time ?? ""}
                      min={0}
                      step={0.1}
                      suffix="s"
                      hint={t.untilHint}
                      disabled={busy}
                      onChange={(text) => {
                        const value = Number(text);
                        updateShape(shape.id, {
                          end_time: text.trim() === "" || !(value > 0) ? null : value,
                        });
                      }}
                    />
                  </div>
                </li>
              ))}
            </ol>
            {message && (
              <p role="alert" className="text-sm text-red-700">
                {message}
              </p>
            )}
          </div>
        </SettingsPanel>
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          onAction={run}
          onReset={reset}
        />
      }
    />
  );
}

/** A shape as the stage shows it (SVG, in the picture's pixels). */
function ShapeOutline({ shape }: { shape: EditedShape }) {
  const [first, second] = shape.points as [Point, Point | undefined];
  const common = {
    stroke: shape.color,
    strokeWidth: shape.stroke_width,
    fill: "none",
    strokeLinecap: "round" as const,
  };
  const to = second ?? first;
  switch (shape.kind) {
    case "rectangle":
    case "highlight": {
      const box = {
        x: Math.min(first[0], to[0]),
        y: Math.min(first[1], to[1]),
        width: Math.abs(to[0] - first[0]),
        height: Math.abs(to[1] - first[1]),
      };
      return shape.kind === "highlight" ? (
        <rect {...box} fill={shape.color} fillOpacity={0.35} />
      ) : (
        <rect {...box} {...common} />
      );
    }
    case "ellipse":
      return (
        <ellipse
          cx={(first[0] + to[0]) / 2}
          cy={(first[1] + to[1]) / 2}
          rx={Math.abs(to[0] - first[0]) / 2}
          ry={Math.abs(to[1] - first[1]) / 2}
          {...common}
        />
      );
    case "stroke":
      return (
        <polyline points={shape.points.map((point) => point.join(",")).join(" ")} {...common} />
      );
    case "step":
      return <circle cx={first[0]} cy={first[1]} r={stepRadiusPx(shape)} fill={shape.color} />;
    default: {
      const angle = Math.atan2(to[1] - first[1], to[0] - first[0]);
      const length = Math.max(10, shape.stroke_width * 4);
      const wing = (side: number) =>
        `${to[0] - length * Math.cos(angle + side * (Math.PI / 7))},${to[1] - length * Math.sin(angle + side * (Math.PI / 7))}`;
      return (
        <g>
          <line x1={first[0]} y1={first[1]} x2={to[0]} y2={to[1]} {...common} />
          <polygon points={`${to.join(",")} ${wing(-1)} ${wing(1)}`} fill={shape.color} />
        </g>
      );
    }
  }
}
