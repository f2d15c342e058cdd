import { defaultLimits } from "@gifkit/contracts";
import { useEffect, useId, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { type EditorText, useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import type { SpriteSheetEditorText } from "../editor-text.ts";
import {
  maxGridCells,
  maxPaddingPixels,
  type SheetDirection,
  type SpriteSheetOptions,
  sheetLimits,
} from "../shared/options.ts";
import { cellRectangles, type SheetGrid, sheetSize } from "../shared/sheet-grid.ts";
import { isAnimation, type SheetSource, useSheetSource } from "./sheet-source.tsx";
import {
  type CutPlan,
  cellKeyframes,
  checkFromSheet,
  checkToSheet,
  directionProblem,
  formFromSheetJson,
  initialSpriteForm,
  type SpriteForm,
  spriteFields,
  spriteProblemText,
} from "./sprite-form.ts";

export { SpriteSheetResultView as ResultView } from "./sprite-sheet-result.tsx";

type Words = EditorText<SpriteSheetEditorText>;
const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";

/**
 * Sprite sheet: a direction, then its settings. Animation to sheet lays the browser's decoded
 * frames out on a canvas exactly as the server's grid will (columns, padding, background); From
 * sheet to GIF draws the cuts over the sheet (SVG in the sheet's own pixels) and plays the cells
 * with a stepped CSS background-position, so a person sees the frames before starting.
 */
export default function SpriteSheetEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<SpriteSheetOptions>>) {
  const words = useEditorText<SpriteSheetEditorText>();
  const { own: t, fill, number } = words;
  const input = useSheetSource(source);
  const [form, setForm] = useKeptState<SpriteForm | null>("form", null);
  // The direction follows the input once it is known (an animation makes a sheet), then the person's choice.
  useEffect(() => {
    if (input.ready && form === null) {
      setForm(initialSpriteForm(isAnimation(input) ? "to-sheet" : "from-sheet"));
    }
  }, [input, form, setForm]);
  const current = form ?? initialSpriteForm(source.kind === "result" ? "to-sheet" : "from-sheet");
  const update = (change: Partial<SpriteForm>) =>
    setForm((previous) => ({ ...(previous ?? current), ...change }));
  const [sheetSizePx, setSheetSizePx] = useState<{ width: number; height: number } | null>(null);

  const toSheet = current.direction === "to-sheet";
  const frameFacts =
    input.size && input.frames
      ? { frameCount: input.frames.length, width: input.size.width, height: input.size.height }
      : null;
  const toCheck = checkToSheet(current, frameFacts);
  const fromCheck = checkFromSheet(current, sheetSizePx);
  // The wrong kind of file for the direction: said here as the server would say it.
  const kindProblem = directionProblem(
    current.direction,
    input.format,
    input.frames ? input.frames.length : null,
  );
  const check = toSheet ? toCheck : fromCheck;
  const problemKind = kindProblem ?? (check.ok ? null : check.problem);
  const problem = problemKind && spriteProblemText(problemKind, { text: t, fill, number });

  return (
    <EditorLayout
      preview={
        <div className="space-y-4">
          {toSheet ? (
            <SheetLayoutPreview
              input={input}
              grid={toCheck.ok ? toCheck.plan : null}
              background={current.background === "color" ? current.color : null}
              previewUrl={source.previewUrl}
              name={source.displayName}
            />
          ) : (
            <>
              <GridOverlay
                previewUrl={source.previewUrl}
                name={source.displayName}
                plan={fromCheck.ok ? fromCheck.plan : null}
                onSize={setSheetSizePx}
              />
              {fromCheck.ok && fromCheck.plan && (
                <CellAnimation
                  previewUrl={source.previewUrl}
                  plan={fromCheck.plan}
                  sheet={sheetSizePx}
                />
              )}
            </>
          )}
        </div>
      }
      actions={
        <EditorActions
          actionLabel={toSheet ? t.toSheetAction : t.fromSheetAction}
          busyLabel={toSheet ? t.toSheetBusy : t.fromSheetBusy}
          busy={busy}
          disabled={problem !== null}
          onAction={() => start(spriteFields(current))}
          onReset={reset}
          resetLabel={t.uploadDifferent}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<SheetDirection>
            label={t.direction}
            value={current.direction}
            disabled={busy}
            options={[
              { value: "to-sheet", label: t.toSheet },
              { value: "from-sheet", label: t.fromSheet },
            ]}
            onChange={(direction) => update({ direction })}
          />
          {toSheet ? (
            <ToSheetSettings form={current} busy={busy} update={update} words={words} />
          ) : (
            <FromSheetSettings form={current} busy={busy} update={update} words={words} />
          )}
          <p
            className={`rounded-xl px-4 py-3 text-sm ${problem ? "bg-red-50 text-red-800" : "bg-slate-50 text-slate-700"}`}
            aria-live="polite"
            data-sprite-summary
          >
            {problem ??
              (toSheet
                ? toSheetSummary(toCheck.ok ? toCheck.plan : null, words)
                : fromSheetSummary(fromCheck.ok ? fromCheck.plan : null, words))}
          </p>
        </SettingsPanel>
      }
    />
  );
}

function toSheetSummary(grid: SheetGrid | null, { own: t, fill, number }: Words): string {
  if (!grid) return t.toSheetPending;
  const { width, height } = sheetSize(grid);
  return fill(t.toSheetSummary, {
    columns: number(grid.columns),
    rows: number(grid.rows),
    frameWidth: number(grid.frameWidth),
    frameHeight: number(grid.frameHeight),
    width: number(width),
    height: number(height),
  });
}

function fromSheetSummary(plan: CutPlan | null, { own: t, plural, number }: Words): string {
  if (!plan) return t.fromSheetPending;
  const { grid, frameCount } = plan;
  return plural(t.fromSheetSummary, frameCount, {
    frameWidth: number(grid.frameWidth),
    frameHeight: number(grid.frameHeight),
    columns: number(grid.columns),
    rows: number(grid.rows),
  });
}

/** The gap between cells, both ways of the tool. */
const paddingField = (t: SpriteSheetEditorText) =>
  ({
    name: "padding",
    label: t.padding,
    suffix: "px",
    min: 0,
    max: maxPaddingPixels,
    hint: t.paddingHint,
  }) as const;
const frameSide = { min: 1, max: defaultLimits.maxGifOutputSide } as const;

function ToSheetSettings({
  form,
  busy,
  update,
  words: { own: t, fill, number },
}: {
  form: SpriteForm;
  busy: boolean;
  update: (change: Partial<SpriteForm>) => void;
  words: Words;
}) {
  const colorId = useId();
  return (
    <>
      <NumberFieldGrid
        form={form}
        busy={busy}
        update={update}
        fields={[
          {
            name: "columns",
            label: t.columns,
            min: 1,
            max: maxGridCells,
            hint: t.columnsSquareHint,
          },
          paddingField(t),
        ]}
      />
      <ChoiceGroup<SpriteForm["background"]>
        label={t.background}
        value={form.background}
        disabled={busy}
        options={[
          { value: "transparent", label: t.transparent },
          { value: "color", label: t.aColor },
        ]}
        onChange={(background) => update({ background })}
      />
      {form.background === "color" && (
        <div>
          <label htmlFor={colorId} className="field-label">
            {t.backgroundColor}
          </label>
          <input
            id={colorId}
            type="color"
            className="h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            value={form.color}
            disabled={busy}
            onChange={(event) => update({ color: event.target.value })}
          />
          <p className="mt-1 text-xs text-slate-500">{t.backgroundColorHint}</p>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {fill(t.sheetLimit, {
          side: number(sheetLimits.maxSidePixels),
          megapixels: number(sheetLimits.maxPixels / 1_000_000),
        })}
      </p>
    </>
  );
}

function FromSheetSettings({
  form,
  busy,
  update,
  words: { own: t, fill },
}: {
  form: SpriteForm;
  busy: boolean;
  update: (change: Partial<SpriteForm>) => void;
  words: Words;
}) {
  const jsonId = useId();
  const [jsonNote, setJsonNote] = useState<string | null>(null);
  return (
    <>
      <ChoiceGroup<SpriteForm["cutBy"]>
        label={t.cutBy}
        value={form.cutBy}
        disabled={busy}
        options={[
          { value: "grid", label: t.columnsAndRows },
          { value: "size", label: t.frameSize },
        ]}
        onChange={(cutBy) => update({ cutBy })}
      />
      <NumberFieldGrid
        form={form}
        busy={busy}
        update={update}
        fields={[
          ...(form.cutBy === "grid"
            ? ([
                { name: "columns", label: t.columns, min: 1, max: maxGridCells, hint: t.blankOne },
                { name: "rows", label: t.rows, min: 1, max: maxGridCells, hint: t.blankOne },
              ] as const)
            : ([
                { name: "frameWidth", label: t.frameWidth, suffix: "px", ...frameSide },
                { name: "frameHeight", label: t.frameHeight, suffix: "px", ...frameSide },
              ] as const)),
          paddingField(t),
          {
            name: "frameCount",
            label: t.frames,
            min: 1,
            max: defaultLimits.maxOutputFrames,
            hint: t.framesHint,
          },
          {
            name: "delayCs",
            label: t.delay,
            suffix: "cs",
            min: 0,
            disabled: form.delaysCs.trim() !== "",
            hint: t.delayHint,
          },
          { name: "loopCount", label: t.plays, min: 0, hint: t.playsHint },
        ]}
      />
      <div>
        <label htmlFor={`${jsonId}-delays`} className="field-label">
          {t.delays}
        </label>
        <input
          id={`${jsonId}-delays`}
          type="text"
          inputMode="numeric"
          className="field"
          placeholder={t.delaysPlaceholder}
          value={form.delaysCs}
          disabled={busy}
          onChange={(event) => update({ delaysCs: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={jsonId} className="field-label">
          {t.json}
        </label>
        <input
          id={jsonId}
          type="file"
          accept=".json,application/json"
          className="block w-full text-sm text-slate-700"
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const settings = formFromSheetJson(await file.text());
            setJsonNote(
              settings
                ? fill(t.jsonRead, { name: file.name })
                : fill(t.jsonNotOurs, { name: file.name }),
            );
            if (settings) update(settings);
          }}
        />
        {jsonNote && (
          <p className="mt-1 text-xs text-slate-600" role="status">
            {jsonNote}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * to-sheet: the sheet as the server will write it, drawn from the browser's decoded frames
 * (drawImage on a canvas; a colour fills it first, as the server's background does).
 */
function SheetLayoutPreview({
  input,
  grid,
  background,
  previewUrl,
  name,
}: {
  input: SheetSource;
  grid: SheetGrid | null;
  background: string | null;
  previewUrl: string;
  name: string;
}) {
  const { own: t, ui, fill, plural, number } = useEditorText<SpriteSheetEditorText>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frames = input.frames;
  useEffect(() => {
    const element = canvas.current;
    if (!element || !grid || !frames) return;
    const { width, height } = sheetSize(grid);
    element.width = width;
    element.height = height;
    const context = element.getContext("2d");
    if (!context) return;
    context.clearRect(0, 0, width, height);
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    for (const cell of cellRectangles(grid, frames.length)) {
      const frame = frames[cell.index];
      if (frame) context.drawImage(frame, cell.x, cell.y);
    }
  }, [grid, frames, background]);
  if (!grid || !frames) {
    return (
      <figure className="card overflow-hidden">
        <div className={`flex justify-center p-4 ${checkerboard}`}>
          <img
            src={previewUrl}
            alt={fill(ui.preview.alt, { name })}
            className="block h-auto max-h-80 max-w-full"
          />
        </div>
        <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
          {fill(input.ready ? t.cannotRead : t.reading, { name })}
        </figcaption>
      </figure>
    );
  }
  const { width, height } = sheetSize(grid);
  return (
    <figure className="card overflow-hidden">
      <div className={`flex justify-center p-4 ${checkerboard}`}>
        <canvas
          ref={canvas}
          data-sheet-layout
          role="img"
          aria-label={plural(t.sheetPreview, frames.length, {
            columns: number(grid.columns),
            rows: number(grid.rows),
          })}
          className="block h-auto max-h-[28rem] max-w-full object-contain [image-rendering:pixelated]"
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      </div>
      <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        {plural(t.layoutCaption, frames.length, {
          name,
          frameWidth: number(grid.frameWidth),
          frameHeight: number(grid.frameHeight),
        })}
      </figcaption>
    </figure>
  );
}

/**
 * from-sheet: the sheet with its cuts drawn over it. The SVG uses the sheet's own pixels as its
 * coordinates, so the lines fall where the server cuts whatever size the picture is shown at.
 */
function GridOverlay({
  previewUrl,
  name,
  plan,
  onSize,
}: {
  previewUrl: string;
  name: string;
  plan: CutPlan | null;
  onSize(size: { width: number; height: number }): void;
}) {
  const { own: t, fill, number } = useEditorText<SpriteSheetEditorText>();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const grid = plan?.grid;
  const cells = grid ? cellRectangles(grid, grid.columns * grid.rows) : [];
  return (
    <figure className="card overflow-hidden">
      <div className={`flex justify-center p-4 ${checkerboard}`}>
        <div className="relative inline-block max-w-full">
          <img
            src={previewUrl}
            alt={fill(t.sheetAlt, { name })}
            className="block h-auto max-h-[28rem] max-w-full"
            onLoad={(event) => {
              const natural = {
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              };
              setSize(natural);
              onSize(natural);
            }}
          />
          {size && grid && plan && (
            <svg
              data-grid-overlay
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 h-full w-full"
              viewBox={`0 0 ${size.width} ${size.height}`}
              preserveAspectRatio="none"
            >
              {cells.map((cell) => {
                const used = cell.index < plan.frameCount;
                return (
                  <g key={cell.index} data-cell={cell.index} data-used={used}>
                    <rect
                      x={cell.x}
                      y={cell.y}
                      width={cell.width}
                      height={cell.height}
                      fill={used ? "none" : "rgba(15, 23, 42, 0.45)"}
                      stroke="#db2777"
                      strokeWidth={Math.max(1, size.width / 400)}
                      vectorEffect="non-scaling-stroke"
                    />
                    {used && (
                      <text
                        x={cell.x + Math.min(cell.width, cell.height) * 0.08}
                        y={cell.y + Math.min(cell.width, cell.height) * 0.22}
                        fontSize={Math.max(6, Math.min(cell.width, cell.height) * 0.18)}
                        fill="#ffffff"
                        stroke="#0f172a"
                        strokeWidth={Math.max(0.5, Math.min(cell.width, cell.height) * 0.02)}
                        paintOrder="stroke"
                        fontWeight="700"
                      >
                        {cell.index + 1}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
          )}
        </div>
      </div>
      <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        {size
          ? fill(t.sheetCaption, { name, width: number(size.width), height: number(size.height) })
          : name}
      </figcaption>
    </figure>
  );
}

/** The GIF to be: the sheet as a background, stepped from cell to cell for each frame's delay. */
function CellAnimation({
  previewUrl,
  plan,
  sheet,
}: {
  previewUrl: string;
  plan: CutPlan;
  sheet: { width: number; height: number } | null;
}) {
  const { own: t, plural } = useEditorText<SpriteSheetEditorText>();
  const box = useRef<HTMLDivElement>(null);
  const { grid } = plan;
  // Shown at most 200 px on its longer side (small pixel art is enlarged, crisp).
  const scale = Math.min(8, 200 / Math.max(grid.frameWidth, grid.frameHeight));
  // The keyframes as text: the effect restarts only when the animation itself changes.
  const animationSpec = JSON.stringify(cellKeyframes(plan, plan.delaysCentiseconds, scale));
  const shown = sheet !== null;
  useEffect(() => {
    const element = box.current;
    if (!shown || !element || typeof element.animate !== "function") return;
    const { keyframes, durationMs } = JSON.parse(animationSpec) as ReturnType<typeof cellKeyframes>;
    const animation = element.animate(keyframes, { duration: durationMs, iterations: Infinity });
    return () => animation.cancel();
  }, [animationSpec, shown]);
  if (!sheet) return null;
  return (
    <div className="card flex items-center gap-4 p-4">
      <div className={`shrink-0 rounded-lg p-2 ${checkerboard}`}>
        <div
          ref={box}
          data-cell-preview
          role="img"
          aria-label={plural(t.animationPreview, plan.frameCount)}
          className="[image-rendering:pixelated]"
          style={{
            width: grid.frameWidth * scale,
            height: grid.frameHeight * scale,
            backgroundImage: `url("${previewUrl}")`,
            backgroundSize: `${sheet.width * scale}px ${sheet.height * scale}px`,
            backgroundRepeat: "no-repeat",
          }}
        />
      </div>
      <p className="text-sm text-slate-700">{plural(t.livePreview, plan.frameCount)}</p>
    </div>
  );
}
