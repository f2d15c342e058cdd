import { type ReactNode, useEffect, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { fill } from "../../shared/i18n/format.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SelectField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { RotateEditorText } from "../editor-text.ts";
import {
  type FlipAxis,
  flippedSettings,
  previewTransform,
  type RotateAngle,
  type RotateOptions,
  rotateDefaults,
  rotatedSize,
  turnedSettings,
} from "../shared/options.ts";

type Settings = Pick<RotateOptions, "angle" | "flip">;
interface Size {
  width: number;
  height: number;
}

const maxPreviewHeightPx = 320;

/** What the settings do, in words (read out when they change). */
function describe(settings: Settings, t: RotateEditorText): string {
  const turn =
    settings.angle === 0
      ? ""
      : settings.angle === 180
        ? t.upsideDown
        : fill(t.turned, { angle: String(settings.angle) });
  const mirror =
    settings.flip === "horizontal"
      ? t.mirroredHorizontal
      : settings.flip === "vertical"
        ? t.mirroredVertical
        : "";
  if (!turn && !mirror) return t.nothing;
  if (!turn) return fill(t.mirrorOnly, { mirror: `${mirror[0]?.toUpperCase()}${mirror.slice(1)}` });
  return mirror ? fill(t.both, { turn, mirror }) : fill(t.turnOnly, { turn });
}

/**
 * Rotate & Flip: the preview is the GIF itself turned and mirrored with a CSS transform (the same
 * order as the server: rotation first), in a box of the result's shape.
 */
export default function RotateEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<RotateOptions>>) {
  const { own: t, languageCode } = useEditorText<RotateEditorText>();
  const fit = useFitUnder();
  // Opens as the GIF is (issue 24): "Rotate right" then means a quarter turn, not 180°. The API's
  // default quarter turn (rotateDefaults) is for calls that name no angle.
  const [settings, setSettings] = useKeptState<Settings>("settings", {
    angle: 0,
    flip: rotateDefaults.flip,
  });
  const [natural, setNatural] = useState<Size | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [availableWidthPx, setAvailableWidthPx] = useState(0);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) =>
      setAvailableWidthPx(entry?.contentRect.width ?? 0),
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const nothingToDo = settings.angle === 0 && settings.flip === "none";
  const result = natural ? rotatedSize(natural, settings.angle) : null;
  // Scale so that the turned picture fits the preview's width and maximum height.
  const scale =
    natural && result && availableWidthPx > 0
      ? Math.min(1, maxPreviewHeightPx / result.height, availableWidthPx / result.width)
      : null;
  const transform = previewTransform(settings);

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div
            ref={frameRef}
            className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4"
            style={{ minHeight: 160 }}
          >
            <div
              className="relative"
              data-rotate-preview=""
              style={
                result && scale
                  ? { width: result.width * scale, height: result.height * scale }
                  : undefined
              }
            >
              <img
                src={source.previewUrl}
                alt={fill(t.previewAlt, {
                  name: source.displayName,
                  // English reads it on after a comma; other languages after a colon, as written.
                  description:
                    languageCode === "en"
                      ? describe(settings, t).toLowerCase()
                      : describe(settings, t),
                })}
                className={
                  natural && scale
                    ? "absolute top-1/2 left-1/2 block max-w-none transition-transform duration-200 motion-reduce:transition-none"
                    : "block h-auto max-w-full"
                }
                style={
                  natural && scale
                    ? {
                        width: natural.width * scale,
                        height: natural.height * scale,
                        transform: `translate(-50%, -50%) ${transform}`,
                      }
                    : // Not drawn yet (or not an image the browser reads): nothing to turn.
                      { maxHeight: maxPreviewHeightPx }
                }
                data-transform={transform}
                onLoad={(event) =>
                  setNatural({
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  })
                }
              />
            </div>
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {natural && result ? (
              <>
                {t.result}{" "}
                <strong className="text-slate-900" data-result-size="">
                  {result.width} × {result.height} px
                </strong>{" "}
                {fill(t.original, { width: natural.width, height: natural.height })}
              </>
            ) : (
              source.displayName
            )}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={nothingToDo || fit.blocked}
          onAction={() =>
            start({ angle: String(settings.angle), flip: settings.flip, ...fit.fields })
          }
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <div className="grid grid-cols-2 gap-2">
            <QuickButton
              label={t.rotateLeft}
              glyph={<path d="M4 4v5h5M5.1 9A8 8 0 1 1 4 14" />}
              disabled={busy}
              onClick={() => setSettings((current) => turnedSettings(current, -90))}
            />
            <QuickButton
              label={t.rotateRight}
              glyph={<path d="M20 4v5h-5M18.9 9A8 8 0 1 0 20 14" />}
              disabled={busy}
              onClick={() => setSettings((current) => turnedSettings(current, 90))}
            />
            <QuickButton
              label={t.flipHorizontal}
              glyph={<path d="M12 3v3M12 10.5v3M12 18v3M9 7l-6 5 6 5zM15 7l6 5-6 5z" />}
              disabled={busy}
              onClick={() => setSettings((current) => flippedSettings(current, "horizontal"))}
            />
            <QuickButton
              label={t.flipVertical}
              glyph={<path d="M3 12h3M10.5 12h3M18 12h3M7 9l5-6 5 6zM7 15l5 6 5-6z" />}
              disabled={busy}
              onClick={() => setSettings((current) => flippedSettings(current, "vertical"))}
            />
          </div>
          <SelectField
            label={t.angle}
            value={String(settings.angle) as keyof RotateEditorText["angles"]}
            options={(["0", "90", "180", "270"] as const).map((value) => ({
              value,
              label: t.angles[value],
            }))}
            disabled={busy}
            onChange={(value) =>
              setSettings((current) => ({ ...current, angle: Number(value) as RotateAngle }))
            }
          />
          <SelectField<FlipAxis>
            label={t.flip}
            value={settings.flip}
            options={(["none", "horizontal", "vertical"] as const).map((value) => ({
              value,
              label: t.flips[value],
            }))}
            disabled={busy}
            onChange={(flip) => setSettings((current) => ({ ...current, flip }))}
          />
          <p
            className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
            aria-live="polite"
            data-rotate-summary=""
          >
            {describe(settings, t)}
          </p>
          <p className="text-sm text-slate-600">{t.lossless}</p>
        </SettingsPanel>
      }
    />
  );
}

function QuickButton({
  label,
  glyph,
  onClick,
  disabled,
}: {
  label: string;
  glyph: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary flex-col gap-1 px-2 py-2.5 whitespace-nowrap"
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.9}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-5 shrink-0"
      >
        {glyph}
      </svg>
      {label}
    </button>
  );
}
