/** The running task: upload progress first, then the task's own progress and status text. */
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
  const rounded = Math.max(0, Math.min(100, Math.round(percent)));
  const label = phase === "uploading" ? "Upload progress" : "Processing progress";
  return (
    <div className="card space-y-3 p-5" aria-live="polite">
      <div className="flex items-baseline justify-between gap-4">
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
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${rounded}%` }}
        />
      </div>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
        onClick={onCancel}
      >
        Cancel
      </button>
    </div>
  );
}

// In its own module: a tool page's first screen shows it without loading the progress card.
export { ErrorAlert } from "./error-alert.tsx";
