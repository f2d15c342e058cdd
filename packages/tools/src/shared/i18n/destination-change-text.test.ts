import {
  type Destination,
  destinationChangeIds,
  destinations,
  type FitSettings,
} from "@gifkit/contracts";
import { describe, expect, test } from "vitest";
import { destinationPlan } from "../fit-destination.ts";
import { destinationChangesIn } from "./destination-change-text.ts";
import { de as toolUiDe } from "./tool-ui.de.ts";
import { toolUiEn } from "./tool-ui.en.ts";
import { ja as toolUiJa } from "./tool-ui.ja.ts";
import { toolUiOf } from "./tool-ui-text.ts";

const ja = toolUiOf({ languageCode: "ja", ui: toolUiJa });
const de = toolUiOf({ languageCode: "de", ui: toolUiDe });
const en = toolUiOf({ languageCode: "en", ui: toolUiEn });
const byId = (id: string) => destinations.find((entry) => entry.id === id) as Destination;

/** The result's settings as fit-result.ts sends them, from the destination step's plan. */
function settingsOf(
  id: string,
  gif: { width: number; height: number; delaysCentiseconds: number[] },
): Pick<FitSettings, "changes" | "change_details"> {
  const plan = destinationPlan(byId(id), gif);
  return { changes: plan.changes, change_details: plan.changeDetails };
}

describe("what a destination changed, in the page's language (issue 38)", () => {
  test("the catalogs' sentences are the contracts' list", () => {
    expect(Object.keys(toolUiEn.destinationChanges).sort()).toEqual(
      [...destinationChangeIds].sort(),
    );
  });

  test("English: the catalog's sentences filled are the server's own, word for word", () => {
    const gifs = [
      { width: 240, height: 180, delaysCentiseconds: Array<number>(72).fill(8) },
      { width: 56, height: 56, delaysCentiseconds: [10, 10] },
      { width: 900, height: 300, delaysCentiseconds: Array<number>(100).fill(2) },
    ];
    let written = 0;
    for (const destination of destinations) {
      for (const gif of gifs) {
        const plan = destinationPlan(destination, gif);
        plan.changeDetails.forEach((change, index) => {
          const words = Object.fromEntries(
            Object.entries(change.values).map(([name, value]) => [
              name,
              name === "destination" ? destination.name : String(value),
            ]),
          );
          expect(en.fill(toolUiEn.destinationChanges[change.id], words)).toBe(plan.changes[index]);
          written += 1;
        });
      }
    }
    expect(written).toBeGreaterThan(10);
  });

  test("Japanese: the sentence with Intl numbers and the Japanese destination name", () => {
    expect(
      destinationChangesIn(
        ja,
        settingsOf("twitch-animated-emote", {
          width: 1600,
          height: 1200,
          delaysCentiseconds: Array<number>(1200).fill(4),
        }),
      ),
    ).toEqual([
      {
        text: "1,200 フレームのうち 60 フレームを残しました（Twitch のアニメーションエモート は 60 フレームまで）。",
      },
      {
        text: "112 × 84 px に拡大縮小し、112 × 112 px の透明なキャンバスの中央に配置しました（Twitch のアニメーションエモート はちょうど 112 × 112 px）。",
      },
    ]);
    expect(
      destinationChangesIn(
        ja,
        settingsOf("x", { width: 1500, height: 1500, delaysCentiseconds: [5] }),
      ).map((part) => part.text),
    ).toEqual(["1,080 × 1,080 px に縮小しました（X (Twitter) は 1,280 × 1,080 px まで）。"]);
  });

  test("German: seconds with a decimal comma", () => {
    expect(
      destinationChangesIn(
        de,
        settingsOf("discord-sticker", {
          width: 240,
          height: 180,
          delaysCentiseconds: Array<number>(72).fill(8),
        }),
      ),
    ).toEqual([
      { text: "Auf die ersten 4,96 s von 5,76 s gekürzt (Discord-Sticker: höchstens 5 Sekunden)." },
    ]);
  });

  test("English shows the server's sentences; an unknown id or a missing value, the server's sentence marked English", () => {
    const settings = settingsOf("discord-sticker", {
      width: 240,
      height: 180,
      delaysCentiseconds: Array<number>(72).fill(8),
    });
    const english = "Cut to the first 4.96 s of 5.76 s (Discord sticker: at most 5 seconds).";
    expect(destinationChangesIn(en, settings)).toEqual([{ text: english }]);
    // A result made before change_details: the server's sentences.
    expect(destinationChangesIn(ja, { changes: settings.changes })).toEqual([
      { text: english, english: true },
    ]);
    expect(
      destinationChangesIn(ja, {
        changes: settings.changes,
        change_details: [{ id: "made-up-change", values: {} }],
      }),
    ).toEqual([{ text: english, english: true }]);
    expect(
      destinationChangesIn(ja, {
        changes: settings.changes,
        change_details: [
          { id: "cut-to-seconds", values: { kept_seconds: 4.96, destination: "discord-sticker" } },
        ],
      }),
    ).toEqual([{ text: english, english: true }]);
  });
});
