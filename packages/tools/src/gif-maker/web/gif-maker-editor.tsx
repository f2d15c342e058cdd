import {
  acceptedExtensions,
  type Destination,
  defaultLimits,
  extensionOf,
  formatLabel,
  gifDestinations,
} from "@gifkit/contracts";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { animationLengthMs } from "../../shared/animation-length.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import {
  capMark,
  capToDestination,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
} from "../../shared/fit-under.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { checkFileContents, checkLinksOnServer } from "../../shared/input-checks.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import {
  ChoiceGroup,
  NumberField,
  SelectField,
  SettingsPanel,
  Slider,
} from "../../shared/ui/controls.tsx";
import { EditorActions } from "../../shared/ui/editor-layout.tsx";
import {
  ConvertSuggestion,
  FitUnderControl,
  SizeCapNote,
} from "../../shared/ui/fit-under-control.tsx";
import { SizeEstimate } from "../../shared/ui/size-estimate.tsx";
import { forEachDecodedFrame } from "../../shared/web/image-decoder-frames.tsx";
import { useObjectUrls } from "../../shared/web/use-object-urls.ts";
import type { GifMakerEditorText } from "../editor-text.ts";
import type { GifMakerOptions } from "../shared/options.ts";
import {
  defaultFrameDurationMs,
  gifMakerDefaults,
  loopCountLimits,
  type QualityLevelName,
  qualityLevelNames,
  type TransitionType,
  transitionStepLimits,
} from "../shared/options.ts";
import {
  type OutputSizeChoice,
  type OutputSizePresetId,
  outputSize,
  outputSizePresets,
  type PixelSize,
  readSizeRequest,
  sizeFields,
} from "../shared/output-size.ts";
import {
  checkImageFiles,
  checkImageUrls,
  englishImageLimitWords,
  type FrameItem,
  fileItem,
  frameFileName,
  type GifMakerSettings,
  type ImageLimitWords,
  importFrames,
  importProblem,
  moveItem,
  readDefaultFrameDuration,
  readFrameDuration,
  splitUrls,
  startFields,
  urlItem,
} from "./frame-list.ts";
import { gifMakerSizeEstimate } from "./gif-maker-size-estimate.ts";
import { LivePreview } from "./live-preview.tsx";
import { ThumbnailGrid } from "./thumbnail-grid.tsx";

const initialSettings: GifMakerSettings = {
  frame_duration: gifMakerDefaults.frame_duration,
  loop_count: gifMakerDefaults.loop_count,
  quality_level: gifMakerDefaults.quality_level,
  transition_type: gifMakerDefaults.transition_type,
  transition_steps: gifMakerDefaults.transition_steps,
  background_color: gifMakerDefaults.background_color,
};

const acceptAttribute = acceptedExtensions.images.map((extension) => `.${extension}`).join(",");

/**
 * The GIF Maker's preview screen (spec: tools §2): live preview, the frames as a reorderable
 * thumbnail grid with per-frame duration and effect, more images by file or link, the settings,
 * 'Upload Different Images' and 'Create GIF'.
 */
export default function GifMakerEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<GifMakerOptions>>) {
  const { own: t, fill, plural, number, languageCode } = useEditorText<GifMakerEditorText>();
  const { text: toolUi } = useToolUi();
  // The refusals in the page's words; an English page says what the API says.
  const checks = languageCode === "en" ? null : toolUi.checks;
  const limitWords: ImageLimitWords = {
    ...englishImageLimitWords,
    tooMany: (max, count) => fill(t.tooManyImages, { max: number(max), count: number(count) }),
    importTooMany: (name, frames, max, count) =>
      fill(t.importTooMany, {
        name: name ?? t.theAnimation,
        frames: number(frames),
        max: number(max),
        count: number(count),
      }),
    ...(checks
      ? {
          unsupportedFile: (names, allowed) =>
            fill(checks.unsupportedFile, {
              names: names.join(", "),
              allowed: allowed.map((extension) => extension.toUpperCase()).join(", "),
            }),
          unsupportedUrl: (allowed) =>
            fill(checks.unsupportedLink, { allowed: allowed.join(", ") }),
          unsupportedUrls: (urls, allowed) =>
            fill(checks.unsupportedLinks, { urls: urls.join(", "), allowed: allowed.join(", ") }),
        }
      : {}),
  };
  const contentMismatch = checks
    ? (names: string[]) =>
        plural(checks.contentMismatch, names.length, {
          names: names.join(", "),
          format: formatLabel(extensionOf(names[0] ?? "")),
        })
    : undefined;
  const [items, setItems] = useState<FrameItem[]>(() =>
    source.kind === "file" ? source.files.map(fileItem) : source.urls.map(urlItem),
  );
  const [settings, setSettings] = useKeptState<GifMakerSettings>("settings", initialSettings);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [urlText, setUrlText] = useState("");
  const [checkingLinks, setCheckingLinks] = useState(false);
  const [durationDrafts, setDurationDrafts] = useState<Map<string, string>>(new Map());
  const [firstSize, setFirstSize] = useState<PixelSize | null>(null);
  const [sizeChoice, setSizeChoice] = useKeptState<OutputSizeChoice>("sizeChoice", "first");
  const [typedSize, setTypedSize] = useKeptState("typedSize", { width: "", height: "" });
  const [dragging, setDragging] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // An object URL for every chosen file, released when the file leaves the list.
  const imageUrls = useObjectUrls(items, (item) =>
    item.kind === "url" && item.url ? { url: item.url } : item.file ? { file: item.file } : null,
  );

  // An animated file's own length is its default duration (DESIGN §2): read once per file. An
  // item left at its default is sent as null, and the server plays the animation once.
  const [ownLengthsMs, setOwnLengthsMs] = useState<ReadonlyMap<string, number>>(new Map());
  const lengthsRead = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (!item.file || lengthsRead.current.has(item.id)) continue;
      lengthsRead.current.add(item.id);
      if (!["gif", "webp", "png", "apng", "avif"].includes(item.extension)) continue;
      const itemId = item.id;
      const file = item.file;
      // An AVIF sequence's timing is in its sample table: the server's one header reader reads it
      // (POST /api/gif-metadata, its client loaded only for an AVIF); a still AVIF is refused there.
      (item.extension === "avif"
        ? import("../../shared/web/gif-metadata-client.ts").then(async ({ requestGifMetadata }) => {
            const form = new FormData();
            form.append("file", file, file.name);
            return Math.round((await requestGifMetadata(form)).durationSeconds * 1000);
          })
        : file.arrayBuffer().then((buffer) => animationLengthMs(new Uint8Array(buffer)))
      ).then(
        (lengthMs) => {
          if (lengthMs !== null) {
            setOwnLengthsMs((current) => new Map(current).set(itemId, lengthMs));
          }
        },
        () => undefined,
      );
    }
  }, [items]);

  // The first image's size: the default output size, and the shape a single asked side follows.
  const first = items[0];
  const firstUrl = first ? imageUrls.get(first.id) : undefined;
  useEffect(() => {
    if (!firstUrl) return;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        setFirstSize({ width: image.naturalWidth, height: image.naturalHeight });
      }
    };
    image.src = firstUrl;
  }, [firstUrl]);

  // Pixel sizes and milliseconds are written without grouping, as the API's messages write them.
  const sizeRequest = readSizeRequest(sizeChoice, typedSize, {
    width: fill(t.widthInvalid, { max: defaultLimits.maxGifOutputSide }),
    height: fill(t.heightInvalid, { max: defaultLimits.maxGifOutputSide }),
  });
  const resultSize = firstSize ? outputSize(firstSize, sizeRequest.requested) : null;
  const maxSide = defaultLimits.maxGifOutputSide;
  const [fitUnder, setFitUnder] = useKeptState("fitUnder", () => fitUnderOff(gifDestinations));
  const fitRequest = fitUnderRequest(fitUnder, gifDestinations);
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  // A destination with a largest size (X: 1280 × 1080) makes the output size custom, fitted to it.
  const capTo = (destination: Destination) => {
    const capped = resultSize ? capToDestination(resultSize, destination) : null;
    setCappedTo(capped?.capped ? capMark(destination, capped) : null);
    if (capped?.capped) {
      setSizeChoice("custom");
      setTypedSize({ width: String(capped.width), height: String(capped.height) });
    }
  };
  const sizeProblem =
    sizeRequest.problem ??
    (resultSize && Math.max(resultSize.width, resultSize.height) > maxSide
      ? fill(t.sizeTooLarge, {
          width: resultSize.width,
          height: resultSize.height,
          max: maxSide,
        })
      : null);
  // Typing a side makes the size custom, the other side starting from what the preset gave.
  const typeSide = (side: "width" | "height", text: string) => {
    setTypedSize((current) =>
      sizeChoice === "custom"
        ? { ...current, [side]: text }
        : {
            width: String(resultSize?.width ?? ""),
            height: String(resultSize?.height ?? ""),
            [side]: text,
          },
    );
    setSizeChoice("custom");
  };
  const sideText = (side: "width" | "height") =>
    sizeChoice === "custom" ? typedSize[side] : String(resultSize?.[side] ?? "");

  const update = (patch: Partial<GifMakerSettings>) =>
    setSettings((current) => ({ ...current, ...patch }));

  const move = (from: number, to: number) => {
    const result = moveItem(items, from, to);
    if (!result) return;
    setItems(result.items);
    setAnnouncement(fill(t.moved, { from: number(from + 1), to: number(to + 1) }));
    // Keep the keyboard on the image that moved.
    const movedId = items[from]?.id;
    requestAnimationFrame(() => {
      gridRef.current
        ?.querySelector<HTMLButtonElement>(
          `[data-frame-id="${movedId}"] button[aria-roledescription]`,
        )
        ?.focus();
    });
  };
  const remove = (index: number) => {
    const removed = items[index];
    setItems(items.filter((_, position) => position !== index));
    if (removed) setAnnouncement(fill(t.removed, { number: number(index + 1) }));
  };
  const setItem = (index: number, patch: Partial<FrameItem>) =>
    setItems((current) =>
      current.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );

  const addFiles = async (list: FileList | File[] | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const found =
      checkImageFiles(files, items.length, limitWords) ??
      (await checkFileContents(files, "images", contentMismatch).catch(() => null));
    setProblem(found);
    if (!found) {
      setItems((current) => [...current, ...files.map(fileItem)]);
      setAnnouncement(plural(t.added, files.length, { count: number(files.length) }));
    }
  };
  const addUrls = async () => {
    const urls = splitUrls(urlText);
    if (urls.length === 0) {
      setProblem(t.enterLinks);
      return;
    }
    const found = checkImageUrls(urls, items.length, limitWords);
    setProblem(found);
    if (found) return;
    // The server checks each link as the start call would, before it joins the list.
    setCheckingLinks(true);
    const checked = await checkLinksOnServer(urls, "gif-maker").finally(() =>
      setCheckingLinks(false),
    );
    setProblem(checked.problem);
    if (!checked.problem) {
      setItems((current) => [...current, ...urls.map(urlItem)]);
      setUrlText("");
      setAnnouncement(plural(t.added, urls.length, { count: number(urls.length) }));
    }
  };

  // "Import all frames": an animated file becomes one image per frame, each with its own delay.
  const [importing, setImporting] = useState<string | null>(null);
  const animatedItems = items.flatMap((item, index) =>
    // The page decodes no AVIF's frames (animationMimeType): such a sequence is imported whole.
    item.file && item.extension !== "avif" && ownLengthsMs.has(item.id) ? [{ item, index }] : [],
  );
  const importAllFrames = async (item: FrameItem) => {
    if (!item.file) return;
    setImporting(item.id);
    setProblem(null);
    const controller = new AbortController();
    const frames: { file: File; delayMs: number }[] = [];
    try {
      const count = await forEachDecodedFrame(
        await item.file.arrayBuffer(),
        controller.signal,
        async (image, frame) => {
          // Over the image limit: stop before decoding the rest.
          const index = items.findIndex((candidate) => candidate.id === item.id);
          const tooMany =
            frame.index === 0 ? importProblem(items, index, frame.count, limitWords) : null;
          if (tooMany) {
            controller.abort(new Error(tooMany));
            return;
          }
          const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
          canvas.getContext("2d")?.drawImage(image, 0, 0);
          // Each frame as the browser composited it, as a PNG (native encoding; alpha kept).
          const blob = await canvas.convertToBlob({ type: "image/png" });
          const name = frameFileName(item.name, frame.index);
          frames.push({
            file: new File([blob], name, { type: "image/png" }),
            delayMs: frame.delayMs,
          });
        },
      );
      if (count === null) {
        setProblem(fill(t.cannotReadFrames, { name: item.name }));
        return;
      }
      // The limit was checked on the first frame; the list may have moved meanwhile.
      setItems((current) => {
        const index = current.findIndex((candidate) => candidate.id === item.id);
        return index < 0
          ? current
          : (importFrames(current, index, frames, limitWords).items ?? current);
      });
      setAnnouncement(
        plural(t.imported, frames.length, { count: number(frames.length), name: item.name }),
      );
    } catch {
      setProblem(
        controller.signal.aborted
          ? String((controller.signal.reason as Error).message)
          : fill(t.framesUnreadable, { name: item.name }),
      );
    } finally {
      setImporting(null);
    }
  };

  const create = () => {
    if (items.length === 0) {
      setProblem(t.addOne);
      return;
    }
    setProblem(null);
    start(
      {
        ...startFields(items, settings),
        ...sizeFields(sizeRequest.requested),
        ...fitUnderFields(fitRequest),
      },
      { inputsInFields: true },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void addFiles(event.dataTransfer.files);
  };

  const loopText =
    settings.loop_count === 0
      ? t.forever
      : plural(t.times, settings.loop_count, { count: number(settings.loop_count) });

  const presetLabel = (preset: (typeof outputSizePresets)[number]) => {
    const { width, height } = preset.requested as { width?: number; height?: number };
    if (width === undefined) return t.sizePresets.first;
    if (height === undefined) return fill(t.sizePresets.wide, { width });
    return fill(t.sizePresets.square, { side: width });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <LivePreview
          items={items}
          imageUrls={imageUrls}
          defaultDurationMs={settings.frame_duration}
          ownLengthsMs={ownLengthsMs}
          loopCount={settings.loop_count}
          backgroundColour={settings.background_color}
          aspectRatio={resultSize ? resultSize.width / resultSize.height : 4 / 3}
        />

        <section aria-labelledby={`${id}-frames`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-frames`} className="text-base font-semibold text-slate-900">
              {t.frames}
            </h2>
            <p className="text-sm font-medium text-slate-700" data-testid="selected-count">
              {plural(t.selected, items.length, { count: number(items.length) })}
            </p>
          </div>
          <p className="text-xs text-slate-500">{t.framesHelp}</p>
          {animatedItems.length > 0 && (
            <div className="flex flex-wrap gap-2" data-import-frames>
              {animatedItems.map(({ item }) => (
                <button
                  key={item.id}
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy || importing !== null}
                  onClick={() => void importAllFrames(item)}
                >
                  {importing === item.id
                    ? fill(t.importing, { name: item.name })
                    : fill(t.importAll, { name: item.name })}
                </button>
              ))}
            </div>
          )}
          <p role="status" aria-live="polite" className="sr-only" data-testid="move-announcement">
            {announcement}
          </p>
          {problem && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {problem}
            </p>
          )}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for more files; the Add images button is the keyboard path */}
          <div
            ref={gridRef}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes("Files")) {
                event.preventDefault();
                setDragging(true);
              }
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`rounded-2xl border-2 border-dashed p-2 transition-colors sm:p-3 ${
              dragging ? "border-brand-600 bg-brand-50" : "border-transparent"
            }`}
          >
            {items.length > 0 ? (
              <ThumbnailGrid
                items={items}
                imageUrls={imageUrls}
                defaultDurationMs={settings.frame_duration}
                ownLengthsMs={ownLengthsMs}
                disabled={busy}
                durationDrafts={durationDrafts}
                onMove={move}
                onRemove={remove}
                onEffect={(index, effect) => setItem(index, { effect })}
                onDuration={(index, text) => {
                  const itemId = items[index]?.id;
                  if (itemId) setDurationDrafts((drafts) => new Map(drafts).set(itemId, text));
                }}
                onDurationDone={(index) => {
                  const item = items[index];
                  const draft = item ? durationDrafts.get(item.id) : undefined;
                  if (!item || draft === undefined) return;
                  setItem(index, { durationMs: readFrameDuration(draft) });
                  setDurationDrafts((drafts) => {
                    const next = new Map(drafts);
                    next.delete(item.id);
                    return next;
                  });
                }}
              />
            ) : (
              <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
                {t.noImages}
              </p>
            )}
          </div>

          <div className="card space-y-3 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => fileInputRef.current?.click()}
              >
                {t.addImages}
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
              <span className="text-xs text-slate-500">{t.orDrop}</span>
            </div>
            <div>
              <label htmlFor={`${id}-urls`} className="field-label">
                {t.linksLabel}
              </label>
              <textarea
                id={`${id}-urls`}
                className="field min-h-20"
                value={urlText}
                disabled={busy}
                placeholder="https://example.com/photo.jpg"
                onChange={(event) => setUrlText(event.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary mt-2"
                disabled={busy || checkingLinks}
                onClick={() => void addUrls()}
              >
                {checkingLinks ? t.checkingLinks : t.loadUrls}
              </button>
            </div>
          </div>
        </section>

        <SizeEstimate {...gifMakerSizeEstimate(items, settings, resultSize)} />
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={
            items.length === 0 ||
            durationDrafts.size > 0 ||
            sizeProblem !== null ||
            fitRequest.problem !== null
          }
          onAction={create}
          onReset={reset}
          resetLabel={t.reset}
        />
        {items.length === 0 && <p className="text-sm text-slate-600">{t.addOne}</p>}
      </div>

      <div className="min-w-0 space-y-6">
        <SettingsPanel title={t.settings}>
          <Slider
            label={t.frameDuration}
            min={defaultFrameDurationMs.min}
            max={defaultFrameDurationMs.max}
            step={defaultFrameDurationMs.step}
            value={settings.frame_duration}
            valueText={fill(t.milliseconds, { ms: settings.frame_duration })}
            disabled={busy}
            hint={t.frameDurationHint}
            onChange={(value) => update({ frame_duration: readDefaultFrameDuration(value) })}
          />
          <SelectField<TransitionType>
            label={t.transition}
            value={settings.transition_type}
            options={[
              { value: "none", label: t.transitions.none },
              { value: "crossfade", label: t.transitions.crossfade },
            ]}
            disabled={busy}
            onChange={(transition_type) => update({ transition_type })}
          />
          {settings.transition_type === "crossfade" && (
            <Slider
              label={t.transitionSteps}
              min={transitionStepLimits.min}
              max={transitionStepLimits.max}
              value={settings.transition_steps}
              valueText={plural(t.steps, settings.transition_steps, {
                count: number(settings.transition_steps),
              })}
              disabled={busy}
              hint={t.transitionStepsHint}
              onChange={(transition_steps) => update({ transition_steps })}
            />
          )}
          <Slider
            label={t.loopCount}
            min={loopCountLimits.min}
            max={loopCountLimits.max}
            value={settings.loop_count}
            valueText={loopText}
            disabled={busy}
            hint={t.loopHint}
            onChange={(loop_count) => update({ loop_count })}
          />
          <NumberField
            label={t.loopCountField}
            value={settings.loop_count}
            min={loopCountLimits.min}
            max={loopCountLimits.max}
            disabled={busy}
            onChange={(text) => {
              const value = Math.round(Number(text));
              if (text.trim() !== "" && Number.isFinite(value)) {
                update({
                  loop_count: Math.min(loopCountLimits.max, Math.max(loopCountLimits.min, value)),
                });
              }
            }}
          />
          <div>
            <SelectField<QualityLevelName>
              label={t.quality}
              value={settings.quality_level}
              options={qualityLevelNames.map((level) => ({
                value: level,
                label: t.qualities[level],
              }))}
              disabled={busy}
              onChange={(quality_level) => update({ quality_level })}
            />
            <p className="mt-1 text-xs text-slate-500">
              {t.qualitySummaries[settings.quality_level]}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-background`} className="field-label">
              {t.backgroundColor}
            </label>
            <div className="flex items-center gap-3">
              <input
                id={`${id}-background`}
                type="color"
                className="h-9 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
                value={settings.background_color}
                disabled={busy}
                onChange={(event) => update({ background_color: event.target.value })}
              />
              <span className="text-xs text-slate-500">{t.backgroundHint}</span>
            </div>
          </div>
        </SettingsPanel>
        <SettingsPanel title={t.outputSize}>
          <ChoiceGroup<OutputSizePresetId>
            label={t.size}
            value={sizeChoice === "custom" ? null : sizeChoice}
            options={outputSizePresets.map((preset) => ({
              value: preset.id,
              label: presetLabel(preset),
            }))}
            disabled={busy}
            onChange={setSizeChoice}
          />
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label={t.width}
              suffix="px"
              min={1}
              max={maxSide}
              value={sideText("width")}
              disabled={busy}
              onChange={(text) => typeSide("width", text)}
            />
            <NumberField
              label={t.height}
              suffix="px"
              min={1}
              max={maxSide}
              value={sideText("height")}
              disabled={busy}
              onChange={(text) => typeSide("height", text)}
            />
          </div>
          <p className="text-xs text-slate-500">
            {sizeChoice === "custom" ? t.sizeNoteCustom : t.sizeNote}
          </p>
          {sizeProblem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {sizeProblem}
            </p>
          )}
        </SettingsPanel>
        <FitUnderControl
          state={fitUnder}
          request={fitRequest}
          onChange={setFitUnder}
          onDestinationPicked={capTo}
          disabled={busy}
          sizeNote={
            fitRequest.destination &&
            resultSize && (
              <SizeCapNote
                size={resultSize}
                destination={fitRequest.destination}
                cappedTo={cappedTo}
              />
            )
          }
          videoSuggestion={<ConvertSuggestion />}
        />
      </div>
    </div>
  );
}
