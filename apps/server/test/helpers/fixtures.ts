import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The fixtures kept in the repository (real media made by nobody on the team; sources and
 * licences in test/fixtures/SOURCES.md). Tests and benchmarks read nothing outside the checkout.
 */
export const fixturesDir = fileURLToPath(new URL("../../../../test/fixtures/", import.meta.url));
export const fixture = (relativePath: string) => join(fixturesDir, relativePath);
