import type { ReactNode, SVGProps } from "react";

/*
 * Line icons drawn on a 24 × 24 grid (stroke, no fill). Each glyph is its own export so a page's
 * bundle holds only the icons it draws.
 */

export const filmGlyph = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4" />
  </>
);

export const imagesGlyph = (
  <>
    <rect x="7" y="3" width="14" height="14" rx="2" />
    <path d="M3 8v11a2 2 0 0 0 2 2h11" />
    <circle cx="12" cy="8" r="1.5" />
    <path d="m21 13-3.5-3.5L11 16" />
  </>
);

export const resizeGlyph = (
  <>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </>
);

export const cropGlyph = (
  <>
    <path d="M6 2v14a2 2 0 0 0 2 2h14" />
    <path d="M18 22V8a2 2 0 0 0-2-2H2" />
  </>
);

export const gaugeGlyph = (
  <>
    <path d="M12 14l4-4" />
    <path d="M3.34 19a10 10 0 1 1 17.32 0" />
  </>
);

export const rewindGlyph = (
  <>
    <path d="M11 19 2 12l9-7v14z" />
    <path d="M22 19l-9-7 9-7v14z" />
  </>
);

export const scissorsGlyph = (
  <>
    <circle cx="6" cy="6" r="3" />
    <circle cx="6" cy="18" r="3" />
    <path d="M20 4 8.5 15.5m6-1 5.5 5.5M8.5 8.5 12 12" />
  </>
);

export const typeGlyph = (
  <>
    <path d="M4 7V4h16v3M9 20h6M12 4v16" />
  </>
);

export const sparklesGlyph = (
  <>
    <path
      d="M9.94 14.06 8 20l-1.94-5.94L0 12l6.06-1.94L8 4l1.94 6.06L16 12z"
      transform="translate(2 -1) scale(0.9)"
    />
    <path d="M19 3v4M17 5h4M19 17v4M17 19h4" />
  </>
);

export const arrowRightGlyph = <path d="M5 12h14M12 5l7 7-7 7" />;

export const arrowLeftGlyph = <path d="M19 12H5M12 19l-7-7 7-7" />;

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

export const uploadGlyph = (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5M12 3v12" />
  </>
);

export const slidersGlyph = (
  <>
    <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
  </>
);

export const downloadGlyph = (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>
);

export const zapGlyph = <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />;

export const shieldGlyph = (
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </>
);

export const giftGlyph = (
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </>
);

export const starGlyph = (
  <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />
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
