import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** The shared fixtures beside the checkout (real media made by nobody on the team). */
export const fixturesDir = fileURLToPath(new URL("../../../../../shared/fixtures/", import.meta.url));
export const fixture = (relativePath: string) => join(fixturesDir, relativePath);
