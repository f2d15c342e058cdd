import { earlyEventsGlobal, earlyIntentEvents } from "./early-events.ts";

/**
 * What a visitor did to a prerendered form before its code made it interactive (issue 41). The
 * listeners start when the tool page's module runs, before hydration (which may take a while on a
 * slow phone or a busy machine), so a click or the words typed in that time are kept; the
 * input-free flow types the words again and makes the click once it is interactive
 * (replay-early-intent.ts, loaded with it).
 */
export const earlyIntent: {
  /** The tool whose form it was, so nothing is replayed into another tool's form. */
  toolId?: string;
  button?: HTMLButtonElement | null;
  /** Typed values by the field's position in the form (hydration keeps the nodes, not the words). */
  typed: Map<number, string>;
  /** Called on each early intent: the deferred form loads its code then. */
  onIntent?: () => void;
} = { typed: new Map() };

/** Fields whose typed value can be typed again (not files, boxes or buttons). */
export const typableFields =
  "textarea, input:not([type=file]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])";

function heard(event: Event) {
  const target = event.target;
  const form = target instanceof Element && target.closest("[data-tool-workspace]");
  if (!form || form.hasAttribute("data-interactive")) return;
  earlyIntent.onIntent?.();
  const toolId = form.getAttribute("data-tool-workspace") ?? "";
  if (earlyIntent.toolId !== toolId) earlyIntent.typed.clear();
  earlyIntent.toolId = toolId;
  if (event.type === "click") earlyIntent.button = target.closest("button");
  if (event.type === "input" && target.matches(typableFields))
    earlyIntent.typed.set(
      [...form.querySelectorAll(typableFields)].indexOf(target),
      (target as HTMLInputElement).value,
    );
}

// Window, capture phase: React stops events aimed at content it has not hydrated yet before they
// reach any element, so these must hear them first. Those heard before this module ran (the app
// starts after the first paint: scripts/defer-app-scripts.ts) were kept by the page's first
// script: they count as if heard now.
if (!import.meta.env.SSR) {
  for (const name of earlyIntentEvents)
    addEventListener(name, heard, { capture: true, passive: true });
  const scope = window as unknown as Record<string, Event[] | null | undefined>;
  const kept = scope[earlyEventsGlobal];
  scope[earlyEventsGlobal] = null;
  for (const event of kept ?? []) heard(event);
}
