/** Custom fonts: TrueType or OpenType files, recognised by their first four bytes. */
export const customFontExtensions = ["ttf", "otf"] as const;

const fontSignatures = [
  [0x00, 0x01, 0x00, 0x00], // TrueType outlines (sfnt version 1.0)
  [0x74, 0x72, 0x75, 0x65], // "true": TrueType (Apple)
  [0x4f, 0x54, 0x54, 0x4f], // "OTTO": OpenType with CFF outlines
] as const;

export function isFontFileHead(head: Uint8Array): boolean {
  return fontSignatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

export function customFontRefusedMessage(fileName: string, fieldName: string): string {
  return `The custom font "${fileName}" (${fieldName}) is not a TrueType or OpenType font. Upload a .ttf or .otf file.`;
}
