/**
 * Scrolls `element` into view (by default the least needed), smoothly unless the visitor asked for
 * reduced motion (then at once, as WCAG 2.3.3 and the site's own accessibility article ask).
 * `block: "start"` always scrolls, so it also replaces a smooth scroll still running (the
 * progress card's, when an error takes its place: issue 41, an error left behind the header);
 * the page's scroll-padding keeps the element clear of the sticky header.
 */
export function scrollIntoViewGently(
  element: Element | null | undefined,
  block: ScrollLogicalPosition = "nearest",
): void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element?.scrollIntoView({ block, behavior: reducedMotion ? "auto" : "smooth" });
}
