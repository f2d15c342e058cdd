// gifuct-js ships types for its parser only; its LZW decoder (lib/lzw.js) is typed here.
declare module "gifuct-js/lib/lzw.js" {
  /** The indices of `pixelCount` pixels from a frame's joined LZW sub-blocks (0 where data ends). */
  export function lzw(minCodeSize: number, data: Uint8Array, pixelCount: number): number[];
}
