import type {
  BackendCapabilities,
  BackendHealth,
  GenerationProgress,
  GenerationRequest,
  GenerationServer,
} from "@gifkit/tools";

export type { BackendCapabilities, BackendHealth, GenerationProgress, GenerationRequest };

export interface BackendFrames {
  /** PNG images in display order. */
  frames: Buffer[];
  seed: number;
}

/**
 * A text-to-animation server behind one interface. `generate` honours `signal`: when it aborts
 * (cancel or time limit) the job is interrupted or removed on the backend too, then it rejects.
 */
export interface GenerationBackend extends GenerationServer {
  generate(
    request: GenerationRequest,
    options: { signal: AbortSignal; onProgress: (progress: GenerationProgress) => void },
  ): Promise<BackendFrames>;
}

export type GenerationFailureKind =
  /** Could not be reached, or answered with a server error. */
  | "unavailable"
  /** A node, weight file, input name or token is missing or wrong: the operator must act. */
  | "misconfigured"
  /** The model ran and failed (out of memory, an exception in a node, a failed prediction). */
  | "failed"
  | "timeout"
  | "cancelled"
  /** The answer was not what the protocol promises (bad JSON, missing outputs, not PNG). */
  | "malformed";

/** A failed generation; the message is for the operator's log, never for the visitor. */
export class GenerationError extends Error {
  readonly kind: GenerationFailureKind;
  constructor(kind: GenerationFailureKind, message: string) {
    super(message);
    this.name = "GenerationError";
    this.kind = kind;
  }
}

/** Seeds every backend accepts: KSampler takes 0..2^64-1, diffusers and Cog models a uint32. */
export const seedRange: [number, number] = [0, 4_294_967_295];

/** The error for an aborted job: a time limit reads differently in the log from a cancel. */
export function abortError(signal: AbortSignal, what: string): GenerationError {
  const reason = signal.reason as { name?: string } | undefined;
  return reason?.name === "TimeoutError"
    ? new GenerationError("timeout", `${what} ran past its time limit and was stopped`)
    : new GenerationError("cancelled", `${what} was cancelled`);
}

/** Waits `ms`, or less when `signal` aborts (then rejects with the signal's reason). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
