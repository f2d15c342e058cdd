/*
 * Glyphs drawn only on the static pages (home, help, FAQ, about, the blog...), which ship no
 * framework code: kept apart from icons.tsx, whose glyphs are in the site chunk every tool page
 * loads (issue 29: tool pages ≤ 120 KB).
 */

export const filmGlyph = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4" />
  </>
);

export const resizeGlyph = (
  <>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
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

export const sparklesGlyph = (
  <>
    <path
      d="M9.94 14.06 8 20l-1.94-5.94L0 12l6.06-1.94L8 4l1.94 6.06L16 12z"
      transform="translate(2 -1) scale(0.9)"
    />
    <path d="M19 3v4M17 5h4M19 17v4M17 19h4" />
  </>
);

export const arrowLeftGlyph = <path d="M19 12H5M12 19l-7-7 7-7" />;

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
