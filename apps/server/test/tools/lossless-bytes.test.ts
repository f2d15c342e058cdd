import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caseKey,
  gifFixtureNames,
  losslessBytesPath,
  losslessCaseHash,
  losslessCases,
} from "./lossless-cases.ts";

/**
 * Byte-exactness (issue 36): every lossless GIF path (Speed, Cut, Reverse, Boomerang, Edit frames,
 * colour-only Effects, Rotate & Flip) gives, on every GIF fixture, the bytes main's own processors
 * gave before they became views over the chain executor (lossless-bytes.json, recorded by
 * record-lossless-bytes.ts). A case that took a composited path then is not recorded.
 */
const recorded = JSON.parse(await readFile(losslessBytesPath, "utf8")) as Record<string, string>;
const fixtureNames = await gifFixtureNames();

describe("lossless edits give the recorded bytes", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-lossless-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("records every tool's cases on most fixtures (a case lost from the file would pass unseen)", () => {
    for (const testCase of losslessCases) {
      const recordedFixtures = fixtureNames.filter((name) =>
        Object.hasOwn(recorded, caseKey(testCase.tool, testCase.label, name)),
      );
      expect(recordedFixtures.length, `${testCase.tool} ${testCase.label}`).toBeGreaterThanOrEqual(
        4,
      );
    }
    expect(Object.keys(recorded).length).toBe(121);
  });

  for (const testCase of losslessCases) {
    it(`${testCase.tool} ${testCase.label}: the same bytes, losslessly`, async () => {
      for (const fixtureName of fixtureNames) {
        const key = caseKey(testCase.tool, testCase.label, fixtureName);
        if (!Object.hasOwn(recorded, key)) continue;
        const { hash, reencoded } = await losslessCaseHash(testCase, fixtureName, workRoot);
        expect({ hash, reencoded }, key).toEqual({ hash: recorded[key], reencoded: false });
      }
    });
  }
});
