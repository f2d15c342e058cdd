import { describe, expect, test } from "vitest";
import { toolList } from "./index.ts";

/**
 * What the site's own pages and the tool page find by a tool's own data instead of its id
 * (about.ts `group` and `highlights`, tool.ts `reportsConversion` and `convertsFormats`): each
 * role is held as the pages expect, so none of them has to name a tool.
 */
const holders = (has: (tool: (typeof toolList)[number]) => unknown) =>
  toolList.filter(has).map((tool) => tool.id);

describe("tools' site roles", () => {
  test("one tool in each way in, one home hero, one API example, one format converter", () => {
    expect(holders((tool) => tool.highlights?.start?.place === 1)).toEqual(["gif-maker"]);
    expect(holders((tool) => tool.highlights?.start?.place === 2)).toEqual(["video-to-gif"]);
    expect(holders((tool) => tool.highlights?.homeHero)).toEqual(["add-text"]);
    expect(holders((tool) => tool.highlights?.apiExample)).toEqual(["reverse"]);
    expect(holders((tool) => tool.convertsFormats)).toEqual(["convert"]);
    expect(holders((tool) => tool.reportsConversion)).toEqual(["gif-maker"]);
  });

  test("the listed highlights have places of their own, in the pages' order", () => {
    const inPlaces = (key: "fineTune" | "helpQuickStart") =>
      toolList
        .filter((tool) => tool.highlights?.[key])
        .sort((a, b) => a.highlights![key]!.place - b.highlights![key]!.place)
        .map((tool) => [tool.highlights![key]!.place, tool.id]);
    expect(inPlaces("fineTune")).toEqual([
      [1, "crop"],
      [2, "resize"],
      [3, "add-text"],
      [4, "optimize"],
    ]);
    expect(inPlaces("helpQuickStart")).toEqual([
      [1, "gif-maker"],
      [2, "crop"],
      [3, "add-text"],
      [4, "optimize"],
    ]);
  });

  test("an API example takes a GIF and needs no field", () => {
    const example = toolList.find((tool) => tool.highlights?.apiExample)!;
    expect(example.input).toBe("gif");
    expect(example.optionsSchema.safeParse({}).success).toBe(true);
    expect(example.downloadNames.gif).toBe("reversed.gif");
  });
});
