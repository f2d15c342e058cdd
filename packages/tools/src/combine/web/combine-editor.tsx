import { acceptedExtensions, defaultLimits, extensionOf, formatLabel } from "@gifkit/contracts";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { animationDelaysMs, animationLengthMs } from "../../shared/animation-length.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { toGifDelaysCentiseconds } from "../../shared/gif-timing.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { checkFileContents } from "../../shared/input-checks.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import { useObjectUrls } from "../../shared/web/use-object-urls.ts";
import type { CombineEditorText } from "../editor-text.ts";
import { combineGeometry, type PictureSize } from "../shared/layout.ts";
import {
  type CombineLayout,
  type CombineOptions,
  type CombineSizeMode,
  combineDefaults,
  combineInputLimits,
  combineLayouts,
  combineSizeModes,
} from "../shared/options.ts";
import { sideBySideTimeline } from "../shared/timeline.ts";
import { CombinePreview } from "./combine-preview.tsx";
import {
  type AddedFileWords,
  checkAddedFiles,
  englishAddedFileWords,
  fileInput,
  type InputItem,
  inputFields,
  moveInput,
  resultInput,
  urlInput,
} from "./input-items.ts";
import { InputList } from "./input-list.tsx";
import {
  loopingFramesText,
  noDurationText,
  outputSizeText,
  sequenceFramesText,
} from "./refusal-text.ts";

const acceptAttribute = acceptedExtensions.gif.map((extension) => `.${extension}`).join(",");
function initialItems(source: EditorProps["source"], yourGif: string): InputItem[] {
  if (source.kind === "result" && source.resultKey) {
    return [resultInput(source.resultKey, source.previewUrl, source.displayName || yourGif)];
  }
  return source.kind === "file" ? source.files.map(fileInput) : source.urls.map(urlInput);
}

/**
 * Combine's editing screen: the animations as a reorderable list (drag, arrow keys or buttons),
 * more files, the layout, size and padding, a live preview and 'Combine GIFs'.
 */
export default function CombineEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CombineOptions> | "source_key">) {
  const { own: t, ui, fill, plural, number, languageCode } = useEditorText<CombineEditorText>();
  // Lengths in seconds to one decimal, in the page language's digits.
  const seconds = (ms: number) =>
    fill(ui.sharedParts.timeRange.seconds, {
      seconds: (ms / 1000).toLocaleString(languageCode, { maximumFractionDigits: 1 }),
    });
  const fit = useFitUnder();
  const refusalWords = useMemo(() => ({ languageCode, own: t, fill }), [languageCode, t, fill]);
  // The upload checks' words of the page's language; an English page says what the API says.
  const { text: toolUi } = useToolUi();
  const checks = languageCode === "en" ? null : toolUi.checks;
  const addedFileWords: AddedFileWords = {
    unsupportedFile: checks
      ? (names, allowed) =>
          fill(checks.unsupportedFile, {
            names: names.join(", "),
            allowed: allowed.map((extension) => extension.toUpperCase()).join(", "),
          })
      : englishAddedFileWords.unsupportedFile,
    tooMany: (max, total) => fill(t.tooMany, { max: number(max), total: number(total) }),
  };
  const contentMismatch = checks
    ? (names: string[]) =>
        plural(checks.contentMismatch, names.length, {
          names: names.join(", "),
          format: formatLabel(extensionOf(names[0] ?? "")),
        })
    : undefined;
  const [items, setItems] = useState<InputItem[]>(() => initialItems(source, t.yourGif));
  const [layout, setLayout] = useKeptState<CombineLayout>("layout", combineDefaults.layout);
  const [sizeMode, setSizeMode] = useKeptState<CombineSizeMode>("size", combineDefaults.size);
  const [transparent, setTransparent] = useKeptState("transparent", true);
  const [color, setColor] = useKeptState("color", "#ffffff");
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // An object URL per chosen file (links and results show as they are), released when it leaves.
  const previewUrls = useObjectUrls(items, (item) =>
    item.file ? { file: item.file } : item.url ? { url: item.url } : null,
  );

  // Each input's picture size (as the browser decodes it: a GIF's screen) and, for files, its
  // own length: read once per item.
  const [sizes, setSizes] = useState<ReadonlyMap<string, PictureSize>>(new Map());
  const [lengthsMs, setLengthsMs] = useState<ReadonlyMap<string, number>>(new Map());
  // Each file's delays in GIF hundredths, as the server will time it (a GIF's as stored; a WebP's
  // or APNG's as its conversion to GIF rounds them).
  const [delays, setDelays] = useState<ReadonlyMap<string, number[]>>(new Map());
  const read = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      const url = previewUrls.get(item.id);
      if (!url || read.current.has(item.id)) continue;
      read.current.add(item.id);
      const image = new Image();
      image.onload = () => {
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        if (size.width > 0 && size.height > 0) {
          setSizes((current) => new Map(current).set(item.id, size));
        }
      };
      image.src = url;
      item.file?.arrayBuffer().then(
        (buffer) => {
          const bytes = new Uint8Array(buffer);
          const lengthMs = animationLengthMs(bytes);
          if (lengthMs !== null) setLengthsMs((current) => new Map(current).set(item.id, lengthMs));
          const delaysMs = animationDelaysMs(bytes);
          const isGif = bytes[0] === 0x47;
          if (delaysMs.length > 0) {
            const centiseconds = isGif
              ? delaysMs.map((delayMs) => Math.round(delayMs / 10))
              : toGifDelaysCentiseconds(delaysMs);
            setDelays((current) => new Map(current).set(item.id, centiseconds));
          }
        },
        () => undefined,
      );
    }
  }, [items, previewUrls]);

  const known = items.map((item) => sizes.get(item.id));
  const allKnown = items.length > 0 && known.every((size) => size !== undefined);
  const geometry = allKnown ? combineGeometry(layout, sizeMode, known as PictureSize[]) : null;
  const sizeProblem = geometry
    ? outputSizeText(
        refusalWords,
        geometry,
        layout,
        items[geometry.referenceIndex]?.name ?? t.theFirstGif,
      )
    : null;
  // The result's frames, counted as the server will when every input's delays could be read.
  const frames = useMemo(() => {
    const knownDelays = items.map((item) => delays.get(item.id));
    if (items.length < combineInputLimits.min) return null;
    if (!knownDelays.every((list) => list !== undefined)) return null;
    const lists = knownDelays as number[][];
    const maxFrames = defaultLimits.maxOutputFrames;
    if (layout === "sequence") {
      const frameCount = lists.reduce((sum, list) => sum + list.length, 0);
      const inputs = items.map((item, index) => ({
        name: item.name,
        frameCount: lists[index]?.length ?? 0,
      }));
      return {
        frameCount,
        problem:
          frameCount > maxFrames ? sequenceFramesText(refusalWords, frameCount, inputs) : null,
      };
    }
    const timeline = sideBySideTimeline(lists, maxFrames);
    if (timeline.kind === "no-duration") {
      return {
        frameCount: null,
        problem: noDurationText(refusalWords, items[timeline.input]?.name ?? ""),
      };
    }
    if (timeline.kind === "frames") return { frameCount: timeline.frames.length, problem: null };
    const durations = lists.map((list) => list.reduce((sum, delay) => sum + delay, 0));
    const longest = durations.indexOf(Math.max(...durations));
    return {
      frameCount: timeline.frameCount,
      problem: loopingFramesText(
        refusalWords,
        timeline.frameCount,
        items[longest]?.name ?? "",
        durations[longest] ?? 0,
      ),
    };
  }, [items, delays, layout, refusalWords]);
  // What each input is, once read: cheap, so built each render in the page language.
  const details = (() => {
    const texts = new Map<string, string>();
    for (const item of items) {
      const size = sizes.get(item.id);
      const lengthMs = lengthsMs.get(item.id);
      if (size) {
        texts.set(
          item.id,
          `${number(size.width)} × ${number(size.height)} px${lengthMs === undefined ? "" : ` · ${seconds(lengthMs)}`}`,
        );
      }
    }
    return texts;
  })();
  const knownLengths = items.map((item) => lengthsMs.get(item.id));
  const totalMs = knownLengths.every((length) => length !== undefined)
    ? layout === "sequence"
      ? knownLengths.reduce((sum: number, length) => sum + (length ?? 0), 0)
      : Math.max(...knownLengths.map((length) => length ?? 0))
    : null;

  const move = (from: number, to: number) => {
    const result = moveInput(items, from, to);
    if (!result) return;
    setItems(result.items);
    setAnnouncement(
      fill(t.moved, {
        name: items[from]?.name ?? "",
        from: number(from + 1),
        to: number(to + 1),
        count: number(items.length),
      }),
    );
    // Keep the keyboard on the animation that moved.
    const movedId = items[from]?.id;
    requestAnimationFrame(() => {
      listRef.current
        ?.querySelector<HTMLButtonElement>(
          `[data-input-id="${movedId}"] button[aria-roledescription]`,
        )
        ?.focus();
    });
  };
  const remove = (index: number) => {
    const removed = items[index];
    setItems(items.filter((_, position) => position !== index));
    if (removed) setAnnouncement(fill(t.removed, { name: removed.name }));
  };
  const addFiles = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const found =
      checkAddedFiles(files, items.length, addedFileWords) ??
      (await checkFileContents(files, "gif", contentMismatch).catch(() => null));
    setProblem(found);
    if (!found) {
      setItems((current) => [...current, ...files.map(fileInput)]);
      setAnnouncement(plural(t.added, files.length, { count: number(files.length) }));
    }
  };
  const combine = () => {
    if (items.length < combineInputLimits.min) {
      setProblem(fill(t.tooFew, { min: number(combineInputLimits.min) }));
      return;
    }
    setProblem(null);
    start(
      {
        ...inputFields(items),
        layout,
        size: sizeMode,
        background: transparent ? "transparent" : color,
        ...(layout === "sequence" ? {} : { timing: combineDefaults.timing }),
        ...fit.fields,
      },
      { inputsInFields: true },
    );
  };

  // Phones: preview and list, the settings, then the action; wide screens: settings beside.
  return (
    <EditorLayout
      preview={
        <div className="space-y-4">
          <CombinePreview
            layout={layout}
            geometry={geometry}
            items={items}
            previewUrls={previewUrls}
            lengthsMs={lengthsMs}
            background={transparent ? "transparent" : color}
          />
          <section aria-labelledby={`${id}-inputs`} className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${id}-inputs`} className="text-base font-semibold text-slate-900">
                {t.animations}
              </h2>
              <p className="text-sm font-medium text-slate-700" data-testid="input-count">
                {fill(t.countOfMax, {
                  count: number(items.length),
                  max: number(combineInputLimits.max),
                })}
              </p>
            </div>
            <p className="text-xs text-slate-600">{t.dragHint}</p>
            <p role="status" aria-live="polite" className="sr-only" data-testid="move-announcement">
              {announcement}
            </p>
            {problem && (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <div ref={listRef}>
              <InputList
                items={items}
                previewUrls={previewUrls}
                details={details}
                disabled={busy}
                onMove={move}
                onRemove={remove}
              />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || items.length >= combineInputLimits.max}
                onClick={() => fileInputRef.current?.click()}
              >
                {t.addGifs}
              </button>
              <input
                ref={fileInputRef}
                type="file"
                className="sr-only"
                tabIndex={-1}
                multiple
                accept={acceptAttribute}
                aria-label={t.addFilesLabel}
                onChange={(event) => {
                  void addFiles(event.target.files);
                  event.target.value = "";
                }}
              />
              <span className="text-xs text-slate-600">
                {fill(t.accepted, {
                  min: number(combineInputLimits.min),
                  max: number(combineInputLimits.max),
                })}
              </span>
            </div>
          </section>
        </div>
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={sizeProblem !== null || Boolean(frames?.problem) || fit.blocked}
          onAction={combine}
          onReset={reset}
          resetLabel={t.reset}
        />
      }
      settings={
        <SettingsPanel title={t.layout}>
          <ChoiceGroup
            label={t.arrange}
            options={combineLayouts.map((value) => ({ value, label: t.layouts[value] }))}
            value={layout}
            onChange={setLayout}
            disabled={busy}
          />
          <ChoiceGroup
            label={t.sizeFrom}
            options={combineSizeModes.map((value) => ({ value, label: t.sizes[value] }))}
            value={sizeMode}
            onChange={setSizeMode}
            disabled={busy}
          />
          <p className="text-xs leading-relaxed text-slate-600">
            {layout === "sequence"
              ? t.sequenceNote
              : layout === "horizontal"
                ? t.horizontalNote
                : t.verticalNote}
          </p>
          {layout === "sequence" ? (
            <div className="space-y-2">
              <ChoiceGroup
                label={t.padding}
                options={[
                  { value: "transparent", label: t.transparency },
                  { value: "color", label: t.aColor },
                ]}
                value={transparent ? "transparent" : "color"}
                onChange={(value) => setTransparent(value === "transparent")}
                disabled={busy}
              />
              {!transparent && (
                <div className="flex items-center gap-3">
                  <label htmlFor={`${id}-color`} className="text-sm text-slate-700">
                    {t.paddingColor}
                  </label>
                  <input
                    id={`${id}-color`}
                    type="color"
                    className="h-9 w-14 cursor-pointer rounded border border-slate-300"
                    value={color}
                    disabled={busy}
                    onChange={(event) => setColor(event.target.value.toLowerCase())}
                  />
                  <span className="font-mono text-xs text-slate-600">{color}</span>
                </div>
              )}
            </div>
          ) : (
            <div>
              <p className="field-label">{t.timing}</p>
              <p className="text-sm leading-relaxed text-slate-700">{t.timingNote}</p>
            </div>
          )}
        </SettingsPanel>
      }
      afterSettings={
        <>
          <section aria-label={t.result} className="card space-y-1 p-5 text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">{t.result}</h2>
            <p data-testid="result-size">
              {geometry
                ? `${number(geometry.width)} × ${number(geometry.height)} px`
                : t.readingSize}
            </p>
            {totalMs !== null && (
              <p>
                {fill(layout === "sequence" ? t.playsFor : t.lastsAbout, {
                  seconds: seconds(totalMs),
                })}
              </p>
            )}
            {frames?.frameCount != null && (
              <p data-testid="result-frames">
                {plural(t.frames, frames.frameCount, { count: number(frames.frameCount) })}
              </p>
            )}
            {frames?.problem && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-red-800">
                {frames.problem}
              </p>
            )}
            {sizeProblem && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-red-800">
                {sizeProblem}
              </p>
            )}
          </section>
          <FitUnderSection fit={fit} disabled={busy} />
        </>
      }
    />
  );
}
