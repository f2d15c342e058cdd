import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { playedDelayMs } from "../../shared/animation-length.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { PluralForms } from "../../shared/i18n/format.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, fillNodes, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { FramesEditorText } from "../editor-text.ts";
import { type FramesOptions, maxListedFrames, maxLoopCount } from "../shared/options.ts";
import { type DecodedFrames, decodeFrames } from "./frame-decoder.tsx";
import {
  deleteFrames,
  duplicateFrames,
  type EditorFrame,
  type History,
  initialFrames,
  moveFrames,
  moveFramesTo,
  rangeIds,
  record,
  redo,
  removeDuplicates,
  reverseSelected,
  scaleDelays,
  setDelay,
  skipEveryNth,
  startHistory,
  toFramesField,
  totalCentiseconds,
  trimStillEnds,
  undo,
} from "./frame-list.ts";

type Decoding =
  | { state: "decoding"; fraction: number }
  | { state: "ready"; decoded: DecodedFrames }
  | { state: "none" };

type LoopChoice = "keep" | "forever" | "once" | "times";

/** The page language's words, with "1.25 s" (hundredths as seconds, two decimals) and "5 frames". */
function useFramesText() {
  const text = useEditorText<FramesEditorText>();
  const { own: t, fill, plural, number, languageCode } = text;
  const format = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    ...text,
    seconds: (centiseconds: number) =>
      fill(t.seconds, { seconds: format.format(centiseconds / 100) }),
    frameCount: (count: number) => plural(t.frameCount, count, { count: number(count) }),
  };
}

type FramesText = ReturnType<typeof useFramesText>;

/**
 * Edit frames: every frame of the input as a thumbnail with its number and delay; select by
 * click, shift-click and keyboard, then delete, duplicate, move, retime, skip, merge duplicates,
 * trim still ends or reverse; undo and redo; the edited sequence plays beside. Everything ends as
 * the one `frames` list the server reads.
 */
export default function FramesEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<FramesOptions>>) {
  const words = useFramesText();
  const { own: t, ui, fill, number } = words;
  const fit = useFitUnder();
  const decoding = useDecodedFrames(source);
  const [loopChoice, setLoopChoice] = useKeptState<LoopChoice>("loop", "keep");
  const [plays, setPlays] = useKeptState("plays", "3");
  const playsNumber = Number(plays);
  const playsValid =
    Number.isInteger(playsNumber) && playsNumber >= 2 && playsNumber <= maxLoopCount;
  const loopField =
    loopChoice === "forever"
      ? "0"
      : loopChoice === "once"
        ? "1"
        : loopChoice === "times"
          ? plays
          : null;

  const loopSettings = (
    <SettingsPanel title={t.loop}>
      <ChoiceGroup<LoopChoice>
        label={t.plays}
        value={loopChoice}
        disabled={busy}
        options={[
          { value: "keep", label: t.asItIs },
          { value: "forever", label: t.forever },
          { value: "once", label: t.once },
          { value: "times", label: t.times },
        ]}
        onChange={setLoopChoice}
      />
      {loopChoice === "times" && (
        <NumberField
          label={t.numberOfPlays}
          value={plays}
          min={2}
          max={maxLoopCount}
          disabled={busy}
          onChange={setPlays}
          hint={playsValid ? undefined : fill(t.playsInvalid, { max: number(maxLoopCount) })}
        />
      )}
    </SettingsPanel>
  );

  if (decoding.state !== "ready") {
    return (
      <EditorLayout
        preview={
          <GifPreview
            src={source.previewUrl}
            alt={fill(ui.preview.alt, { name: source.displayName })}
            maxHeightPx={320}
            caption={
              decoding.state === "decoding" ? (
                <span role="status">
                  {fill(t.readingFrames, { percent: number(Math.round(decoding.fraction * 100)) })}
                </span>
              ) : (
                t.cannotShow
              )
            }
          />
        }
        settings={loopSettings}
        afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
        actions={
          <EditorActions
            actionLabel={t.action}
            busyLabel={t.busy}
            busy={busy}
            disabled={
              decoding.state === "decoding" ||
              loopField === null ||
              (loopChoice === "times" && !playsValid) ||
              fit.blocked
            }
            onAction={() => loopField !== null && start({ loop_count: loopField, ...fit.fields })}
            onReset={reset}
          />
        }
      />
    );
  }
  return (
    <FrameWorkspace
      words={words}
      decoded={decoding.decoded}
      busy={busy}
      loopSettings={loopSettings}
      settingsProblem={(loopChoice === "times" && !playsValid) || fit.blocked}
      fitUnder={<FitUnderSection fit={fit} disabled={busy} />}
      onStart={(frames) =>
        start({
          frames,
          ...(loopField !== null ? { loop_count: loopField } : {}),
          ...fit.fields,
        })
      }
      reset={reset}
    />
  );
}

function FrameWorkspace({
  words,
  decoded,
  busy,
  loopSettings,
  settingsProblem,
  fitUnder,
  onStart,
  reset,
}: {
  words: FramesText;
  decoded: DecodedFrames;
  busy: boolean;
  loopSettings: ReactNode;
  /** The loop's count or the fit-under size is not valid: the start waits. */
  settingsProblem: boolean;
  fitUnder: ReactNode;
  onStart: (frames: string) => void;
  reset: () => void;
}) {
  const { own: t, ui, fill, plural, number, seconds, frameCount } = words;
  /** A plural sentence with `{count}` (and any other values) filled in. */
  const counted = (forms: PluralForms, n: number, values?: Record<string, string>) =>
    plural(forms, n, { count: number(n), ...values });
  const original = useMemo(() => initialFrames(decoded.delaysCentiseconds), [decoded]);
  const [history, setHistory] = useState<History>(() =>
    startHistory({ frames: original, selected: [] }),
  );
  const { frames } = history.present;
  const selected = useMemo(() => new Set(history.present.selected), [history.present.selected]);
  const [focusId, setFocusId] = useState<number>(original[0]?.id ?? 0);
  const [anchorId, setAnchorId] = useState<number>(original[0]?.id ?? 0);
  const [announcement, setAnnouncement] = useState("");
  const [delayMs, setDelayMs] = useKeptState("delayMs", "100");
  const [scalePercent, setScalePercent] = useKeptState("scalePercent", "50");
  const [skipEvery, setSkipEvery] = useKeptState("skipEvery", "2");

  const apply = (next: EditorFrame[], nextSelected: Iterable<number>, message: string) => {
    setHistory((current) => record(current, { frames: next, selected: [...nextSelected] }));
    setAnnouncement(message);
  };
  const select = (ids: Iterable<number>) =>
    setHistory((current) => ({ ...current, present: { ...current.present, selected: [...ids] } }));
  const stepHistory = (direction: "undo" | "redo") => {
    const next = direction === "undo" ? undo(history) : redo(history);
    if (next === history) return;
    setHistory(next);
    setAnnouncement(direction === "undo" ? t.undone : t.redone);
  };

  const count = selected.size;
  const all = count === frames.length;
  const delayCs = Math.round(Number(delayMs) / 10);
  const delayValid =
    delayMs.trim() !== "" && Number.isFinite(Number(delayMs)) && delayCs >= 0 && delayCs <= 0xffff;
  const scale = Number(scalePercent);
  const scaleValid = Number.isFinite(scale) && scale > 0 && scale <= 10_000;
  const skipN = Number(skipEvery);
  const skipValid = Number.isInteger(skipN) && skipN >= 2 && skipN <= frames.length;
  const tooMany = frames.length > maxListedFrames;
  const total = totalCentiseconds(frames);
  const originalTotal = totalCentiseconds(original);
  const changed = history.past.length > 0;

  const actions = {
    delete: () => {
      if (count === 0 || all) return;
      apply(deleteFrames(frames, selected), [], counted(t.deleted, count));
    },
    duplicate: () => {
      if (count === 0) return;
      const result = duplicateFrames(frames, selected);
      apply(result.frames, result.copies, counted(t.duplicated, count));
    },
    move: (direction: -1 | 1) => {
      const moving = count > 0 ? selected : new Set([focusId]);
      const next = moveFrames(frames, moving, direction);
      if (next.every((frame, index) => frame === frames[index])) return;
      const position = next.findIndex((frame) => frame.id === focusId) + 1;
      apply(
        next,
        moving,
        fill(direction < 0 ? t.movedEarlier : t.movedLater, {
          position: number(position),
          count: number(next.length),
        }),
      );
    },
    reverse: () => {
      if (count < 2) return;
      apply(
        reverseSelected(frames, selected),
        selected,
        fill(t.reversed, { count: number(count) }),
      );
    },
    setDelay: (scope: "selected" | "all") => {
      if (!delayValid) return;
      const target = scope === "all" ? null : selected;
      apply(
        setDelay(frames, target, delayCs),
        selected,
        scope === "all"
          ? fill(t.delaySetOnAll, { delay: seconds(delayCs) })
          : counted(t.delaySetOnSelected, count, { delay: seconds(delayCs) }),
      );
    },
    scale: () => {
      if (!scaleValid) return;
      apply(scaleDelays(frames, scale), selected, fill(t.scaled, { percent: number(scale) }));
    },
    skip: () => {
      if (!skipValid) return;
      const next = skipEveryNth(frames, skipN);
      apply(next, [], counted(t.skipped, frames.length - next.length));
    },
    removeDuplicates: () => {
      const next = removeDuplicates(frames, decoded.hashes);
      apply(
        next,
        [],
        next.length === frames.length
          ? t.noDuplicates
          : counted(t.merged, frames.length - next.length),
      );
    },
    trim: () => {
      const next = trimStillEnds(frames, decoded.hashes);
      apply(
        next,
        [],
        next.length === frames.length
          ? t.noStillEnds
          : counted(t.trimmed, frames.length - next.length),
      );
    },
  };

  /** Undo and redo anywhere in the editor except while typing in a field (it has its own). */
  const onEditorKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "y") {
        event.preventDefault();
        stepHistory("redo");
      }
      return;
    }
    event.preventDefault();
    stepHistory(event.shiftKey ? "redo" : "undo");
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut scope (undo/redo) around real controls
    <div onKeyDown={onEditorKeyDown} data-frames-editor>
      <EditorLayout
        preview={
          <div className="space-y-4">
            <FramePlayer words={words} frames={frames} bitmaps={decoded.bitmaps} />
            <p className="text-sm text-slate-700" data-frames-summary>
              {fillNodes(changed ? t.summaryChanged : t.summary, {
                frames: <strong className="text-slate-900">{frameCount(frames.length)}</strong>,
                duration: <strong className="text-slate-900">{seconds(total)}</strong>,
                inputFrames: frameCount(original.length),
                inputDuration: seconds(originalTotal),
              })}
            </p>
            {tooMany && (
              <p className="text-sm font-medium text-red-700" role="alert">
                {fill(t.tooMany, {
                  max: number(maxListedFrames),
                  more: number(frames.length - maxListedFrames),
                })}
              </p>
            )}
            <FrameStrip
              words={words}
              frames={frames}
              bitmaps={decoded.bitmaps}
              selected={selected}
              focusId={focusId}
              anchorId={anchorId}
              busy={busy}
              setFocusId={setFocusId}
              setAnchorId={setAnchorId}
              select={select}
              onDelete={actions.delete}
              onMove={actions.move}
              onDrop={(targetIndex, draggedId) => {
                const moving = selected.has(draggedId) ? selected : new Set([draggedId]);
                const next = moveFramesTo(frames, moving, targetIndex);
                if (next.every((frame, index) => frame === frames[index])) return;
                apply(next, moving, counted(t.dragged, moving.size));
              }}
            />
            <p className="text-xs text-slate-500">{t.help}</p>
            <p className="sr-only" aria-live="polite" data-frames-announcement>
              {announcement}
            </p>
          </div>
        }
        settings={
          <>
            <SettingsPanel title={t.selectedFrames}>
              <p className="text-sm text-slate-600" data-selection-count>
                {count === 0 ? t.noneSelected : counted(t.selectedCount, count)}
              </p>
              <div className="grid grid-cols-2 gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || count === 0 || all}
                  onClick={actions.delete}
                >
                  {t.delete}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || count === 0}
                  onClick={actions.duplicate}
                >
                  {t.duplicate}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || count === 0}
                  onClick={() => actions.move(-1)}
                >
                  {t.moveEarlier}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || count === 0}
                  onClick={() => actions.move(1)}
                >
                  {t.moveLater}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary col-span-2"
                  disabled={busy || count < 2}
                  onClick={actions.reverse}
                >
                  {t.reverseOrder}
                </button>
              </div>
              <NumberField
                label={t.delay}
                suffix="ms"
                value={delayMs}
                min={0}
                max={655_350}
                step={10}
                disabled={busy}
                onChange={setDelayMs}
                hint={delayValid ? t.delayHint : fill(t.delayInvalid, { max: number(655_350) })}
              />
              <div className="grid grid-cols-2 gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || count === 0 || !delayValid}
                  onClick={() => actions.setDelay("selected")}
                >
                  {t.setOnSelected}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || !delayValid}
                  onClick={() => actions.setDelay("all")}
                >
                  {t.setOnAll}
                </button>
              </div>
            </SettingsPanel>
            <SettingsPanel title={t.allFrames}>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <NumberField
                    label={t.scaleEvery}
                    suffix="%"
                    value={scalePercent}
                    min={1}
                    max={10_000}
                    disabled={busy}
                    onChange={setScalePercent}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || !scaleValid}
                  onClick={actions.scale}
                >
                  {t.scale}
                </button>
              </div>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <NumberField
                    label={t.removeEveryNth}
                    value={skipEvery}
                    min={2}
                    max={frames.length}
                    disabled={busy}
                    onChange={setSkipEvery}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || !skipValid}
                  onClick={actions.skip}
                >
                  {ui.sharedParts.moveRemove.remove}
                </button>
              </div>
              <div className="grid grid-cols-1 gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={actions.removeDuplicates}
                >
                  {t.mergeDuplicates}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={actions.trim}
                >
                  {t.trimStill}
                </button>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || history.past.length === 0}
                  onClick={() => stepHistory("undo")}
                >
                  {t.undo}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || history.future.length === 0}
                  onClick={() => stepHistory("redo")}
                >
                  {t.redo}
                </button>
              </div>
            </SettingsPanel>
            {loopSettings}
          </>
        }
        afterSettings={fitUnder}
        actions={
          <EditorActions
            actionLabel={t.action}
            busyLabel={t.busy}
            busy={busy}
            disabled={tooMany || settingsProblem}
            onAction={() => onStart(toFramesField(frames))}
            onReset={reset}
          />
        }
      />
    </div>
  );
}

/**
 * The frames as a list box: a thumbnail per frame with its place and delay; click, shift-click
 * and ctrl-click select; the keyboard moves a roving focus (arrows; up and down by a row), Space
 * toggles, Shift extends, Ctrl/Cmd+A selects all, Alt+arrows move the selection, Delete removes
 * it; a frame can be dragged to a new place with the mouse.
 */
function FrameStrip({
  words,
  frames,
  bitmaps,
  selected,
  focusId,
  anchorId,
  busy,
  setFocusId,
  setAnchorId,
  select,
  onDelete,
  onMove,
  onDrop,
}: {
  words: FramesText;
  frames: readonly EditorFrame[];
  bitmaps: readonly ImageBitmap[];
  selected: ReadonlySet<number>;
  focusId: number;
  anchorId: number;
  busy: boolean;
  setFocusId: (id: number) => void;
  setAnchorId: (id: number) => void;
  select: (ids: Iterable<number>) => void;
  onDelete: () => void;
  onMove: (direction: -1 | 1) => void;
  onDrop: (targetIndex: number, draggedId: number) => void;
}) {
  const { own: t, fill, number, seconds } = words;
  const listRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const focusIndex = Math.max(
    0,
    frames.findIndex((frame) => frame.id === focusId),
  );
  const focused = frames[focusIndex] as EditorFrame;

  /** A key was handled in the list: its focus goes on even if the focused frame was removed. */
  const keepFocus = useRef(false);
  // Keep the roving focus on a frame that exists (after a delete) and on screen while keyboard-driven.
  useEffect(() => {
    if (focused && focused.id !== focusId) setFocusId(focused.id);
    const list = listRef.current;
    if (!list || !(keepFocus.current || list.contains(document.activeElement))) return;
    keepFocus.current = false;
    const item = list.querySelector<HTMLElement>(`[data-frame-id="${focused?.id}"]`);
    if (item && document.activeElement !== item) item.focus();
  });

  /** Frames per row of the wrapped grid, measured (for up and down). */
  const columns = () => {
    const items = listRef.current?.children;
    if (!items || items.length < 2) return 1;
    const top = (items[0] as HTMLElement).offsetTop;
    let perRow = 1;
    while (perRow < items.length && (items[perRow] as HTMLElement).offsetTop === top) perRow++;
    return perRow;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    keepFocus.current = true;
    const step = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns(),
      ArrowDown: columns(),
      Home: -frames.length,
      End: frames.length,
    }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (event.altKey && !event.key.startsWith("Home") && !event.key.startsWith("End")) {
        onMove(step < 0 ? -1 : 1);
        return;
      }
      const target = frames[
        Math.max(0, Math.min(frames.length - 1, focusIndex + step))
      ] as EditorFrame;
      setFocusId(target.id);
      if (event.shiftKey) select(rangeIds(frames, anchorId, target.id));
      else setAnchorId(target.id);
      return;
    }
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      const next = new Set(selected);
      if (next.has(focused.id)) next.delete(focused.id);
      else next.add(focused.id);
      select(next);
      setAnchorId(focused.id);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "a") {
      event.preventDefault();
      select(frames.map((frame) => frame.id));
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      // The focus goes to the first frame after the deleted ones, or the last one left.
      const remaining = frames.filter((frame) => !selected.has(frame.id));
      const next =
        frames.slice(focusIndex).find((frame) => !selected.has(frame.id)) ?? remaining.at(-1);
      if (next && remaining.length > 0) setFocusId(next.id);
      onDelete();
    } else if (event.key === "Escape") {
      select([]);
    }
  };

  return (
    <div
      ref={listRef}
      role="listbox"
      aria-multiselectable="true"
      aria-label={t.stripLabel}
      className="grid max-h-[28rem] grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-2"
      onKeyDown={onKeyDown}
      data-frame-strip
    >
      {frames.map((frame, index) => {
        const isSelected = selected.has(frame.id);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the list box handles the keys for its options (roving focus)
          <div
            key={frame.id}
            role="option"
            aria-selected={isSelected}
            aria-label={fill(frame.source !== index ? t.frameLabelMoved : t.frameLabel, {
              number: number(index + 1),
              source: number(frame.source + 1),
              delay: seconds(frame.delayCentiseconds),
            })}
            tabIndex={frame.id === focused?.id ? 0 : -1}
            data-frame-id={frame.id}
            data-source={frame.source}
            data-delay-cs={frame.delayCentiseconds}
            draggable={!busy}
            onDragStart={(event) => {
              setDragging(frame.id);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging === null) return;
              // Dropped on the right half: after this frame; on the left half: before it.
              const box = event.currentTarget.getBoundingClientRect();
              const after = event.clientX > box.left + box.width / 2;
              onDrop(index + (after ? 1 : 0), dragging);
              setDragging(null);
            }}
            onClick={(event) => {
              if (busy) return;
              setFocusId(frame.id);
              if (event.shiftKey) {
                select(rangeIds(frames, anchorId, frame.id));
                return;
              }
              setAnchorId(frame.id);
              if (event.ctrlKey || event.metaKey) {
                const next = new Set(selected);
                if (isSelected) next.delete(frame.id);
                else next.add(frame.id);
                select(next);
              } else {
                select([frame.id]);
              }
            }}
            className={`cursor-pointer select-none rounded-md border-2 p-1 text-center outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 ${
              isSelected ? "border-brand-600 bg-brand-100" : "border-transparent bg-white"
            } ${dragging === frame.id ? "opacity-50" : ""}`}
          >
            <Thumbnail bitmap={bitmaps[frame.source]} />
            <span className="mt-1 flex items-baseline justify-between gap-1 px-0.5 text-xs">
              <strong className="text-slate-900">{number(index + 1)}</strong>
              <span className="text-slate-600">{seconds(frame.delayCentiseconds)}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}

function Thumbnail({ bitmap }: { bitmap: ImageBitmap | undefined }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context || !bitmap) return;
    context.clearRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return (
    <canvas
      ref={canvasRef}
      width={bitmap?.width ?? 1}
      height={bitmap?.height ?? 1}
      className="mx-auto block h-16 w-full rounded bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:10px_10px] object-contain"
    />
  );
}

/** The edited sequence playing in a loop with its delays (as browsers play them). */
function FramePlayer({
  words,
  frames,
  bitmaps,
}: {
  words: FramesText;
  frames: readonly EditorFrame[];
  bitmaps: readonly ImageBitmap[];
}) {
  const { own: t, ui, plural, number } = words;
  const [playing, setPlaying] = useState(true);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const first = bitmaps[0] as ImageBitmap;
  const size = { width: first.width, height: first.height };
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    let position = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const frame = frames[position];
      const bitmap = frame ? bitmaps[frame.source] : undefined;
      context.clearRect(0, 0, size.width, size.height);
      if (bitmap) context.drawImage(bitmap, 0, 0);
      if (!playing || !frame) return;
      const delay = playedDelayMs(frame.delayCentiseconds * 10);
      position = (position + 1) % frames.length;
      timer = setTimeout(show, delay);
    };
    show();
    return () => clearTimeout(timer);
  }, [frames, bitmaps, playing, size.width, size.height]);
  return (
    <figure className="card overflow-hidden" data-frames-preview>
      <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
        <canvas
          ref={canvasRef}
          width={size.width}
          height={size.height}
          className="block h-auto max-h-80 max-w-full"
          role="img"
          aria-label={plural(t.playerLabel, frames.length, { count: number(frames.length) })}
        />
      </div>
      <figcaption className="flex items-center justify-between border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        <span>{t.previewEdited}</span>
        <button type="button" className="btn btn-secondary" onClick={() => setPlaying(!playing)}>
          {playing ? ui.videoParts.pause : ui.videoParts.play}
        </button>
      </figcaption>
    </figure>
  );
}

/** Decodes the chosen file (or a result or link the browser may read) once; bitmaps are freed on unmount. */
function useDecodedFrames(source: EditorProps["source"]): Decoding {
  const [decoding, setDecoding] = useState<Decoding>({ state: "decoding", fraction: 0 });
  useEffect(() => {
    const controller = new AbortController();
    let decoded: DecodedFrames | null = null;
    const file = source.kind === "file" ? source.files[0] : undefined;
    const bytes = file
      ? file.arrayBuffer()
      : fetch(source.previewUrl, { signal: controller.signal }).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        });
    let lastShown = 0;
    bytes
      .then((buffer) =>
        decodeFrames(buffer, controller.signal, (fraction) => {
          // A few updates, not one per frame.
          if (fraction - lastShown >= 0.1 || fraction === 1) {
            lastShown = fraction;
            setDecoding({ state: "decoding", fraction });
          }
        }),
      )
      .then((frames) => {
        if (controller.signal.aborted) {
          for (const bitmap of frames?.bitmaps ?? []) bitmap.close();
          return;
        }
        decoded = frames;
        setDecoding(frames ? { state: "ready", decoded: frames } : { state: "none" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setDecoding({ state: "none" });
      });
    return () => {
      controller.abort();
      for (const bitmap of decoded?.bitmaps ?? []) bitmap.close();
    };
  }, [source]);
  return decoding;
}
