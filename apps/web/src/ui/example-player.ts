/**
 * Plays the examples' videos (markup: example-media.tsx) only while they are on screen, and only
 * when asked: with prefers-reduced-motion the poster stays until the visitor presses Play; Pause
 * keeps the frame shown. A video's files are fetched when it first plays, so examples below the
 * fold cost nothing until they are scrolled to. Each box says its state in data-state
 * ("playing" | "paused"), for the tests.
 */
export function startExamplePlayers(root: ParentNode = document): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>("[data-example-motion]")];
  if (!boxes.length || typeof IntersectionObserver === "undefined") return () => {};
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Paused by the visitor (or by reduced motion, until Play): scrolling back does not restart it.
  const held = new Set<HTMLElement>(reducedMotion ? boxes : []);
  const parts = (box: HTMLElement) => ({
    video: box.querySelector("video")!,
    button: box.querySelector<HTMLElement>("[data-example-toggle]")!,
    text: box.querySelector("[data-example-toggle-text]")!,
  });
  const show = (box: HTMLElement, playing: boolean) => {
    box.dataset.state = playing ? "playing" : "paused";
    // The button's words in the page's language, from the markup (example-media.tsx).
    const { button, text } = parts(box);
    text.textContent = (playing ? button.dataset.pause : button.dataset.play) ?? "";
  };
  const play = (box: HTMLElement) => {
    const { video } = parts(box);
    const sources = video.querySelectorAll<HTMLSourceElement>("source[data-src]");
    for (const source of sources) {
      source.src = source.dataset.src!;
      source.removeAttribute("data-src");
    }
    if (sources.length) video.load();
    // Shown once it has a frame to show, so the poster never blinks away early.
    video.addEventListener("playing", () => video.removeAttribute("hidden"), { once: true });
    void video.play().catch(() => show(box, false));
    show(box, true);
  };
  const inView = new Set<HTMLElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target as HTMLElement;
      if (entry.isIntersecting) inView.add(box);
      else inView.delete(box);
      if (entry.isIntersecting) {
        if (!held.has(box)) play(box);
      } else {
        // Off screen it need not use the processor; it resumes when it comes back.
        parts(box).video.pause();
      }
    }
  });
  const onClick = (event: Event) => {
    const box = (event.currentTarget as HTMLElement).closest<HTMLElement>("[data-example-motion]")!;
    if (box.dataset.state === "playing") {
      held.add(box);
      parts(box).video.pause();
      show(box, false);
    } else {
      held.delete(box);
      play(box);
    }
    showAll();
  };
  // One button for the whole strip (the home page loops eight at once, WCAG 2.2.2): pauses
  // every example and keeps them paused while scrolling, or plays again those on screen.
  const allButton = root.querySelector<HTMLButtonElement>("[data-example-pause-all]");
  const showAll = () => {
    if (!allButton) return;
    const allHeld = boxes.every((box) => held.has(box));
    // Its two words in the page's language, from the markup (no words in this script).
    allButton.textContent =
      (allHeld ? allButton.dataset.playAll : allButton.dataset.pauseAll) ?? "";
    allButton.setAttribute("aria-pressed", String(allHeld));
  };
  const onAllClick = () => {
    if (boxes.every((box) => held.has(box))) {
      for (const box of boxes) {
        held.delete(box);
        if (inView.has(box)) play(box);
      }
    } else {
      for (const box of boxes) {
        held.add(box);
        parts(box).video.pause();
        show(box, false);
      }
    }
    showAll();
  };
  if (allButton) {
    allButton.hidden = false;
    allButton.addEventListener("click", onAllClick);
    showAll();
  }
  for (const box of boxes) {
    show(box, false);
    const button = box.querySelector<HTMLButtonElement>("[data-example-toggle]")!;
    button.hidden = false;
    button.addEventListener("click", onClick);
    observer.observe(box);
  }
  return () => {
    observer.disconnect();
    allButton?.removeEventListener("click", onAllClick);
    for (const box of boxes) {
      box.querySelector("[data-example-toggle]")?.removeEventListener("click", onClick);
      parts(box).video.pause();
    }
  };
}
