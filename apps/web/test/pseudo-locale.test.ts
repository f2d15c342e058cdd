import { toolList } from "@gifkit/tools";
import { expect, test } from "vitest";
import { setUpSite } from "./helpers/set-up-site.ts";

/**
 * A pseudo-locale (issue 38's Done-when): every string on the page 40% longer and accented, as
 * the longest translations are (German, French), on every tool page and the home page at 375 px.
 * Nothing may be wider than the screen, and the page's action button must stay on screen.
 *
 * The pseudo-locale exists only here: the built English page is loaded and every text it shows
 * (text nodes, placeholders, button values) is rewritten in the browser, then laid out again. No
 * page, sitemap entry or switcher line is made for it. One browser page, the pages in sequence.
 */
const site = setUpSite();

/** Rewrites every visible string of the document: accented letters, then 40% more of them. */
function pseudoLocalize() {
  const accents: Record<string, string> = {
    a: "å",
    b: "ƀ",
    c: "ç",
    d: "ð",
    e: "é",
    f: "ƒ",
    g: "ĝ",
    h: "ĥ",
    i: "î",
    j: "ĵ",
    k: "ķ",
    l: "ļ",
    m: "ɱ",
    n: "ñ",
    o: "ö",
    p: "þ",
    r: "ŕ",
    s: "š",
    t: "ţ",
    u: "û",
    w: "ŵ",
    y: "ý",
    z: "ž",
    A: "Å",
    C: "Ç",
    D: "Ð",
    E: "É",
    G: "Ĝ",
    I: "Î",
    N: "Ñ",
    O: "Ö",
    S: "Š",
    U: "Û",
  };
  // The padding is words of up to 8 letters, as long translated words are ("Herunterladen").
  const pad = (count: number) => {
    const letters = "ļöñĝéŕŵöŕðšţéẋţ";
    let out = "";
    for (let index = 0; index < count; index += 1)
      out += (index + 1) % 9 === 0 ? " " : letters[index % letters.length];
    return out;
  };
  const stretch = (text: string) => {
    const trimmed = text.trim();
    if (!/[A-Za-z]/.test(trimmed)) return text;
    const accented = text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);
    return `${accented} ${pad(Math.ceil(trimmed.length * 0.4))}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("script, style, noscript, svg")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) node.data = stretch(node.data);
  for (const element of document.querySelectorAll<HTMLInputElement>("[placeholder]"))
    element.placeholder = stretch(element.placeholder);
  for (const element of document.querySelectorAll<HTMLInputElement>("input[type=submit][value]"))
    element.value = stretch(element.value);
  return nodes.length;
}

/** Overflow past 375 px, and where the action button is (or null: none found). */
function layoutProblems(actionSelector: string) {
  const width = document.documentElement.clientWidth;
  const overflow = document.documentElement.scrollWidth - width;
  const button = [...document.querySelectorAll<HTMLElement>(actionSelector)].find(
    (element) => element.getClientRects().length > 0,
  );
  const box = button?.getBoundingClientRect();
  return {
    overflow,
    button: box
      ? { left: box.left, right: box.right, width: box.width, text: button?.innerText }
      : null,
    width,
  };
}

test("every tool page and the home page, pseudo-localized, fit 375 px with the action on screen", async () => {
  const page = await site.page(375);
  const pages = [
    // The home page's first call to action (the hero's button).
    { path: "/", action: "main a.btn-primary, main .btn-primary" },
    ...toolList
      .filter((tool) => !tool.apiOnly)
      .map((tool) => ({
        path: `/${tool.id}`,
        // The upload screen's "Choose a file", or an input-free tool's own first button.
        action: "[data-tool-workspace] .btn-primary",
      })),
  ];
  const problems: string[] = [];
  let checked = 0;
  const withAction: string[] = [];
  for (const { path, action } of pages) {
    await page.goto(`${site.baseUrl}${path}`);
    // A tool page is rewritten once React has hydrated it (the home page has no framework code).
    if (path !== "/") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A page without an action button as built (Prompt to GIF on a site without a generation
    // server says it is not available) is checked for overflow only.
    const hasAction = (await page.evaluate(layoutProblems, action)).button !== null;
    if (hasAction) withAction.push(path);
    const rewritten = await page.evaluate(pseudoLocalize);
    expect(rewritten, path).toBeGreaterThan(20);
    // Let the browser lay the longer words out (two frames).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const found = await page.evaluate(layoutProblems, action);
    if (found.overflow > 0) problems.push(`${path}: ${found.overflow} px wider than the screen`);
    if (hasAction && !found.button) problems.push(`${path}: the action button is gone`);
    else if (
      found.button &&
      (found.button.left < 0 || found.button.right > found.width || found.button.width === 0)
    )
      problems.push(`${path}: the action button is off screen (${JSON.stringify(found.button)})`);
    checked += 1;
  }
  expect(problems).toEqual([]);
  expect(checked).toBe(pages.length);
  // Every page has its action button but a tool that cannot run on this build (Prompt to GIF
  // without a generation server) and Record Screen, whose button is the recorder's own.
  expect(
    pages.length - withAction.length,
    `without an action: ${pages.filter((p) => !withAction.includes(p.path)).map((p) => p.path)}`,
  ).toBeLessThanOrEqual(2);
  await page.context().close();
}, 90_000);
