/**
 * Every limit GifKit enforces, in one place. The server reads its defaults from here (config.ts may
 * override them from the environment), and the FAQ and README tables are generated from the same
 * object, so the site never states a number the code does not enforce.
 */
export const defaultLimits = {
  /** One upload limit for every tool and every input path (file, URL, YouTube). */
  maxUploadBytes: 200 * 1024 * 1024,
  /** Uploads are deleted when their task ends; results (and the task's status) after this. */
  resultTtlMinutes: 60,
  /** Longest side of any input image or frame. */
  maxInputSidePixels: 12_000,
  /** One input frame, width × height. */
  maxInputFramePixels: 50_000_000,
  maxInputFrames: 2_000,
  /** All input frames together (width × height × frames). */
  maxInputTotalPixels: 300_000_000,
  maxOutputFrames: 600,
  /** Output width × height × frames. */
  maxOutputTotalPixels: 300_000_000,
  maxVideoOutputWidth: 1920,
  maxVideoOutputHeight: 1080,
  maxGifOutputSide: 2000,
  /** Total length of all selected video segments. */
  maxVideoSelectionSeconds: 60,
  /** Steps one chain of edits takes (POST /api/edit). */
  maxChainOperations: 20,
  /** Inputs one batch takes (POST /api/batch: files, links and kept results together). */
  maxBatchInputs: 20,
  /** Longest video a chain of edits makes (MP4 or WebM from a video). */
  maxVideoEditSeconds: 60,
  /** Longest YouTube video the server downloads (checked from its metadata before the download). */
  maxLinkedVideoSeconds: 600,
  /** Memory one task may use: its worker process and the programs it runs, together. */
  maxTaskMemoryMegabytes: 2048,
  /** Tasks one address (an IPv6 /64) may start per minute. */
  maxTaskStartsPerMinute: 30,
  /** Tasks one API key may start per minute (issue 37: caller-limits.ts, a key's limits). */
  maxKeyTaskStartsPerMinute: 120,
  /** Tasks one API key may start per UTC day. */
  maxKeyTaskStartsPerDay: 5_000,
  /**
   * Bytes one address (an IPv6 /64) may have stored at once by its uploads and estimate samples,
   * counted as they arrive: five uploads at the file size limit.
   */
  maxStoredBytesPerAddress: 1024 * 1024 * 1024,
} as const;

export type Limits = { -readonly [K in keyof typeof defaultLimits]: number };

/** "200 MB": the site's copy writes a space between a number and its unit (issue 29). */
export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
