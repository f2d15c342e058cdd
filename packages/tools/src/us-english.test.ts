import { describe, expect, it } from "vitest";
import { tools } from "./index.ts";

/**
 * Issue 41: Optimize's result said "Your optimised GIF is ready!" and downloaded optimised.gif
 * beside the tool's name "Optimize". The words a tool's page shows (its messages and download
 * names, in English) are US English, as the site's copy is (site-html.test.ts).
 */
const britishSpellings = /optimis|colour|centre|\bgrey\b|favourite|behaviour/i;

describe("every tool's page words are US English", () => {
  it("no British spelling in any tool's messages or download names", () => {
    const found = Object.values(tools).flatMap((tool) =>
      [
        ...Object.values(tool.messages ?? {}),
        ...Object.values(tool.downloadNames ?? {}),
        tool.polling.timeoutMessage,
      ]
        .filter((text): text is string => typeof text === "string" && britishSpellings.test(text))
        .map((text) => `${tool.id}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
