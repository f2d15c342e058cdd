import { formatDestinationBytes } from "@gifkit/contracts";
import { useId } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import {
  type ConvertFormat,
  convertDefaults,
  type StickerDestinationId,
  stickerDestination,
  stickerDestinationIds,
} from "../shared/options.ts";

export { ConvertResultView as ResultView } from "./convert-result.tsx";

const formatCards: readonly { value: ConvertFormat; label: string; text: string }[] = [
  {
    value: "mp4",
    label: "MP4 video",
    text: "Plays everywhere videos do. No transparency: see-through pixels get a color.",
  },
  {
    value: "webp",
    label: "Animated WebP",
    text: "Lossless, every frame and delay kept, with transparency and the loop setting.",
  },
  {
    value: "apng",
    label: "APNG",
    text: "Animated PNG: full color, transparency, every frame and delay, the loop setting.",
  },
  {
    value: "avif",
    label: "Animated AVIF",
    text: "AV1 image: often the smallest image, with transparency and every delay; loops forever.",
  },
  {
    value: "webm",
    label: "WebM video",
    text: "VP9 video with transparency kept, every delay exact, no sound. Telegram stickers use it.",
  },
];

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
  const [format, setFormat] = useKeptState<ConvertFormat>("format", convertDefaults.format);
  const [background, setBackground] = useKeptState("background", convertDefaults.background);
  // A place the WebM or WebP is made for ("" = none): its sides, length, frame rate and byte
  // limit. Only the places that take the chosen format are offered (Telegram: WebM; WhatsApp: WebP).
  const [stickerFor, setStickerFor] = useKeptState<StickerDestinationId | "">("stickerFor", "");
  const stickerId = useId();
  const stickerChoices = stickerDestinationIds.filter(
    (id) => stickerDestination(id).format === format,
  );
  const sticker =
    stickerFor !== "" && stickerDestination(stickerFor).format === format
      ? stickerDestination(stickerFor)
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
              alt={`Preview of ${source.displayName}`}
              className="block h-auto max-w-full object-contain"
              style={{ maxHeight: 320 }}
            />
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {isVideo ? (
              <>
                As an MP4, transparent areas show{" "}
                <strong className="text-slate-900">{background}</strong>
              </>
            ) : (
              <>Transparent areas stay transparent (shown as a checkerboard)</>
            )}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel={`Convert to ${formatNames[format]}`}
          busyLabel="Converting..."
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
        <SettingsPanel title="Convert settings">
          <div role="radiogroup" aria-labelledby={formatLabelId} className="space-y-2">
            <p id={formatLabelId} className="field-label">
              Output format
            </p>
            {formatCards.map((card) => {
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
                Made for
              </label>
              <select
                id={stickerId}
                className="field"
                value={sticker?.id ?? ""}
                disabled={busy}
                onChange={(event) => setStickerFor(event.target.value as StickerDestinationId | "")}
              >
                <option value="">Any page or app (same size and length)</option>
                {stickerChoices.map((id) => (
                  <option key={id} value={id}>
                    {stickerDestination(id).name}
                  </option>
                ))}
              </select>
              {sticker && (
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  <p>{sticker.note}</p>
                  <p className="font-medium text-slate-900">
                    A longer GIF keeps only its first {sticker.max_duration_seconds} seconds; the
                    size and quality are set so the file stays under{" "}
                    {formatDestinationBytes(sticker.max_bytes)}.
                  </p>
                  <p className="text-xs text-slate-500">
                    <a
                      className="underline hover:text-brand-800"
                      href={sticker.source}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Where these limits come from
                    </a>{" "}
                    (read {sticker.read_on})
                  </p>
                </div>
              )}
            </div>
          )}
          {isVideo && (
            <div>
              <label htmlFor={colourId} className="field-label">
                Background color
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
                    aria-label={`Background ${swatch}`}
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
              <p className="mt-2 text-sm text-slate-600">
                A video cannot be transparent: see-through pixels are drawn on this color.
              </p>
            </div>
          )}
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {isVideo
              ? "Same frames and timing, at a steady frame rate chosen from the GIF's delays. H.264, no sound."
              : sticker?.format === "webp"
                ? `Made to ${sticker.name}'s rules: every frame keeps its delay, sized and squeezed to fit (lossy, so it stays small).`
                : sticker
                  ? `Made to ${sticker.name}'s rules: ${sticker.max_frames_per_second} frames a second, sized and squeezed to fit.`
                  : format === "avif" || format === "webm"
                    ? "Frame for frame: every delay is kept. It plays in a loop (the format stores no loop count)."
                    : "Frame for frame: every delay and the loop setting are kept."}
          </p>
        </SettingsPanel>
      }
    />
  );
}
