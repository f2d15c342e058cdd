/**
 * The eight font names of the spec and the open fonts drawn for them (DESIGN §5). Both sides load
 * the SAME .ttf files from the npm packages below: the server registers them with @napi-rs/canvas
 * (GlobalFonts.registerFromPath), the web build serves them for @font-face / FontFace. The family
 * names are our own ("GifKit ..."), so neither side can pick up a different system copy of a font.
 */

export const fontNames = [
  "Arial",
  "Helvetica",
  "Times New Roman",
  "Courier New",
  "Verdana",
  "Georgia",
  "Comic Sans MS",
  "Impact",
] as const;
export type FontName = (typeof fontNames)[number];

export interface BundledFont {
  /** The family name registered on both sides and used in the CSS font string. */
  family: string;
  /** The open font that is drawn. */
  openFont: string;
  /** Module path of the .ttf file (resolved by Node on the server, imported as a URL by the web build). */
  file: string;
  licence: string;
}

const arimo: BundledFont = {
  family: "GifKit Arimo",
  openFont: "Arimo (metric-compatible with Arial)",
  file: "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
  licence: "SIL Open Font License 1.1",
};

export const bundledFonts: Record<FontName, BundledFont> = {
  Arial: arimo,
  Helvetica: arimo,
  "Times New Roman": {
    family: "GifKit Tinos",
    openFont: "Tinos (metric-compatible with Times New Roman)",
    file: "@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf",
    licence: "SIL Open Font License 1.1",
  },
  "Courier New": {
    family: "GifKit Cousine",
    openFont: "Cousine (metric-compatible with Courier New)",
    file: "@expo-google-fonts/cousine/400Regular/Cousine_400Regular.ttf",
    licence: "SIL Open Font License 1.1",
  },
  Verdana: {
    family: "GifKit DejaVu Sans",
    openFont: "DejaVu Sans (Bitstream Vera design, close to Verdana)",
    file: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
    licence: "Bitstream Vera Fonts licence (DejaVu changes public domain)",
  },
  Georgia: {
    family: "GifKit Gelasio",
    openFont: "Gelasio (metric-compatible with Georgia)",
    file: "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf",
    licence: "SIL Open Font License 1.1",
  },
  "Comic Sans MS": {
    family: "GifKit Comic Neue",
    openFont: "Comic Neue",
    file: "@expo-google-fonts/comic-neue/400Regular/ComicNeue_400Regular.ttf",
    licence: "SIL Open Font License 1.1",
  },
  Impact: {
    family: "GifKit Anton",
    openFont: "Anton (condensed display face like Impact)",
    file: "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf",
    licence: "SIL Open Font License 1.1",
  },
};

/** Every distinct font file, once (Arial and Helvetica share one). */
export const bundledFontFiles: BundledFont[] = [
  ...new Map(Object.values(bundledFonts).map((font) => [font.family, font])).values(),
];

export function isFontName(name: string): name is FontName {
  return (fontNames as readonly string[]).includes(name);
}

/**
 * The family a custom font uploaded for one layer is registered under (per task on the server,
 * per page in the browser). `fieldName` is the layer's `font_field`, e.g. "font_0".
 */
export function customFontFamily(fieldName: string): string {
  return `GifKit Custom ${fieldName.replace(/[^A-Za-z0-9_-]/g, "")}`;
}
