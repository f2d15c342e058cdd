/**
 * ffmpeg's first arguments for reading a GIF: errors only on stderr, and only the GIF demuxer may
 * read the file (no probing into another format); it plays the frames once (ignore_loop is its
 * default).
 */
export function ffmpegGifInputArgs(inputPath: string): string[] {
  return ["-v", "error", "-f", "gif", "-i", inputPath];
}
