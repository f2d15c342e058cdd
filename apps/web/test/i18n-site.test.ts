import { defaultLimits, formatMegabytes, keyRequestLimits } from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { siteCatalogs } from "../src/i18n/catalogs.server.ts";
import { fill } from "../src/i18n/format.ts";
import { languages, localizedPath, prefixedLanguages } from "../src/i18n/languages.ts";
import { pageCopyFor, translatedStaticPagePaths } from "../src/i18n/page-copies.server.ts";
import { plainText } from "../src/i18n/page-copy.ts";
import { titled } from "../src/seo/meta.ts";
import { prerenderPaths } from "../src/site/prerender-paths.ts";
import { siteOrigin, staticPagePaths, supportEmail } from "../src/site/route-table.ts";
import { translatedPagePaths } from "../src/site/sitemap.ts";
import { siteTools } from "../src/site/tools.server.ts";
import { decodeEntities, headOf, startSiteServer, textOf } from "./helpers/site.ts";

/** The tools the /api page lists a start call for (Record Screen works in the browser only). */
const apiToolCount = toolList.filter((tool) => !tool.browserOnly).length;

/**
 * The site in every language (issue 38), on the built site through the real server: each
 * language's pages answer with their own <html lang>, title, description, canonical and a
 * reciprocal hreflang set; the sitemap lists them; their links lead somewhere.
 */
let server: TestServer;
const pages = new Map<string, string>();

async function page(path: string): Promise<string> {
  const known = pages.get(path);
  if (known !== undefined) return known;
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  pages.set(path, html);
  return html;
}

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const htmlLangOf = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(async () => {
  await server?.close();
});

describe("every page in every language", () => {
  test("is prerendered, served with its lang and the chrome in that language", async () => {
    const samplePaths = ["/", "/video-to-gif", "/resize", "/faq", "/tools"];
    for (const language of prefixedLanguages) {
      for (const path of samplePaths) {
        const address = localizedPath(path, language);
        expect(prerenderPaths()).toContain(address);
        const html = await page(address);
        expect(htmlLangOf(html), address).toBe(language.hreflang);
        const text = textOf(html);
        const messages = siteCatalogs[language.code];
        expect(text, address).toContain(messages.shell.tagline);
        expect(text, address).toContain(messages.consent.accept);
        expect(text, address).toContain(messages.shell.skipToContent);
      }
    }
    // Every tool page and static page exists in every language (prerender list).
    for (const language of prefixedLanguages)
      for (const path of [...siteTools.map((tool) => tool.path), ...staticPagePaths])
        expect(prerenderPaths()).toContain(localizedPath(path, language));
  });

  test("the home page: own title and description, canonical and reciprocal hreflang", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const expectedAlternates = {
      ...Object.fromEntries(
        languages.map((language) => [
          language.hreflang,
          `${siteOrigin}${localizedPath("/", language)}`,
        ]),
      ),
      "x-default": `${siteOrigin}/`,
    };
    for (const language of languages) {
      const address = localizedPath("/", language);
      const html = await page(address);
      const head = headOf(html);
      expect(head.title).toBe(siteCatalogs[language.code].home.title);
      expect(decodeEntities(head.description)).toBe(
        fill(siteCatalogs[language.code].home.description, { count: siteTools.length }),
      );
      expect(head.canonical).toBe(`${siteOrigin}${address}`);
      // Every page of the set names the same set, itself included: each alternate points back.
      expect(alternatesOf(html)).toEqual(expectedAlternates);
      titles.add(head.title);
      descriptions.add(head.description);
    }
    expect(titles.size).toBe(languages.length);
    expect(descriptions.size).toBe(languages.length);
  });

  test("every tool page has its own copy in every language: own canonical, full hreflang set", async () => {
    // Every tool folder has a content.<code>.md for every language (tool-content-translations
    // test), so no tool page defers to English: each is in the sitemap set of its language.
    for (const language of prefixedLanguages)
      for (const tool of siteTools)
        expect(translatedPagePaths(language.code), `${language.code} ${tool.path}`).toContain(
          tool.path,
        );
    const expectedAlternates = [...languages.map((language) => language.hreflang), "x-default"];
    for (const [address, code, menuName] of [
      ["/es/censor-video", "es", "Difuminar vídeo"],
      ["/fr/video-audio", "fr", "Son d'une vidéo"],
      ["/it/add-subtitles", "it", "Aggiungi sottotitoli"],
      ["/pt-br/loop-video", "pt-BR", "Vídeo em loop"],
    ] as const) {
      const html = await page(address);
      const text = textOf(html);
      expect(htmlLangOf(html), address).toBe(code);
      expect(text, address).not.toContain(siteCatalogs[code].language.notTranslated);
      expect(headOf(html).canonical, address).toBe(`${siteOrigin}${address}`);
      expect(Object.keys(alternatesOf(html)).sort(), address).toEqual(expectedAlternates.sort());
      // The page's heading and its menus are in its language.
      expect(text, address).toContain(menuName);
      // Its structured data too: the application at this address, described in its language.
      const app = headOf(html).nodes.find((node) => node["@type"] === "WebApplication");
      expect(app?.url, address).toBe(`${siteOrigin}${address}`);
      expect(app?.browserRequirements, address).toBe(
        siteCatalogs[code].toolPage.browserRequirements,
      );
      expect(app?.name, address).toBe(menuName);
    }
    // The share card's alt text is the page's language too, naming the frame where that is written.
    const japaneseShareAlt = /<meta property="og:image:alt" content="([^"]*)"/.exec(
      await page("/ja/resize"),
    )?.[1];
    expect(japaneseShareAlt).toMatch(
      /^GIF のリサイズ（GifKit）：作成した結果の 1 フレーム。.*教室/,
    );
  });

  test("the static pages written in every language: own lang, title, description, canonical, reciprocal hreflang, no English notice", async () => {
    expect(translatedStaticPagePaths).toEqual(
      expect.arrayContaining(["/about", "/tools", "/contact"]),
    );
    for (const path of translatedStaticPagePaths) {
      const titles = new Set<string>();
      const expectedAlternates = {
        ...Object.fromEntries(
          languages.map((language) => [
            language.hreflang,
            `${siteOrigin}${localizedPath(path, language)}`,
          ]),
        ),
        "x-default": `${siteOrigin}${path}`,
      };
      for (const language of languages) {
        const address = localizedPath(path, language);
        const { copy } = pageCopyFor(path, new Request(`${siteOrigin}${address}`), {
          // /api counts the tools with an HTTP start call, the other pages the listed tools.
          toolCount: path === "/api" ? apiToolCount : siteTools.length,
        });
        const html = await page(address);
        const head = headOf(html);
        expect(htmlLangOf(html), address).toBe(language.hreflang);
        expect(head.title, address).toBe(titled(copy.title));
        expect(decodeEntities(head.description), address).toBe(plainText(copy.description));
        expect(head.canonical, address).toBe(`${siteOrigin}${address}`);
        expect(alternatesOf(html), address).toEqual(expectedAlternates);
        // Its words are its own: no notice, nothing marked as English in the page's body.
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
        expect(textOf(main), address).toContain(copy.heading);
        expect(textOf(html), address).not.toContain(
          siteCatalogs[language.code].language.notTranslated,
        );
        expect(main, address).not.toContain('lang="en"');
        // Structured data in the page's language: the page node and its breadcrumbs.
        const pageNode = head.nodes.find((node) => node.url === `${siteOrigin}${address}`);
        expect(pageNode?.inLanguage, address).toBe(language.hreflang);
        const crumbs = head.nodes.find((node) => node["@type"] === "BreadcrumbList") as
          | { itemListElement: { name: string; item: string }[] }
          | undefined;
        expect(
          crumbs?.itemListElement.map((item) => item.name),
          address,
        ).toEqual([
          siteCatalogs[language.code].toolPage.home,
          // A key's page sits under /api in its breadcrumbs.
          ...(path === "/api-key"
            ? [pageCopyFor("/api", new Request(`${siteOrigin}${address}`)).copy.crumb]
            : []),
          copy.crumb,
        ]);
        titles.add(head.title);
      }
      expect(titles.size, path).toBe(languages.length);
    }
    // The contact form's words and the API's refusals by code are the page's language's.
    const form = /<form[^>]*data-words="([^"]+)"/.exec(await page("/ja/contact"))?.[1] ?? "";
    const words = JSON.parse(decodeEntities(form)) as Record<string, unknown>;
    expect(words.send).toBe("メッセージを送信");
    expect((words.serverErrors as Record<string, string>)["invalid-email"]).toBe(
      "有効なメールアドレスを入力してください。",
    );
    // /es/tools links each tool to its Spanish page.
    expect(await page("/es/tools")).toContain('href="/es/resize"');
  });

  test("/ja/api: Japanese words, its own canonical, reciprocal hreflang, in the sitemap; code stays code", async () => {
    const japanese = await page("/ja/api");
    const english = await page("/api");
    const { copy } = pageCopyFor("/api", new Request(`${siteOrigin}/ja/api`));
    expect(htmlLangOf(japanese)).toBe("ja");
    expect(headOf(japanese).title).toBe("開発者向け GIF API | GifKit");
    expect(headOf(japanese).canonical).toBe(`${siteOrigin}/ja/api`);
    // Each language's page names the other: English → Japanese and back.
    expect(alternatesOf(japanese).en).toBe(`${siteOrigin}/api`);
    expect(alternatesOf(english).ja).toBe(`${siteOrigin}/ja/api`);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteOrigin}/ja/api</loc>`);
    // The words are Japanese, with the numbers from code; nothing marked English, no notice.
    const main = /<main[\s\S]*<\/main>/.exec(japanese)?.[0] ?? "";
    const text = textOf(main);
    expect(text).toContain("GifKit API");
    expect(text).toContain("クイックスタート");
    expect(text).toContain(
      `1 つのアドレスから 1 時間に ${keyRequestLimits.perAddressPerHour} 回まで`,
    );
    expect(text).toContain(`サーバーで動く ${apiToolCount} 個のツール`);
    expect(text).not.toMatch(/\{(?:toolCount|maxUpload|linkHours|email|browserOnly)\}|\*\*|\]\(/);
    expect(main).not.toContain('lang="en"');
    expect(text).not.toContain(siteCatalogs.ja.language.notTranslated);
    // The code samples are the English page's, character for character.
    const samples = (html: string) =>
      [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1]);
    expect(samples(japanese).length).toBeGreaterThanOrEqual(7);
    expect(samples(japanese)).toEqual(samples(english));
    // The key request form's script reads its words from the form, in Japanese.
    const form =
      /<form[^>]*data-key-request-form[^>]*data-words="([^"]+)"/.exec(japanese)?.[1] ?? "";
    const words = JSON.parse(decodeEntities(form)) as Record<string, unknown>;
    expect(words.send).toBe(copy.form.send);
    expect(words.serverMessages).toBe(false);
    expect((words.serverErrors as Record<string, string>)["rate-limited"]).toBe(
      copy.serverErrors["rate-limited"],
    );
    // Links inside the text stay in the page's language; the API's documents keep their address.
    expect(main).toContain('href="/ja/faq"');
    expect(main).toContain('href="/api/openapi.json"');
  });

  test("/ja/api-key: Japanese words, its own canonical, in the sitemap; its script's words in the page's data-words", async () => {
    const japanese = await page("/ja/api-key");
    const english = await page("/api-key");
    expect(htmlLangOf(japanese)).toBe("ja");
    expect(headOf(japanese).title).toBe("API キーのページ | GifKit");
    expect(headOf(japanese).canonical).toBe(`${siteOrigin}/ja/api-key`);
    expect(alternatesOf(english).ja).toBe(`${siteOrigin}/ja/api-key`);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteOrigin}/ja/api-key</loc>`);
    const main = /<main[\s\S]*<\/main>/.exec(japanese)?.[0] ?? "";
    const text = textOf(main);
    for (const words of [
      "API キー",
      "キーのページを開く",
      "利用状況を表示",
      "Webhook 署名シークレット",
    ])
      expect(text).toContain(words);
    // Code stays code in a Japanese sentence; nothing is left marked English, no notice.
    expect(main).toContain("<code>callback_url</code>");
    expect(main).toContain("<code>#key=…</code>");
    expect(text).not.toMatch(/\{\w+\}|`/);
    expect(main).not.toContain('lang="en"');
    expect(text).not.toContain(siteCatalogs.ja.language.notTranslated);
    // What the script writes once a key is open: Japanese, from the markup (no bundle has it).
    const wordsOf = (html: string) =>
      JSON.parse(
        decodeEntities(/<div[^>]*data-key-page[^>]*data-words="([^"]+)"/.exec(html)?.[1] ?? "{}"),
      ) as Record<string, unknown>;
    const words = wordsOf(japanese);
    expect(words.unfinished).toBe("同時に待機・実行できる数");
    expect(words.webhookSecret).toBe("Webhook 署名シークレット");
    expect(words.noTasks).toBe("まだタスクはありません。");
    expect(words.noDeliveries).toBe("まだ Webhook はありません。");
    expect(words.revoke).toBe("このキーを無効にする");
    expect(words.numberLocale).toBe("ja");
    expect(words.serverMessages).toBe(false);
    // The confirmation link's life from the key request rules, in the refusal by code.
    expect((words.serverErrors as Record<string, string>)["confirmation-expired"]).toContain(
      `${keyRequestLimits.confirmationLinkHours} 時間以内`,
    );
    // The English page keeps its words, and the API's own messages.
    const englishWords = wordsOf(english);
    expect(englishWords.unfinished).toBe("Waiting or running at once");
    expect(englishWords.revoke).toBe("Revoke this key");
    expect(englishWords.serverMessages).toBe(true);
  });

  test("/ja/: the home page's examples (hero and strip) in Japanese, nothing left in English", async () => {
    const japanese = await page("/ja/");
    const words = siteCatalogs.ja.home.examples;
    const hero = /<figure[^>]*data-hero-example[\s\S]*?<\/figure>/.exec(japanese)?.[0] ?? "";
    const strip = /<section[^>]*data-example-strip[\s\S]*?<\/section>/.exec(japanese)?.[0] ?? "";
    expect(hero).not.toBe("");
    expect(strip).not.toBe("");
    // The caption's sentence in Japanese order, the tool's link to its Japanese page.
    expect(hero).toMatch(
      /元の素材<\/span>：[^<]+。<span[^>]*>仕上がり<\/span>（<a href="\/ja\/[^"]+"[^>]*>[^<]+<\/a> で作成）：[^<]+。/,
    );
    expect(textOf(strip)).toContain(words.eyebrow);
    expect(textOf(strip)).toContain(words.heading);
    expect(textOf(strip)).toContain(words.intro);
    expect(strip).toContain('data-pause-all="すべて一時停止" data-play-all="すべて再生"');
    // Each example's own words: Resize's Japanese alt text and caption, its link to /ja/resize.
    expect(strip).toContain(
      'alt="240 × 135 になった同じ教室の GIF：机に向かう 4 人が少し動いています。"',
    );
    expect(textOf(strip)).toContain("240 × 135 の GIF、");
    expect(strip).toContain('href="/ja/resize"');
    expect(textOf(strip)).toContain("クレジット：");
    for (const html of [hero, strip]) {
      expect(html).not.toContain('lang="en"');
      expect(html).not.toMatch(/href="\/(?!ja\/|examples\/)/);
      for (const alt of [...html.matchAll(/ alt="([^"]*)"/g)].map((m) => m[1] ?? ""))
        expect(alt, alt).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      const text = textOf(html);
      for (const english of [
        "Before",
        "After",
        " with ",
        "Real results",
        "Made by GifKit",
        "Pause all",
        "Play all",
        " result",
        " input",
        "Credit",
        " frames",
        "sample video",
        "Play",
      ])
        expect(text, english).not.toContain(english);
    }
    // English stays as it was.
    const english = await page("/");
    expect(textOf(english)).toContain("Real results Made by GifKit, not mocked up");
    expect(english).toMatch(
      /Before<\/span>: [^<]+\. <span[^>]*>After<\/span>, with <a href="\/[^"]+"[^>]*>[^<]+<\/a>: [^<]+\./,
    );
  });

  test("the legal pages in every language: the English version binds, the English page's date, numbers from code", async () => {
    const legalPaths = ["/privacy-policy", "/terms", "/cookie-policy"] as const;
    expect(translatedStaticPagePaths).toEqual(expect.arrayContaining([...legalPaths]));
    const dateOf = (html: string) =>
      /<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/.exec(html);
    for (const path of legalPaths) {
      const english = await page(path);
      const englishDate = dateOf(english);
      expect(englishDate?.[1], path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The English page is the text that binds: it has no such line.
      expect(english, path).not.toContain("data-english-binds");
      for (const language of prefixedLanguages) {
        const address = localizedPath(path, language);
        const html = await page(address);
        const { copy } = pageCopyFor(path, new Request(`${siteOrigin}${address}`));
        // Near the top, before the page's first section: the line in the page's language,
        // with a link to the English page itself (no language prefix).
        const line = /<p data-english-binds[^>]*>([\s\S]*?)<\/p>/.exec(html);
        expect(line, address).not.toBeNull();
        expect(html.indexOf("data-english-binds"), address).toBeLessThan(html.indexOf("<h2"));
        expect(decodeEntities(line![1]!.replace(/<[^>]+>/g, "")), address).toBe(
          plainText(copy.englishBinds),
        );
        expect(line![1], address).toMatch(new RegExp(`<a href="${path}" hrefLang="en"`));
        // The same day as the English page's date, written the language's way.
        const date = dateOf(html);
        expect(date?.[1], address).toBe(englishDate?.[1]);
        expect(decodeEntities(date?.[2] ?? ""), address).toBe(
          new Intl.DateTimeFormat(language.code, { dateStyle: "long", timeZone: "UTC" }).format(
            new Date(`${englishDate?.[1]}T00:00:00Z`),
          ),
        );
        // Every placeholder filled, every sentence in the page's language.
        const main = textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "");
        expect(main, address).not.toMatch(/\{\w+\}|\*\*|\]\(/);
        expect(main, address).toContain(copy.heading);
      }
    }
    // Numbers and names from code: the retention time and upload limit (privacy), the banner's
    // own button names (cookie policy), the support address as a mailto link.
    const minutes = String(defaultLimits.resultTtlMinutes);
    const japanesePrivacy = textOf(await page("/ja/privacy-policy"));
    expect(japanesePrivacy).toContain(`作成から ${minutes} 分後に削除されます`);
    expect(japanesePrivacy).toContain(
      `ファイルは 1 つ ${formatMegabytes(defaultLimits.maxUploadBytes)} までです`,
    );
    const germanCookies = await page("/de/cookie-policy");
    expect(textOf(germanCookies)).toContain(`${siteCatalogs.de.consent.accept} erlaubt`);
    expect(germanCookies).toContain(`<strong>${siteCatalogs.de.shell.cookieSettings}</strong>`);
    expect(await page("/fr/terms")).toContain(
      `<a href="mailto:${supportEmail}">${supportEmail}</a>`,
    );
    // Links inside the text stay in the page's language.
    expect(await page("/fr/privacy-policy")).toContain('href="/fr/cookie-policy"');
  });

  // The static pages not yet written in other languages.
  const stillEnglishPaths = staticPagePaths.filter(
    (path) => !(translatedStaticPagePaths as readonly string[]).includes(path),
  );
  test("every static page is written in every language (none left in English under /<lang>/)", () => {
    expect(stillEnglishPaths).toEqual([]);
  });

  test("the help center in Japanese: its own words, canonical, hreflang both ways, sitemap", async () => {
    expect(stillEnglishPaths).not.toContain("/help");
    const html = await page("/ja/help");
    const head = headOf(html);
    expect(htmlLangOf(html)).toBe("ja");
    expect(head.title).toBe("ヘルプセンター | GifKit");
    expect(head.canonical).toBe(`${siteOrigin}/ja/help`);
    expect(alternatesOf(html).ja).toBe(`${siteOrigin}/ja/help`);
    expect(alternatesOf(html).en).toBe(`${siteOrigin}/help`);
    // The English page names the Japanese one back.
    expect(alternatesOf(await page("/help")).ja).toBe(`${siteOrigin}/ja/help`);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    expect(main).not.toContain('lang="en"');
    const text = textOf(main);
    // Numbers from the enforced limits, tools by their Japanese names, the contact page's reply time.
    expect(text).toContain(
      `1 ファイルは ${formatMegabytes(defaultLimits.maxUploadBytes)} までです`,
    );
    expect(text).toContain(`合計 ${defaultLimits.maxVideoSelectionSeconds} 秒まで`);
    expect(text).toContain(`できあがってから ${defaultLimits.resultTtlMinutes} 分後に削除されます`);
    expect(text).toContain("動画から GIF：MP4");
    expect(text).toContain("「最適化」の「SNS 向け」プリセット");
    expect(text).toContain("GIF を切り抜く");
    expect(text).toContain("2 営業日以内に返信します。");
    expect(text).not.toMatch(/\{\w+\}|\]\(/);
    // Links stay in Japanese; the blog (English) says so.
    for (const href of ["/ja/faq", "/ja/contact", "/ja/crop", "/ja/gif-maker"])
      expect(main, href).toContain(`href="${href}"`);
    expect(main).toMatch(/<a hrefLang="en"[^>]*href="\/blog"/);
    expect(main).toMatch(/<a hrefLang="en"[^>]*href="\/blog\/how-to-make-gifs-from-videos"/);
    expect(text).toContain("（英語）");
    // The FAQPage structured data is the Japanese questions.
    const faq = head.nodes.find((node) => node["@type"] === "FAQPage") as
      | { mainEntity: { name: string }[] }
      | undefined;
    expect(faq?.mainEntity.map((entry) => entry.name)).toContain(
      "なぜファイルをサーバーに送るのですか？",
    );
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteOrigin}/ja/help</loc>`);
  });

  test("the switcher on each page leads to the same page in every language", async () => {
    for (const address of ["/es/resize", "/ja", "/pt-br/faq", "/resize"]) {
      const html = await page(address);
      const englishPath = address.replace(/^\/(es|ja|pt-br)(?=\/|$)/, "") || "/";
      for (const language of languages) {
        const link = `href="${localizedPath(englishPath, language)}" hrefLang="${language.hreflang}"`;
        // Header and footer.
        expect(html.split(link).length - 1, `${address} → ${language.code}`).toBe(2);
      }
    }
  });

  test("the sitemap lists every language's pages; links in every language lead somewhere", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const locations = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (const language of prefixedLanguages)
      for (const path of translatedPagePaths(language.code))
        expect(locations, `${language.code} ${path}`).toContain(
          `${siteOrigin}${localizedPath(path, language)}`,
        );
    // A light crawl: every internal link of two languages' home and a tool page answers 200.
    const links = new Set<string>();
    for (const address of ["/es", "/ja", "/es/video-to-gif", "/ja/gif-maker", "/de/404"]) {
      const html = await page(address);
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g))
        if (!match[1]!.startsWith("/api/")) links.add(match[1]!);
    }
    expect(links.size).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const link of links) {
      const response = await fetch(`${server.baseUrl}${link}`, { redirect: "manual" });
      if (response.status !== 200) broken.push(`${link}: ${response.status}`);
    }
    expect(broken).toEqual([]);
  });
});
