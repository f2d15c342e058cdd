// gifenc ships no types; only its quantiser is used (PnnQuant, MIT).
declare module "gifenc" {
  type QuantizeFormat = "rgb565" | "rgb444" | "rgba4444";
  interface Gifenc {
    /** A palette of at most `maxColours` [r, g, b] entries for RGBA pixels (the array's whole buffer is read). */
    quantize(
      rgba: Uint8Array,
      maxColours: number,
      options?: { format?: QuantizeFormat },
    ): number[][];
  }
  const gifenc: Gifenc;
  export default gifenc;
  /** Named only by the ESM build (Vite's pick); Node loads the CommonJS one, which has a default. */
  export const quantize: Gifenc["quantize"] | undefined;
}
