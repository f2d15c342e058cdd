import type { ReactNode, SVGProps } from "react";

/*
 * Line icons drawn on a 24 × 24 grid (stroke, no fill). Each glyph is its own export so a page's
 * bundle holds only the icons it draws.
 */

export const arrowRightGlyph = <path d="M5 12h14M12 5l7 7-7 7" />;

export const chevronDownGlyph = <path d="m6 9 6 6 6-6" />;

export const chevronRightGlyph = <path d="m9 18 6-6-6-6" />;

export const menuGlyph = <path d="M4 6h16M4 12h16M4 18h16" />;

export const closeGlyph = <path d="M18 6 6 18M6 6l12 12" />;

export const mailGlyph = (
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>
);

export const xGlyph = (
  <path d="M4 4l7.2 9.6L4.6 20h1.9l5.5-5.4 4 5.4H20l-7.5-10L18.7 4h-1.9l-5 4.9L8 4H4z" />
);

export const githubGlyph = (
  <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.87a3.37 3.37 0 0 0-.94-2.61c3.14-.35 6.44-1.54 6.44-7A5.44 5.44 0 0 0 20 4.77 5.07 5.07 0 0 0 19.91 1S18.73.65 16 2.48a13.38 13.38 0 0 0-7 0C6.27.65 5.09 1 5.09 1A5.07 5.07 0 0 0 5 4.77a5.44 5.44 0 0 0-1.5 3.78c0 5.42 3.3 6.61 6.44 7A3.37 3.37 0 0 0 9 18.13V22" />
);

export function Icon({
  glyph,
  className = "size-5",
  ...rest
}: { glyph: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {glyph}
    </svg>
  );
}
