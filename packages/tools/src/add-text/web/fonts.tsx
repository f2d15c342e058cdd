import anton from "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url";
import antonLicence from "@expo-google-fonts/anton/LICENSE_FONT?url";
import arimo from "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf?url";
import arimoLicence from "@expo-google-fonts/arimo/LICENSE_FONT?url";
import comicNeue from "@expo-google-fonts/comic-neue/400Regular/ComicNeue_400Regular.ttf?url";
import comicNeueLicence from "@expo-google-fonts/comic-neue/LICENSE_FONT?url";
import cousine from "@expo-google-fonts/cousine/400Regular/Cousine_400Regular.ttf?url";
import cousineLicence from "@expo-google-fonts/cousine/LICENSE_FONT?url";
import gelasio from "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf?url";
import gelasioLicence from "@expo-google-fonts/gelasio/LICENSE_FONT?url";
import tinos from "@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf?url";
import tinosLicence from "@expo-google-fonts/tinos/LICENSE_FONT?url";
import { bundledFontFiles, customFontFamily } from "@gifkit/text-layout";
import dejavuLicence from "dejavu-fonts-ttf/LICENSE?url";
import dejavuSans from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";

/**
 * The web build serves the very .ttf files the server registers (fonts.ts in @gifkit/text-layout
 * names them), so the preview measures and draws the same glyphs as the result.
 */
const fileUrls: Record<string, { font: string; licence: string }> = {
  "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf": {
    font: arimo,
    licence: arimoLicence,
  },
  "@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf": {
    font: tinos,
    licence: tinosLicence,
  },
  "@expo-google-fonts/cousine/400Regular/Cousine_400Regular.ttf": {
    font: cousine,
    licence: cousineLicence,
  },
  "dejavu-fonts-ttf/ttf/DejaVuSans.ttf": { font: dejavuSans, licence: dejavuLicence },
  "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf": {
    font: gelasio,
    licence: gelasioLicence,
  },
  "@expo-google-fonts/comic-neue/400Regular/ComicNeue_400Regular.ttf": {
    font: comicNeue,
    licence: comicNeueLicence,
  },
  "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf": {
    font: anton,
    licence: antonLicence,
  },
};

/** Each bundled font with the URL of its licence text, for the editor's font credits. */
export const fontCredits = bundledFontFiles.map((font) => ({
  openFont: font.openFont,
  licence: font.licence,
  licenceUrl: fileUrls[font.file]?.licence ?? "",
}));

const bundledFaces = new Map<string, Promise<void>>();

/** Loads one bundled family into the page (FontFace), under the server's family name; once. */
export function loadBundledFont(family: string): Promise<void> {
  const font = bundledFontFiles.find((candidate) => candidate.family === family);
  if (!font) return Promise.resolve();
  let loading = bundledFaces.get(family);
  if (!loading) {
    const url = fileUrls[font.file]?.font;
    loading = url
      ? new FontFace(font.family, `url(${url})`).load().then((face) => {
          document.fonts.add(face);
        })
      : Promise.reject(new Error(`no URL for the bundled font ${font.file}`));
    bundledFaces.set(family, loading);
  }
  return loading;
}

/** Loads all seven bundled fonts. */
export function loadBundledFonts(): Promise<void> {
  return Promise.all(bundledFontFiles.map((font) => loadBundledFont(font.family))).then(
    () => undefined,
  );
}

const customFaces = new Map<string, FontFace>();

/**
 * Loads a custom .ttf/.otf for one layer under the family the server will use for it. Fails with
 * a message when the browser cannot read the font (the server would not draw it either).
 */
export async function loadCustomFont(fieldName: string, file: Blob): Promise<string> {
  const family = customFontFamily(fieldName);
  const previous = customFaces.get(family);
  if (previous) document.fonts.delete(previous);
  customFaces.delete(family);
  let face: FontFace;
  try {
    face = await new FontFace(family, await file.arrayBuffer()).load();
  } catch {
    throw new Error(
      "This font file could not be read. Choose a TrueType (.ttf) or OpenType (.otf) font.",
    );
  }
  document.fonts.add(face);
  customFaces.set(family, face);
  return family;
}

export function unloadCustomFont(fieldName: string): void {
  const family = customFontFamily(fieldName);
  const face = customFaces.get(family);
  if (face) document.fonts.delete(face);
  customFaces.delete(family);
}
