import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The shared fixtures beside the checkout (real media made by nobody on the team). */
export const fixturesDir = fileURLToPath(
  new URL("../../../../../shared/fixtures/", import.meta.url),
);
export const fixture = (relativePath: string) => join(fixturesDir, relativePath);
