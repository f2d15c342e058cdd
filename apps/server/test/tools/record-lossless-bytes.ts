import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  caseKey,
  gifFixtureNames,
  losslessBytesPath,
  losslessCaseHash,
  losslessCases,
} from "./lossless-cases.ts";

/**
 * Records lossless-bytes.json: the SHA-256 of every lossless case on every GIF fixture, as the
 * code of this checkout makes them. Run once on main before the edits became views over the chain
 * executor (issue 36); lossless-bytes.test.ts then holds the executor to these bytes. Re-record
 * only for a change that is meant to change the bytes, and say so in the commit.
 */
const workRoot = await mkdtemp(join(tmpdir(), "gifkit-lossless-"));
const hashes: Record<string, string> = {};
try {
  for (const fixtureName of await gifFixtureNames()) {
    for (const testCase of losslessCases) {
      const { hash, reencoded } = await losslessCaseHash(testCase, fixtureName, workRoot);
      // A composited path's output is not a lossless one: not recorded (see lossless-cases.ts).
      if (!reencoded) hashes[caseKey(testCase.tool, testCase.label, fixtureName)] = hash;
    }
  }
} finally {
  await rm(workRoot, { recursive: true, force: true });
}
await writeFile(losslessBytesPath, `${JSON.stringify(hashes, null, 2)}\n`);
console.log(`${Object.keys(hashes).length} hashes written to ${losslessBytesPath.pathname}`);
