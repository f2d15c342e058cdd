import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/site/prerender-paths.ts";

export default {
  ssr: false,
  // Every page is rendered to real HTML at build time; the server only serves files.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
