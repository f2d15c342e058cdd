import { earlyIntent, typableFields } from "./early-intent.ts";

/**
 * Types `value` into a field as a person would, so React's change handler sees it: React tracks
 * the value it last saw through the field's own `value` property, so that is set to something
 * else first and the new value goes through the prototype's setter, then an input event.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setValue) return;
  field.value = value === "" ? " " : "";
  setValue.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Once `form` (tool `toolId`'s, now interactive) has its handlers: the words typed before are
 * typed again, by field position, then the kept click is made, so the first "Generate GIF" or
 * "Start recording" is not lost. Chromium's user activation from the real click lasts 5 s, long
 * enough for the screen picker to open from the replayed one.
 */
export function replayEarlyIntent(form: HTMLElement, toolId: string) {
  const { button, typed } = earlyIntent;
  earlyIntent.button = null;
  if (earlyIntent.toolId !== toolId) return;
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typableFields);
  for (const [index, value] of typed) if (fields[index]) typeAgain(fields[index], value);
  typed.clear();
  // After the typed values' re-render, so the click's handler sees them.
  if (button && form.contains(button))
    setTimeout(() => {
      if (button.isConnected && !button.disabled) button.click();
    }, 0);
}
