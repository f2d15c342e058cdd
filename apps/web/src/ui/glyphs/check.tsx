export const checkGlyph = <path d="M20 6 9 17l-5-5" />;
