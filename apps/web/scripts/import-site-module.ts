import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/**
 * Imports one of the site's modules the way the build sees it (through Vite, so
 * `import.meta.glob` works: the site finds tool folders by file name), for build and benchmark
 * scripts that run under plain Node. No config file: these modules need no plugin.
 */
export async function importSiteModule<Module>(relativePath: string): Promise<Module> {
  const path = fileURLToPath(new URL(relativePath, import.meta.url));
  const { module } = await runnerImport<Module>(path, { configFile: false, logLevel: "error" });
  return module;
}
