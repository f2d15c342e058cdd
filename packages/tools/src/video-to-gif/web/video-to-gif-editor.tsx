import { type Destination, defaultLimits, gifDestinations } from "@gifkit/contracts";
import { useEffect, useId, useRef, useState } from "react";
import type { EditorExtras, EditorProps, FieldOf } from "../../shared/editor.ts";
import {
  capMark,
  capToDestination,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
} from "../../shared/fit-under.ts";
import { type EditorText, useEditorText } from "../../shared/i18n/editor-text.ts";
import { destinationName } from "../../shared/i18n/fit-under-words.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import {
  ChoiceGroup,
  NumberField,
  SettingsPanel,
  Slider,
  Switch,
} from "../../shared/ui/controls.tsx";
import { EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderControl, SizeCapNote } from "../../shared/ui/fit-under-control.tsx";
import { SizeEstimate } from "../../shared/ui/size-estimate.tsx";
import { type LoadedVideo, useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { VideoToGifEditorText } from "../editor-text.ts";
import { expectedConversionSeconds, videoToGifTimeoutSeconds } from "../shared/expected-time.ts";
import { rewriteVideoToGifError } from "../shared/messages.ts";
import {
  brightnessRange,
  contrastRange,
  frameRates,
  maxSegments,
  minOutputSidePixels,
  type QualityLevel,
  qualityLevels,
  sourceOutputSize,
  type VideoToGifOptions,
} from "../shared/options.ts";
import {
  addSegment,
  aspectAdjustedNote,
  conversionSummary,
  defaultOutputSize,
  durationText,
  type EditorSegment,
  initialSegments,
  initialSettings,
  isStretched,
  moveSegment,
  nearLimitText,
  overBudgetWarning,
  readSide,
  removeSegment,
  selectionLine,
  selectionProblem,
  sizeWithAspect,
  startFields,
  tenths,
  tooSlowText,
  type VideoSettings,
} from "./editor-state.ts";
import { TimelineCard } from "./timeline-card.tsx";
import { videoSizeEstimate } from "./video-size-estimate.ts";

// The page shows this tool's own result screen and rewrites its server messages (spec §2, §8).
/** The spec's rewrites of the server's messages, in the page's language (its editor words). */
export const rewriteError: NonNullable<EditorExtras["rewriteError"]> = (failure, words) =>
  rewriteVideoToGifError(failure, words as EditorText<VideoToGifEditorText>);
export { VideoResultScreen as ResultView } from "./video-result.tsx";
/** The video and the form stay under the result, to change a setting and convert again. */
export const editorUnderResult = true;

const proTips = ["short", "rate", "tooBig", "formats"] as const;

/**
 * The Video to GIF editing screen (spec: tools §2-§5): one timeline card per segment, the
 * settings panel with the Conversion Summary and pro tips, and 'Convert to GIF'.
 */
export default function VideoToGifEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<VideoToGifOptions>>) {
  const { ui } = useEditorText<VideoToGifEditorText>();
  const state = useVideoSource(source);
  if (state.status !== "ready") {
    return (
      <div className="card space-y-4 p-6" aria-busy={state.status === "loading"}>
        {state.status === "loading" ? (
          <p className="flex items-center gap-3 text-sm text-slate-700" role="status">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            />
            {state.message}
          </p>
        ) : (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {state.message}
          </p>
        )}
        <button type="button" className="btn btn-secondary" onClick={reset}>
          {ui.videoParts.uploadDifferentVideo}
        </button>
      </div>
    );
  }
  // A new video starts from one segment and the default settings (spec §4).
  return (
    <ReadyEditor
      key={state.video.playableUrl}
      video={state.video}
      source={source}
      busy={busy}
      start={start}
      reset={reset}
    />
  );
}

/** The longest Convert waits for the size estimate before it can be clicked anyway. */
const estimateHoldMs = 10_000;

function ReadyEditor({
  video,
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<VideoToGifOptions>> & { video: LoadedVideo }) {
  const words = useEditorText<VideoToGifEditorText>();
  const { own: t, ui, fill } = words;
  const toolUi = useToolUi();
  const duration = video.durationSeconds;
  const aspect = video.width / video.height;
  const [segments, setSegments] = useKeptState<EditorSegment[]>("segments", () =>
    initialSegments(duration),
  );
  const [settings, setSettings] = useKeptState<VideoSettings>("settings", () => ({
    ...initialSettings,
    // The video's shape inside the default box, never enlarged.
    ...defaultOutputSize(video),
  }));
  const [widthText, setWidthText] = useState(String(settings.width));
  const [heightText, setHeightText] = useState(String(settings.height));
  useEffect(() => setWidthText(String(settings.width)), [settings.width]);
  useEffect(() => setHeightText(String(settings.height)), [settings.height]);
  const [fitUnder, setFitUnder] = useKeptState("fitUnder", () => fitUnderOff(gifDestinations));
  const fitRequest = fitUnderRequest(fitUnder, gifDestinations);
  const fitting = fitRequest.targetBytes !== null;
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  /** Why the lock moved a typed side (1080 wide on a portrait clip: 608 × 1080), if it did. */
  const [aspectNote, setAspectNote] = useState<string | null>(null);
  const summary = conversionSummary(words, segments, settings, fitting);
  const fitFields = fitUnderFields(fitRequest);
  const work = {
    segments,
    fps: settings.fps,
    width: settings.width,
    height: settings.height,
    quality: settings.quality,
  };
  // No late failures (issue 24): what cannot finish in time is refused here as on the server
  // (fitting under a size picks its own settings), and a warning comes near the limit.
  const problem =
    // Fitting lowers the rate and size itself, so only the 60 s limit can block its start.
    selectionProblem(words, segments, settings, fitting) ??
    (Object.keys(fitFields).length === 0
      ? tooSlowText(words, work, videoToGifTimeoutSeconds)
      : null);
  // Fitting starts at the video's own size and searches on a sample: the start's time is not
  // what the fit spends, so no warning about it.
  const slowWarning =
    problem === null && !fitting ? nearLimitText(words, work, videoToGifTimeoutSeconds) : null;
  // Convert waits for the size estimate (the person sees the size first), but never more than
  // `estimateHoldMs`: a slow server must not keep the button off.
  const [estimating, setEstimating] = useState(false);
  // The measured size against where the GIF goes: the destination picked in Fit under (Discord
  // until another is picked), or its custom size. Fitting makes it fit, so only when off.
  const [estimateBytes, setEstimateBytes] = useState<number | null>(null);
  const chosen = fitUnderRequest({ ...fitUnder, on: true }, gifDestinations);
  const overBudget =
    !fitting && estimateBytes !== null && chosen.targetBytes !== null
      ? overBudgetWarning(words, estimateBytes, {
          bytes: chosen.targetBytes,
          name: chosen.destination ? destinationName(toolUi, chosen.destination) : null,
        })
      : null;
  const [estimateHeld, setEstimateHeld] = useState(false);
  useEffect(() => {
    setEstimateHeld(estimating);
    if (!estimating) return;
    const timer = setTimeout(() => setEstimateHeld(false), estimateHoldMs);
    return () => clearTimeout(timer);
  }, [estimating]);
  const summaryId = useId();
  // The server already holds a linked video (and a file it made a preview of): the first
  // conversion names it by key instead of fetching or uploading it again. The key is used up
  // when that task ends, so later conversions send the link or the file as usual.
  const uploadKeyUsed = useRef(false);
  const convert = () => {
    const fields = { ...startFields(segments, settings), ...fitFields };
    if (video.uploadKey && !uploadKeyUsed.current) {
      uploadKeyUsed.current = true;
      start({ ...fields, upload_key: video.uploadKey }, { inputsInFields: true });
    } else {
      start(fields);
    }
  };

  const update = (change: Partial<VideoSettings>) =>
    setSettings((current) => ({ ...current, ...change }));
  // A destination with a largest size (X: 1280 × 1080) lowers the width and height to fit it.
  // Each destination caps the size the person chose (or the video's own, from turning Fit under
  // on), not the last one's cap: after Twitch's 112 × 63, Discord's sticker gives 320 × 180 again.
  const uncapped = useRef<{ width: number; height: number } | null>(null);
  const capTo = (destination: Destination, from: { width: number; height: number } = settings) => {
    if (from !== settings || uncapped.current === null) uncapped.current = from;
    const base = uncapped.current;
    const capped = capToDestination(base, destination);
    setCappedTo(capped.capped ? capMark(destination, capped) : null);
    if (capped.width !== settings.width || capped.height !== settings.height)
      update({ width: capped.width, height: capped.height });
  };
  // Issue 24, "fit fills the budget": turning Fit under on starts from the video's own size (within
  // the output limits) and the highest rate (the server never goes faster than the video), so a
  // 10 MB budget gives a GIF near 10 MB where the video allows; the fit lowers them only as far
  // as the size needs, and the person may still lower them to start smaller.
  // Turned off again, the size and rate from before it was turned on come back.
  const beforeFit = useRef<{ width: number; height: number; fps: VideoSettings["fps"] } | null>(
    null,
  );
  const changeFitUnder = (next: typeof fitUnder) => {
    if (next.on && !fitUnder.on) {
      beforeFit.current = { width: settings.width, height: settings.height, fps: settings.fps };
      const own = sourceOutputSize(video);
      const destination = gifDestinations.find((entry) => entry.id === next.choice);
      update({ fps: frameRates[frameRates.length - 1] as VideoSettings["fps"] });
      if (destination) capTo(destination, own);
      else update(own);
    } else if (!next.on && fitUnder.on && beforeFit.current) {
      uncapped.current = null;
      setAspectNote(null);
      update(beforeFit.current);
      beforeFit.current = null;
    }
    setFitUnder(next);
  };
  const setSide = (side: "width" | "height", text: string) => {
    if (side === "width") setWidthText(text);
    else setHeightText(text);
    const value = readSide(text, side);
    if (value === null) return;
    // A typed size is the person's: the next destination caps it.
    uncapped.current = null;
    if (!settings.keepAspect) {
      update({ [side]: value });
      return;
    }
    const size = sizeWithAspect(side, value, aspect);
    setAspectNote(aspectAdjustedNote(words, side, value, size));
    update(size);
  };
  const stretched = !settings.keepAspect && isStretched(settings, aspect);

  return (
    <EditorLayout
      preview={
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">{source.displayName}</span> ·{" "}
            {fill(t.seconds, { seconds: tenths(words, duration) })}
            {video.isPreview && ` · ${t.browserPreview}`}
          </p>
          {/* The default selection is a choice made for the person: said, not hidden (issue 24). */}
          <p
            className="rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-medium text-brand-900"
            data-selection
          >
            {selectionLine(words, segments, duration)}
          </p>
          {segments.map((segment, index) => (
            <TimelineCard
              key={segment.id}
              index={index}
              segment={segment}
              video={video}
              displayName={source.displayName}
              disabled={busy}
              canRemove={segments.length > 1}
              onMove={(change) =>
                setSegments((current) => moveSegment(current, segment.id, change, duration))
              }
              onRemove={() => setSegments((current) => removeSegment(current, segment.id))}
            />
          ))}
          {/* Under the last card, so a new segment appears where the button was. */}
          <button
            type="button"
            className="btn btn-secondary w-full"
            disabled={busy || segments.length >= maxSegments}
            onClick={() => setSegments((current) => addSegment(current, duration))}
          >
            {t.addSegment}
          </button>
        </div>
      }
      actions={
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <button
            type="button"
            className="btn btn-secondary btn-lg"
            disabled={busy}
            onClick={reset}
          >
            {ui.videoParts.uploadDifferentVideo}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-lg sm:ml-auto"
            disabled={
              busy || problem !== null || fitRequest.problem !== null || (estimateHeld && !fitting)
            }
            aria-describedby={summaryId}
            onClick={convert}
          >
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? t.converting : t.convert}
          </button>
        </div>
      }
      settings={
        <>
          <SettingsPanel title={t.settings}>
            <ChoiceGroup
              label={t.frameRate}
              value={String(settings.fps)}
              disabled={busy}
              options={frameRates.map((rate) => ({
                value: String(rate),
                label: fill(t.fps, { fps: rate }),
              }))}
              onChange={(value) => update({ fps: Number(value) as VideoSettings["fps"] })}
            />
            <ChoiceGroup<QualityLevel>
              label={t.quality}
              value={settings.quality}
              disabled={busy}
              options={qualityLevels.map((level) => ({
                value: level,
                label: t.qualities[level],
              }))}
              onChange={(quality) => update({ quality })}
            />
            <fieldset className="space-y-2" disabled={busy}>
              <legend className="field-label">{t.alsoExport}</legend>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={settings.includeAudio}
                  onChange={(event) => update({ includeAudio: event.target.checked })}
                />
                {t.includeAudio}
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={settings.includeWebp}
                  onChange={(event) => update({ includeWebp: event.target.checked })}
                />
                {t.includeWebp}
              </label>
            </fieldset>
            <div className="grid grid-cols-2 gap-4">
              <NumberField
                label={t.width}
                suffix="px"
                min={minOutputSidePixels}
                max={defaultLimits.maxVideoOutputWidth}
                value={widthText}
                disabled={busy}
                onChange={(text) => setSide("width", text)}
              />
              <NumberField
                label={t.height}
                suffix="px"
                min={minOutputSidePixels}
                max={defaultLimits.maxVideoOutputHeight}
                value={heightText}
                disabled={busy}
                onChange={(text) => setSide("height", text)}
              />
            </div>
            <Switch
              label={t.keepAspect}
              checked={settings.keepAspect}
              disabled={busy}
              onChange={(on) => {
                setAspectNote(null);
                setSettings((current) =>
                  on
                    ? {
                        ...current,
                        keepAspect: true,
                        ...sizeWithAspect("width", current.width, aspect),
                      }
                    : { ...current, keepAspect: false },
                );
              }}
            />
            {settings.keepAspect && aspectNote && (
              <p className="text-sm text-slate-700" aria-live="polite" data-aspect-note>
                {aspectNote}
              </p>
            )}
            {stretched && (
              <p
                className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
                aria-live="polite"
                data-stretch-warning
              >
                {fill(t.stretched, {
                  width: settings.width,
                  height: settings.height,
                  videoWidth: video.width,
                  videoHeight: video.height,
                })}
              </p>
            )}
            <Slider
              label={t.brightness}
              min={brightnessRange.min}
              max={brightnessRange.max}
              step={brightnessRange.step}
              value={settings.brightness}
              valueText={tenths(words, settings.brightness)}
              disabled={busy}
              onChange={(brightness) => update({ brightness: Number(brightness.toFixed(1)) })}
            />
            <Slider
              label={t.contrast}
              min={contrastRange.min}
              max={contrastRange.max}
              step={contrastRange.step}
              value={settings.contrast}
              valueText={tenths(words, settings.contrast)}
              disabled={busy}
              onChange={(contrast) => update({ contrast: Number(contrast.toFixed(1)) })}
            />
          </SettingsPanel>

          <FitUnderControl
            state={fitUnder}
            request={fitRequest}
            onChange={changeFitUnder}
            order="colors first (down to 96), then dimensions, then frame rate"
            // Turning Fit under on calls this too, with the settings from before the turn:
            // changeFitUnder caps the video's own size then.
            onDestinationPicked={(destination) => {
              if (fitUnder.on) capTo(destination);
            }}
            disabled={busy}
            sizeNote={
              fitRequest.destination && (
                <SizeCapNote
                  size={settings}
                  destination={fitRequest.destination}
                  cappedTo={cappedTo}
                />
              )
            }
            videoSuggestion={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t.videoSuggestion}</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy || (settings.includeAudio && settings.includeWebp)}
                  onClick={() => update({ includeAudio: true, includeWebp: true })}
                >
                  {settings.includeAudio && settings.includeWebp ? t.bothTicked : t.tickBoth}
                </button>
              </span>
            }
          />

          <section aria-labelledby={summaryId} className="card space-y-3 p-5" data-summary>
            <h2 id={summaryId} className="text-base font-semibold text-slate-900">
              {t.summary.title}
            </h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t.summary.totalDuration}</dt>
              <dd
                className="text-right font-semibold text-slate-900 tabular-nums"
                data-summary="duration"
              >
                {summary.totalDuration}
              </dd>
              <dt className="text-slate-600">{t.summary.size}</dt>
              <dd
                className="text-right font-semibold text-slate-900 tabular-nums"
                data-summary="size"
              >
                {summary.size}
              </dd>
              <dt className="text-slate-600">{t.frameRate}</dt>
              <dd className="text-right font-semibold text-slate-900" data-summary="fps">
                {summary.frameRate}
              </dd>
              <dt className="text-slate-600">{t.quality}</dt>
              <dd className="text-right font-semibold text-slate-900" data-summary="quality">
                {summary.quality}
              </dd>
            </dl>
            {fitting ? (
              <p className="text-sm text-slate-700" data-summary="fit-start">
                {t.summary.fitStart}
              </p>
            ) : source.privateUntilStart ? (
              // The estimate sends sample frames: a recording leaves the browser only on Convert.
              <p className="text-sm text-slate-600" data-summary="private">
                {t.summary.private}
              </p>
            ) : (
              <SizeEstimate
                {...videoSizeEstimate(video.playableUrl, segments, settings)}
                onMeasuringChange={setEstimating}
                onMeasured={setEstimateBytes}
              />
            )}
            {overBudget && (
              <div
                role="status"
                data-over-budget
                className="space-y-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
              >
                <p>{overBudget}</p>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy}
                  onClick={() => changeFitUnder({ ...fitUnder, on: true })}
                >
                  {chosen.destination
                    ? fill(t.summary.fitUnderDestination, {
                        name: destinationName(toolUi, chosen.destination),
                      })
                    : t.summary.turnOnFitUnder}
                </button>
              </div>
            )}
            <p className="text-sm text-slate-700" data-expected-time>
              {t.summary.expectedTime}{" "}
              <span className="font-semibold text-brand-800">
                {fill(t.summary.upToAbout, {
                  time: durationText(words, expectedConversionSeconds(work)),
                })}
              </span>{" "}
              {fill(t.summary.timeLimit, { time: durationText(words, videoToGifTimeoutSeconds) })}
            </p>
            {slowWarning && (
              <p
                role="status"
                data-time-warning
                className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
              >
                {slowWarning}
              </p>
            )}
            {problem && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {problem}
              </p>
            )}
          </section>

          <section aria-label={t.proTips.title} className="card space-y-2 p-5">
            <h2 className="text-base font-semibold text-slate-900">{t.proTips.title}</h2>
            <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
              {proTips.map((tip) => (
                <li key={tip}>{t.proTips[tip]}</li>
              ))}
            </ul>
          </section>
        </>
      }
    />
  );
}
