import { toolExamplesById } from "@gifkit/tools/examples";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { toolExample } from "../content/examples.server.ts";
import { ToolExample } from "../ui/tool-example.tsx";
import { exampleWords } from "./example-words.server.ts";

test('a language a tool\'s folder lacks shows the English, marked lang="en"', () => {
  const example = toolExamplesById.reverse;
  // Every folder has every language now: the Italian page of a folder without Italian words.
  const view = toolExample("reverse", "it", null);
  if (!view) throw new Error("no example for reverse");
  const html = renderToStaticMarkup(ToolExample({ example: view, words: exampleWords.it }));
  expect(html).toContain(`<span lang="en">${example.settings}</span>`);
  expect(html).toContain(`alt="${example.outputAlt}" lang="en"`);
  // The section's own words stay Italian.
  expect(html).toContain("Impostazioni:");
});
