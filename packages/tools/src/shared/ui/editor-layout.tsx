import type { ReactNode } from "react";
import { useEditorText } from "../i18n/editor-text.ts";

/**
 * The editing screen's frame: the preview on the left (on top on phones), the settings on the
 * right, and the action row under the preview.
 */
export function EditorLayout({
  preview,
  previewExtras,
  settings,
  afterSettings,
  actions,
}: {
  preview: ReactNode;
  /**
   * Controls that belong under the preview on wide screens (Add Text's layers and timing) but
   * come after the settings on phones, so the first setting (the text) sits right under the
   * preview there (issue 41: Add Text's text box was 840 px below its preview at 375 px).
   */
  previewExtras?: ReactNode;
  settings: ReactNode;
  /** A second card under the settings (the "Fit under a size" control). */
  afterSettings?: ReactNode;
  actions: ReactNode;
}) {
  // Phones: preview, settings, then the action; wide screens: settings beside preview and action.
  return (
    <div
      className={`grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] ${previewExtras ? "lg:grid-rows-[auto_auto_1fr]" : "lg:grid-rows-[auto_1fr]"}`}
    >
      <div className="min-w-0">{preview}</div>
      <div
        className={`min-w-0 space-y-6 lg:col-start-2 lg:row-start-1 ${previewExtras ? "lg:row-span-3" : "lg:row-span-2"}`}
      >
        {settings}
        {afterSettings}
      </div>
      {previewExtras && (
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">{previewExtras}</div>
      )}
      <div
        className={`min-w-0 lg:col-start-1 ${previewExtras ? "lg:row-start-3" : "lg:row-start-2"}`}
      >
        {actions}
      </div>
    </div>
  );
}

/** The GIF as the browser shows it, never taller than `maxHeightPx` (spec: 320 px Resize, 300 px Optimize). */
export function GifPreview({
  src,
  alt,
  maxHeightPx,
  onLoad,
  caption,
}: {
  src: string;
  alt: string;
  maxHeightPx: number;
  onLoad?: (natural: { width: number; height: number }) => void;
  caption?: ReactNode;
}) {
  return (
    <figure className="card overflow-hidden">
      <div
        className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4"
        style={{ minHeight: Math.min(160, maxHeightPx) }}
      >
        <img
          src={src}
          alt={alt}
          className="block h-auto max-w-full object-contain"
          style={{ maxHeight: maxHeightPx }}
          onLoad={(event) =>
            onLoad?.({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
      </div>
      {caption && (
        <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
          {caption}
        </figcaption>
      )}
    </figure>
  );
}

/** The primary action and 'Upload Different GIF' (and any extra buttons). */
export function EditorActions({
  actionLabel,
  busyLabel,
  busy,
  onAction,
  onReset,
  resetLabel,
  disabled,
}: {
  actionLabel: string;
  busyLabel: string;
  busy: boolean;
  onAction: () => void;
  onReset: () => void;
  resetLabel?: string;
  disabled?: boolean;
}) {
  const { ui } = useEditorText();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled={busy || disabled}
        onClick={onAction}
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? busyLabel : actionLabel}
      </button>
      <button type="button" className="btn btn-secondary btn-lg" disabled={busy} onClick={onReset}>
        {resetLabel ?? ui.actions.uploadDifferentGif}
      </button>
    </div>
  );
}
