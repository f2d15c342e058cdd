import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { useEffect, useRef, useState } from "react";
import { scrollIntoViewGently } from "../ui/scroll-gently.ts";

/**
 * The running task: upload progress first, then the task's own progress and status text, with the
 * seconds since the task began (a long step can sit on one percentage for a while). When it
 * appears it scrolls into view (it sits under the editor, often below the fold) and takes the
 * focus, since the button that started the task has just been disabled.
 */
export function TaskProgress({
  phase,
  percent,
  status,
  onCancel,
}: {
  phase: "uploading" | "processing";
  percent: number;
  status: string;
  onCancel: () => void;
}) {
  const { text: ui, fill } = useToolUi();
  const text = ui.progress;
  const cardRef = useRef<HTMLElement>(null);
  const elapsedSeconds = useElapsedSeconds();
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    card.focus({ preventScroll: true });
    scrollIntoViewGently(card);
  }, []);
  const rounded = Math.max(0, Math.min(100, Math.round(percent)));
  const label = phase === "uploading" ? text.uploadProgress : text.processingProgress;
  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      aria-label={text.label}
      data-task-progress
      className="card scroll-my-4 space-y-3 p-5 outline-none"
    >
      {/* Only the status and percentage are announced; the ticking seconds would be noise. */}
      <div className="flex items-baseline justify-between gap-4" aria-live="polite">
        <p className="text-sm font-medium text-slate-800">{status}</p>
        <p className="text-sm font-semibold text-brand-800 tabular-nums">{rounded}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% – ${status}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${rounded}%` }}
        />
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <button
          type="button"
          className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
          onClick={onCancel}
        >
          {text.cancel}
        </button>
        <p className="text-sm text-slate-600 tabular-nums" data-elapsed-seconds={elapsedSeconds}>
          {fill(text.elapsed, { seconds: elapsedSeconds })}
        </p>
      </div>
    </section>
  );
}

/** Whole seconds since the component appeared, updated every second. */
function useElapsedSeconds(): number {
  const [startedAtMs] = useState(() => Date.now());
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setElapsedSeconds(Math.floor((Date.now() - startedAtMs) / 1000)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [startedAtMs]);
  return elapsedSeconds;
}

// In its own module: a tool page's first screen shows it without loading the progress card.
export { ErrorAlert } from "./error-alert.tsx";
