import { toolExamplesById } from "@gifkit/tools/examples";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { toolExample } from "../content/examples.server.ts";
import { ToolExample } from "../ui/tool-example.tsx";
import { exampleWords } from "./example-words.server.ts";

// Every folder has all seven languages now, so a folder without one is made here: Italian missing.
vi.mock("./example-translations.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./example-translations.server.ts")>();
  return {
    ...original,
    exampleTranslation: (toolId: string, code: string) =>
      code === "it" ? undefined : original.exampleTranslation(toolId, code as never),
  };
});

test('a language a tool\'s folder lacks shows the English, marked lang="en"', () => {
  const example = toolExamplesById.reverse;
  const view = toolExample("reverse", "it");
  if (!view) throw new Error("no example for reverse");
  const html = renderToStaticMarkup(ToolExample({ example: view, words: exampleWords.it }));
  expect(html).toContain(`<span lang="en">${example.settings}</span>`);
  expect(html).toContain(`alt="${example.outputAlt}" lang="en"`);
  // The section's own words stay Italian.
  expect(html).toContain("Impostazioni:");
});
