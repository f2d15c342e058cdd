/**
 * The events a visitor's intent on a prerendered form shows (early-intent.ts listens to them),
 * and where the page's first script (scripts/defer-app-scripts.ts: the app starts after the first
 * paint) keeps those heard before the app's code runs: early-intent.ts takes them from there.
 */
export const earlyIntentEvents = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "dragenter",
  "click",
  "input",
] as const;

/** `window[earlyEventsGlobal]`: the events heard before the app ran, or nothing once it has. */
export const earlyEventsGlobal = "__gifkitEarlyEvents";
