/** The GifKit mark: a looping frame in the accent color. Decorative; the word names it. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="#6d28d9" />
      <path
        d="M9 11.5a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-8a3 3 0 0 1-3-3z"
        fill="#fff"
        opacity=".22"
      />
      <path
        d="M13.5 12.2v7.6a.8.8 0 0 0 1.2.7l6.2-3.8a.8.8 0 0 0 0-1.4l-6.2-3.8a.8.8 0 0 0-1.2.7z"
        fill="#fff"
      />
    </svg>
  );
}
