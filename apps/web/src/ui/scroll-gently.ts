/**
 * Scrolls `element` into view the least needed, smoothly unless the visitor asked for reduced
 * motion (then at once, as WCAG 2.3.3 and the site's own accessibility article ask).
 */
export function scrollIntoViewGently(element: Element | null | undefined): void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element?.scrollIntoView({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" });
}
