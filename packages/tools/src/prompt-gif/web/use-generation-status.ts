import { useEffect, useState } from "react";

/** GET /api/ai/prompt-gif/status: whether this server has a generation backend, and its last check. */
export interface GenerationStatus {
  configured: boolean;
  available: boolean;
  message?: string;
}

export const generationStatusPath = "/api/ai/prompt-gif/status";

/**
 * Asks the server once whether AI generation is set up. Until it answers (or when the question
 * fails) the form stays usable: the start call gives the same answer as a clear error anyway.
 */
export function useGenerationStatus(): GenerationStatus | null {
  const [status, setStatus] = useState<GenerationStatus | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(generationStatusPath, { signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as Partial<GenerationStatus>;
        if (typeof body.configured !== "boolean") return;
        setStatus({
          configured: body.configured,
          available: body.available === true,
          ...(typeof body.message === "string" ? { message: body.message } : {}),
        });
      })
      .catch(() => {
        // Offline or aborted: keep the form as it is.
      });
    return () => controller.abort();
  }, []);
  return status;
}
