import { createContext } from "react";

/**
 * True while the build renders the SPA fallback page (only the root, never served): that page must
 * keep the framework's scripts, whatever its path (app/root.tsx). Set by entry.server.tsx.
 */
export const SpaFallbackRender = createContext(false);
