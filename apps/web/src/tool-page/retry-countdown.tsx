import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { useEffect, useState } from "react";

/**
 * The server's "Please wait 53 seconds and try again." said once, when the refusal came: the
 * page counts it down instead (issue 41: the sentence stayed four minutes later), so it is cut
 * from the message. Any other message is kept whole.
 */
export function withoutWaitSentence(message: string): string {
  return message.replace(/\s*Please (?:wait|try again in) [^.]*\.$/, "");
}

/**
 * Under a refusal with a Retry-After (429), outside its alert (an alert's changes are all read
 * out): the seconds left, counted down, then "Try again", which repeats the start with the same
 * settings. The count is not announced each second; the end of it is.
 */
export function RetryCountdown({ retryAtMs, onRetry }: { retryAtMs: number; onRetry: () => void }) {
  const secondsLeft = () => Math.max(0, Math.ceil((retryAtMs - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  const { text: ui, plural } = useToolUi();
  const text = ui.retry;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one countdown per refusal
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [retryAtMs]);
  return (
    <div
      className="flex flex-wrap items-center gap-3 px-4 text-sm font-medium text-slate-800"
      data-retry-countdown
    >
      {left > 0 && (
        // Two minutes or more are said in minutes, as the server's waitWords does.
        <p className="tabular-nums">
          {left >= 120 ? plural(text.waitMinutes, Math.ceil(left / 60)) : plural(text.wait, left)}
        </p>
      )}
      {/* Present from the start, so what it says at the end is announced. */}
      <p aria-live="polite">{left === 0 ? text.canRetryNow : ""}</p>
      {left === 0 && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {text.tryAgain}
        </button>
      )}
    </div>
  );
}
