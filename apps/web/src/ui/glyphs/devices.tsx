export const devicesGlyph = (
  <>
    <rect x="2" y="4" width="14" height="10" rx="2" />
    <path d="M6 18h6M9 14v4" />
    <rect x="17" y="8" width="5" height="12" rx="1" />
  </>
);
