export const codeGlyph = <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />;
