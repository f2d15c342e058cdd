import type { ExampleImage } from "../content/example-types.ts";

/**
 * One picture of an example, as static markup (rendered at build time; no React in the browser).
 * A still is a lazy, sized image. An animation is its poster (the first frame, lazy, sized) with
 * a muted looping video over it and a Play/Pause button: src/ui/example-player.ts starts the video
 * when it comes into view, unless the visitor prefers reduced motion or paused it (WCAG 2.2.2).
 * Until that script runs, and without it, only the poster shows and the button stays hidden: the
 * video's sources are in data-src so nothing is fetched before.
 */
export function ExampleMedia({
  image,
  label,
  className = "",
  eager = false,
  altLang,
  playWords = { play: "Play", pause: "Pause" },
}: {
  image: ExampleImage;
  /** What the button plays or pauses, for screen readers: "the Speed result". */
  label: string;
  className?: string;
  /** The home page's hero: above the fold, so it loads at once. */
  eager?: boolean;
  /** The alt text's language where it differs from the page's (the examples' English). */
  altLang?: string | undefined;
  /** The button's two words in the page's language (example-player.ts shows the right one). */
  playWords?: { play: string; pause: string };
}) {
  const picture = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      lang={altLang}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      data-bytes={image.bytes}
      className={`block h-auto max-w-full rounded-lg bg-slate-100 ${className}`}
    />
  );
  if (!image.motion) return picture;
  return (
    <div className="relative max-w-full" data-example-motion>
      {picture}
      {/* The same pictures as the poster's alt text says: hidden from screen readers. */}
      <video
        muted
        loop
        playsInline
        preload="none"
        width={image.width}
        height={image.height}
        aria-hidden="true"
        tabIndex={-1}
        hidden
        className="absolute inset-0 size-full rounded-lg object-cover"
      >
        {image.motion.mp4 ? <source data-src={image.motion.mp4} type="video/mp4" /> : null}
        {image.motion.webm ? <source data-src={image.motion.webm} type="video/webm" /> : null}
      </video>
      <button
        type="button"
        hidden
        data-example-toggle
        data-play={playWords.play}
        data-pause={playWords.pause}
        className="absolute bottom-2 left-2 inline-flex items-center gap-1.5 rounded-full bg-slate-900/80 px-3 py-1.5 text-xs font-semibold text-white shadow hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span data-example-toggle-text>{playWords.play}</span>
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}
