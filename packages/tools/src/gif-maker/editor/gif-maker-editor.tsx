import { acceptedExtensions } from "@gifkit/contracts";
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { animationLengthMs } from "../../shared/animation-length.ts";
import type { EditorProps } from "../../shared/editor.ts";
import { NumberField, SelectField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions } from "../../shared/ui/editor-layout.tsx";
import {
  defaultFrameDurationMs,
  gifMakerDefaults,
  loopCountLimits,
  type QualityLevelName,
  qualityLevelNames,
  qualityLevels,
  type TransitionType,
  transitionStepLimits,
} from "../options.ts";
import {
  checkImageFiles,
  checkImageUrls,
  type FrameItem,
  fileItem,
  type GifMakerSettings,
  moveItem,
  readDefaultFrameDuration,
  readFrameDuration,
  selectedCountText,
  splitUrls,
  startFields,
  urlItem,
} from "./frame-list.ts";
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
export default function GifMakerEditor({ source, busy, start, reset }: EditorProps) {
  const [items, setItems] = useState<FrameItem[]>(() =>
    source.kind === "file" ? source.files.map(fileItem) : source.urls.map(urlItem),
  );
  const [settings, setSettings] = useState<GifMakerSettings>(initialSettings);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [urlText, setUrlText] = useState("");
  const [durationDrafts, setDurationDrafts] = useState<Map<string, string>>(new Map());
  const [canvasRatio, setCanvasRatio] = useState(4 / 3);
  const [dragging, setDragging] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // An object URL for every chosen file, released when the file leaves the list.
  const objectUrls = useRef(new Map<string, string>());
  const imageUrls = useMemo(() => {
    const urls = new Map<string, string>();
    for (const item of items) {
      if (item.kind === "url" && item.url) {
        urls.set(item.id, item.url);
      } else if (item.file) {
        let url = objectUrls.current.get(item.id);
        if (!url) {
          url = URL.createObjectURL(item.file);
          objectUrls.current.set(item.id, url);
        }
        urls.set(item.id, url);
      }
    }
    for (const [itemId, url] of objectUrls.current) {
      if (!urls.has(itemId)) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(itemId);
      }
    }
    return urls;
  }, [items]);
  useEffect(
    () => () => {
      for (const url of objectUrls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  // An animated file's own length is its default duration (DESIGN §2): read once per file. An
  // item left at its default is sent as null, and the server plays the animation once.
  const [ownLengthsMs, setOwnLengthsMs] = useState<ReadonlyMap<string, number>>(new Map());
  const lengthsRead = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (!item.file || lengthsRead.current.has(item.id)) continue;
      lengthsRead.current.add(item.id);
      if (!["gif", "webp", "png", "apng"].includes(item.extension)) continue;
      const itemId = item.id;
      item.file.arrayBuffer().then(
        (buffer) => {
          const lengthMs = animationLengthMs(new Uint8Array(buffer));
          if (lengthMs !== null) {
            setOwnLengthsMs((current) => new Map(current).set(itemId, lengthMs));
          }
        },
        () => undefined,
      );
    }
  }, [items]);

  // The GIF's canvas is the first image's size: the preview takes its shape when it loads.
  const first = items[0];
  const firstUrl = first ? imageUrls.get(first.id) : undefined;
  useEffect(() => {
    if (!firstUrl) return;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        setCanvasRatio(image.naturalWidth / image.naturalHeight);
      }
    };
    image.src = firstUrl;
  }, [firstUrl]);

  const update = (patch: Partial<GifMakerSettings>) =>
    setSettings((current) => ({ ...current, ...patch }));

  const move = (from: number, to: number) => {
    const result = moveItem(items, from, to);
    if (!result) return;
    setItems(result.items);
    setAnnouncement(result.announcement);
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
    if (removed) setAnnouncement(`Removed image ${index + 1}`);
  };
  const setItem = (index: number, patch: Partial<FrameItem>) =>
    setItems((current) =>
      current.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );

  const addFiles = (list: FileList | File[] | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const found = checkImageFiles(files, items.length);
    setProblem(found);
    if (!found) {
      setItems((current) => [...current, ...files.map(fileItem)]);
      setAnnouncement(`Added ${files.length} ${files.length === 1 ? "image" : "images"}`);
    }
  };
  const addUrls = () => {
    const urls = splitUrls(urlText);
    if (urls.length === 0) {
      setProblem("Enter one or more links to images.");
      return;
    }
    const found = checkImageUrls(urls, items.length);
    setProblem(found);
    if (!found) {
      setItems((current) => [...current, ...urls.map(urlItem)]);
      setUrlText("");
      setAnnouncement(`Added ${urls.length} ${urls.length === 1 ? "image" : "images"}`);
    }
  };

  const create = () => {
    if (items.length === 0) {
      setProblem("Add at least one image to create a GIF.");
      return;
    }
    setProblem(null);
    start(startFields(items, settings), { inputsInFields: true });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) addFiles(event.dataTransfer.files);
  };

  const quality = qualityLevels[settings.quality_level];
  const loopText =
    settings.loop_count === 0
      ? "Forever"
      : `${settings.loop_count} ${settings.loop_count === 1 ? "time" : "times"}`;

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
          aspectRatio={canvasRatio}
        />

        <section aria-labelledby={`${id}-frames`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-frames`} className="text-base font-semibold text-slate-900">
              Frames
            </h2>
            <p className="text-sm font-medium text-slate-700" data-testid="selected-count">
              {selectedCountText(items.length)}
            </p>
          </div>
          <p className="text-xs text-slate-500">
            Drag a thumbnail to reorder it, or focus it and press the left or right arrow key.
            Animated GIF, WebP, APNG, MNG and JPEG XL images play their own frames, looped or cut to
            fill their duration (at first, their own length).
          </p>
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
                No images yet: add images or links below, or drop files here.
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
                Add images
              </button>
              <input
                ref={fileInputRef}
                type="file"
                className="sr-only"
                tabIndex={-1}
                multiple
                accept={acceptAttribute}
                aria-label="Add image files"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = "";
                }}
              />
              <span className="text-xs text-slate-500">or drop files on the frames</span>
            </div>
            <div>
              <label htmlFor={`${id}-urls`} className="field-label">
                Image links (one per line, or separated by commas)
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
                disabled={busy}
                onClick={addUrls}
              >
                Load URLs
              </button>
            </div>
          </div>
        </section>

        <EditorActions
          actionLabel="Create GIF"
          busyLabel="Processing..."
          busy={busy}
          disabled={items.length === 0 || durationDrafts.size > 0}
          onAction={create}
          onReset={reset}
          resetLabel="Upload Different Images"
        />
        {items.length === 0 && (
          <p className="text-sm text-slate-600">Add at least one image to create a GIF.</p>
        )}
      </div>

      <div className="min-w-0 space-y-6">
        <SettingsPanel title="Settings">
          <Slider
            label="Frame duration"
            min={defaultFrameDurationMs.min}
            max={defaultFrameDurationMs.max}
            step={defaultFrameDurationMs.step}
            value={settings.frame_duration}
            valueText={`${settings.frame_duration} ms`}
            disabled={busy}
            hint="For every image without its own duration."
            onChange={(value) => update({ frame_duration: readDefaultFrameDuration(value) })}
          />
          <SelectField<TransitionType>
            label="Transition"
            value={settings.transition_type}
            options={[
              { value: "none", label: "None" },
              { value: "crossfade", label: "Crossfade" },
            ]}
            disabled={busy}
            onChange={(transition_type) => update({ transition_type })}
          />
          {settings.transition_type === "crossfade" && (
            <Slider
              label="Transition steps"
              min={transitionStepLimits.min}
              max={transitionStepLimits.max}
              value={settings.transition_steps}
              valueText={`${settings.transition_steps} steps`}
              disabled={busy}
              hint="Blended frames between each image and the next."
              onChange={(transition_steps) => update({ transition_steps })}
            />
          )}
          <Slider
            label="Loop count"
            min={loopCountLimits.min}
            max={loopCountLimits.max}
            value={settings.loop_count}
            valueText={loopText}
            disabled={busy}
            hint="How many times the GIF plays; 0 plays it forever."
            onChange={(loop_count) => update({ loop_count })}
          />
          <NumberField
            label="Loop count (0 = forever)"
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
              label="Quality"
              value={settings.quality_level}
              options={qualityLevelNames.map((level) => ({
                value: level,
                label: qualityLevels[level].label,
              }))}
              disabled={busy}
              onChange={(quality_level) => update({ quality_level })}
            />
            <p className="mt-1 text-xs text-slate-500">{quality.summary}</p>
          </div>
          <div>
            <label htmlFor={`${id}-background`} className="field-label">
              Background colour
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
              <span className="text-xs text-slate-500">
                Fills the space around images of another shape than the first.
              </span>
            </div>
          </div>
        </SettingsPanel>
      </div>
    </div>
  );
}
