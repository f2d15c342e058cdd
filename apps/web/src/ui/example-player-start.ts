/**
 * Loads the examples' player (example-player.ts) once an example comes near the screen: most
 * tool pages show theirs below the fold, and until then its code is not needed (JS budget).
 * Before it runs, each example shows its poster and no button: nothing moves.
 */
export function startExamplePlayersInView(): () => void {
  const boxes = document.querySelectorAll("[data-example-motion]");
  if (!boxes.length || typeof IntersectionObserver === "undefined") return () => {};
  let stop: (() => void) | undefined;
  let cancelled = false;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void import("./example-player.ts").then(({ startExamplePlayers }) => {
      if (!cancelled) stop = startExamplePlayers();
    });
  });
  for (const box of boxes) observer.observe(box);
  return () => {
    cancelled = true;
    observer.disconnect();
    stop?.();
  };
}
