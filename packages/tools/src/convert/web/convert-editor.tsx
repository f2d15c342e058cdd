import { formatDestinationBytes } from "@gifkit/contracts";
import { useId } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { destinationName as destinationNameIn } from "../../shared/i18n/fit-under-words.ts";
import { formatDate } from "../../shared/i18n/format.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import type { ConvertEditorText } from "../editor-text.ts";
import {
  type ConvertFormat,
  convertDefaults,
  type StickerDestinationId,
  stickerDestination,
  stickerDestinationIds,
} from "../shared/options.ts";

export { ConvertResultView as ResultView } from "./convert-result.tsx";

/** The output formats in the order their cards are shown (their words: editor-text.ts). */
const formatOrder: readonly ConvertFormat[] = ["mp4", "webp", "apng", "avif", "webm"];

/** The format's name on the Convert button. */
const formatNames: Record<ConvertFormat, string> = {
  mp4: "MP4",
  webp: "WebP",
  apng: "APNG",
  avif: "AVIF",
  webm: "WebM",
};

const backgroundSwatches = ["#ffffff", "#000000", "#f1f5f9", "#00b140"] as const;
const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";

/**
 * Convert's editor: the output format as cards, and for MP4 the colour that transparent pixels
 * get, with the GIF previewed on that colour (what the video will look like).
 */
export default function ConvertEditor({ source, busy, start, reset }: EditorProps) {
  const { own: t, ui, fill, plural, number, languageCode } = useEditorText<ConvertEditorText>();
  const toolUi = useToolUi();
  const destinationName = (id: StickerDestinationId) =>
    destinationNameIn(toolUi, stickerDestination(id));
  const [format, setFormat] = useKeptState<ConvertFormat>("format", convertDefaults.format);
  const [background, setBackground] = useKeptState("background", convertDefaults.background);
  // A place the WebM or WebP is made for ("" = none): its sides, length, frame rate and byte
  // limit. Only the places that take the chosen format are offered (Telegram: WebM; WhatsApp: WebP).
  const [stickerFor, setStickerFor] = useKeptState<StickerDestinationId | "">("stickerFor", "");
  const stickerId = useId();
  const stickerChoices = stickerDestinationIds.filter(
    (id) => stickerDestination(id).format === format,
  );
  // Its id typed as a sticker place's (a destination's own id is any string).
  const sticker =
    stickerFor !== "" && stickerDestination(stickerFor).format === format
      ? { ...stickerDestination(stickerFor), id: stickerFor }
      : null;
  const formatLabelId = useId();
  const colourId = useId();
  const isVideo = format === "mp4";

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div
            data-convert-preview
            className={`flex min-h-40 items-center justify-center p-4 ${isVideo ? "" : checkerboard}`}
            style={isVideo ? { backgroundColor: background } : undefined}
          >
            <img
              src={source.previewUrl}
              alt={fill(ui.preview.alt, { name: source.displayName })}
              className="block h-auto max-w-full object-contain"
              style={{ maxHeight: 320 }}
            />
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {isVideo
              ? (() => {
                  // The colour sits in the sentence where the language puts it ({color}).
                  const [before, after] = t.transparentShows.split("{color}");
                  return (
                    <>
                      {before}
                      <strong className="text-slate-900">{background}</strong>
                      {after}
                    </>
                  );
                })()
              : t.transparentKept}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel={fill(t.action, { format: formatNames[format] })}
          busyLabel={t.busy}
          busy={busy}
          onAction={() =>
            start(
              isVideo
                ? { format, background }
                : sticker
                  ? { format, destination: sticker.id }
                  : { format },
            )
          }
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <div role="radiogroup" aria-labelledby={formatLabelId} className="space-y-2">
            <p id={formatLabelId} className="field-label">
              {t.outputFormat}
            </p>
            {formatOrder.map((value) => {
              const card = { value, ...t.formats[value] };
              const selected = card.value === format;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a card-styled radio button
                <button
                  key={card.value}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  disabled={busy}
                  onClick={() => setFormat(card.value)}
                  className={`block w-full rounded-xl border px-4 py-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                    selected
                      ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700"
                      : "border-slate-300 bg-white hover:border-brand-400 hover:bg-brand-50"
                  }`}
                >
                  <span className="block text-sm font-semibold text-slate-900">{card.label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{card.text}</span>
                </button>
              );
            })}
          </div>
          {stickerChoices.length > 0 && (
            <div data-sticker-preset>
              <label htmlFor={stickerId} className="field-label">
                {t.madeFor}
              </label>
              <select
                id={stickerId}
                className="field"
                value={sticker?.id ?? ""}
                disabled={busy}
                onChange={(event) => setStickerFor(event.target.value as StickerDestinationId | "")}
              >
                <option value="">{t.anyPlace}</option>
                {stickerChoices.map((id) => (
                  <option key={id} value={id}>
                    {destinationName(id)}
                  </option>
                ))}
              </select>
              {sticker && (
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  <p>{t.stickerNotes[sticker.id]}</p>
                  <p className="font-medium text-slate-900">
                    {plural(t.stickerLimits, sticker.max_duration_seconds ?? 0, {
                      size: formatDestinationBytes(sticker.max_bytes),
                    })}
                  </p>
                  <p className="text-xs text-slate-500">
                    <a
                      className="underline hover:text-brand-800"
                      href={sticker.source}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t.limitsSource}
                    </a>{" "}
                    {fill(t.readOn, {
                      // English keeps the date as the destinations table writes it.
                      date:
                        languageCode === "en"
                          ? sticker.read_on
                          : formatDate(languageCode, sticker.read_on),
                    })}
                  </p>
                </div>
              )}
            </div>
          )}
          {isVideo && (
            <div>
              <label htmlFor={colourId} className="field-label">
                {t.background}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={colourId}
                  type="color"
                  value={background}
                  disabled={busy}
                  onChange={(event) => setBackground(event.target.value.toLowerCase())}
                  className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                />
                {backgroundSwatches.map((swatch) => (
                  <button
                    key={swatch}
                    type="button"
                    aria-label={fill(t.swatch, { color: swatch })}
                    aria-pressed={background === swatch}
                    disabled={busy}
                    onClick={() => setBackground(swatch)}
                    className={`size-8 rounded-full border ${
                      background === swatch
                        ? "border-brand-700 ring-2 ring-brand-700 ring-offset-1"
                        : "border-slate-300"
                    }`}
                    style={{ backgroundColor: swatch }}
                  />
                ))}
              </div>
              <p className="mt-2 text-sm text-slate-600">{t.noTransparency}</p>
            </div>
          )}
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {isVideo
              ? t.aboutMp4
              : sticker?.format === "webp"
                ? fill(t.aboutWebpSticker, { name: destinationName(sticker.id) })
                : sticker
                  ? fill(t.aboutWebmSticker, {
                      name: destinationName(sticker.id),
                      fps: number(sticker.max_frames_per_second ?? 0),
                    })
                  : format === "avif" || format === "webm"
                    ? t.aboutLoopsForever
                    : t.aboutFrameForFrame}
          </p>
        </SettingsPanel>
      }
    />
  );
}
