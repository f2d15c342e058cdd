/**
 * gifsicle only warns (exit 0) when a GIF with local palettes and transparency cannot be
 * unoptimised, and then writes wrong frames. Its stderr tells a processor to take the decoding path.
 */
export function gifsicleCouldNotUnoptimize(stderr: string): boolean {
  return /too complex to unoptimize/i.test(stderr);
}
