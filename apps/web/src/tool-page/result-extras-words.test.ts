import { ToolUiProvider, toolUiOf } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../i18n/languages.ts";
import { toolUiCatalogs } from "../i18n/tool-ui-catalogs.server.ts";
import DestinationsPack, { PackResult, type PackStatus } from "./destinations-pack.tsx";
import { DestinationsPackLauncher } from "./destinations-pack-launcher.tsx";
import { FormatComparison, FormatRow, formatWords } from "./format-comparison.tsx";

/**
 * The format comparison and the destination pack under a GIF result (issue 38), rendered with a
 * page's language's catalog as the tool route delivers it: their words are the page's language's,
 * English only where the server's own sentences are shown (marked lang="en").
 */
const render = (code: LanguageCode, element: ReactElement) =>
  renderToStaticMarkup(
    // The provider as the tool route places it, around the part under test.
    ToolUiProvider({ value: { languageCode: code, ui: toolUiCatalogs[code] }, children: element }),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'");

const gifResult = { gif: "0123456789abcdef0123456789abcdef", sizes: { gif: 1_234_567 } };
const comparison = createElement(FormatComparison, {
  result: gifResult,
  gifUrl: "blob:x",
  downloadName: "cat.gif",
});
const pack: PackStatus = {
  batch_id: "b",
  state: "FINISHED",
  progress: 100,
  counts: { total: 2, succeeded: 1, failed: 1, cancelled: 0 },
  zip_url: "/api/batch/b/zip",
  tasks: [
    {
      task_id: "t1",
      destination: "discord-emoji",
      state: "SUCCESS",
      status: "done",
      error: null,
      download_url: "/api/download/k1",
      result: {
        gif: "k1",
        sizes: { gif: 200_000 },
        settings: {
          width: 128,
          height: 96,
          colors: 128,
          lossy: 40,
          destination: "discord-emoji",
          changes: ["Cut to the first 5 s: a Discord emoji is short."],
        },
      },
    },
    {
      task_id: "t2",
      destination: "whatsapp-animated-sticker",
      state: "FAILURE",
      status: "failed",
      error: "The input is too long.",
      download_url: null,
      result: null,
    },
  ],
};

describe("the format comparison's words", () => {
  it("English: the words as they were", () => {
    const html = text(render("en", comparison));
    expect(html).toContain("The same animation in other formats");
    expect(html).toContain("Compare formats");
    const ui = toolUiOf({ languageCode: "en", ui: toolUiCatalogs.en });
    const row = text(
      render(
        "en",
        createElement(FormatRow, {
          format: "mp4",
          words: formatWords(ui),
          smallest: true,
          size: formatWords(ui).kilobytes(1_234_567),
          download: { href: "/d", name: "cat.mp4" },
        }),
      ),
    );
    expect(row).toContain("MP4 video");
    expect(row).toContain("1,206 KB");
    expect(row).toContain("X and Reddit turn GIFs into video anyway. No transparency.");
    expect(row).toContain("Smallest");
    expect(row).toContain("Download MP4");
  });

  for (const [code, words] of [
    [
      "ja",
      [
        "同じアニメーションをほかの形式で",
        "形式を比較",
        "MP4 動画",
        "X、Reddit",
        "最小",
        "MP4 をダウンロード",
        "1,206 KB",
      ],
    ],
    [
      "es",
      [
        "La misma animación en otros formatos",
        "Comparar formatos",
        "Vídeo MP4",
        "X y Reddit",
        "El más ligero",
        "Descargar MP4",
        "1206 KB",
      ],
    ],
  ] as const) {
    it(`${code}: every word in the page's language`, () => {
      const ui = toolUiOf({ languageCode: code, ui: toolUiCatalogs[code] });
      const html =
        text(render(code, comparison)) +
        text(
          render(
            code,
            createElement(FormatRow, {
              format: "mp4",
              words: formatWords(ui),
              smallest: true,
              size: formatWords(ui).kilobytes(1_234_567),
              download: { href: "/d", name: "cat.mp4" },
            }),
          ),
        );
      for (const word of words) expect(html).toContain(word);
      for (const english of ["Compare formats", "MP4 video", "Smallest", "Download", "anyway"])
        expect(html).not.toContain(english);
    });
  }
});

describe("the destination pack's words", () => {
  it("English: the launcher, the form and the README's line as they were", () => {
    const html =
      text(render("en", createElement(DestinationsPackLauncher, { gifKey: "k", gifBytes: 1 }))) +
      text(render("en", createElement(DestinationsPack, { gifKey: "k", gifBytes: 1 }))) +
      text(render("en", createElement(PackResult, { pack, gifBytes: 1_000_000 })));
    expect(html).toContain("For several places at once");
    expect(html).toContain("Choose places");
    expect(html).toContain("Tick the places; each gets its own file, made to meet its limits.");
    expect(html).toContain("Make for 3 places");
    expect(html).toContain("Discord emoji");
    expect(html).toContain("at most 250 KiB, at most 128 × 128 px, GIF");
    expect(html).toContain("1 of 2 places made.");
    expect(html).toContain(
      "discord-emoji.gif for Discord emoji (discord-emoji): meets at most 250 KiB",
    );
    expect(html).toContain("Download all as ZIP");
    expect(html).not.toContain('lang="en"');
  });

  for (const [code, words] of [
    [
      "ja",
      [
        "複数の投稿先にまとめて",
        "投稿先を選ぶ",
        "3 か所分を作成",
        "Discord の絵文字",
        "250 KiB まで、128 × 128 px まで、GIF",
        "2 か所中 1 か所を作成しました。",
        "Discord の絵文字（discord-emoji）用の discord-emoji.gif：250 KiB まで",
        "200,000 バイト、128 × 96 px（入力：1,000,000）。",
        "128 色、非可逆圧縮 40 でサイズ内に収めました。",
        "WhatsApp のアニメーションステッカー（whatsapp-animated-sticker）：作成されませんでした。",
        "discord-emoji.gif をダウンロード",
        "すべてを ZIP でダウンロード",
      ],
    ],
    [
      "es",
      [
        "Para varios sitios a la vez",
        "Elegir destinos",
        "Crear para 3 destinos",
        "Emoji de Discord",
        "250 KiB como máximo, 128 × 128 px como máximo, GIF",
        "1 de 2 destinos listos.",
        "discord-emoji.gif para ",
        "Cambios:",
        "Descargar todo en un ZIP",
      ],
    ],
  ] as const) {
    it(`${code}: every word in the page's language, the server's sentences marked English`, () => {
      const launcher = render(
        code,
        createElement(DestinationsPackLauncher, { gifKey: "k", gifBytes: 1 }),
      );
      const form = render(code, createElement(DestinationsPack, { gifKey: "k", gifBytes: 1 }));
      const result = render(code, createElement(PackResult, { pack, gifBytes: 1_000_000 }));
      const html = text(launcher) + text(form) + text(result);
      for (const word of words) expect(html).toContain(word);
      for (const english of ["places", "Choose", "Tick", "at most", "meets", "Download", "emoji ("])
        expect(html).not.toContain(english);
      expect(result).toContain(
        '<span lang="en"> Cut to the first 5 s: a Discord emoji is short.</span>',
      );
      expect(result).toContain('<span lang="en"> The input is too long.</span>');
    });
  }

  it("ja: what a place changed, from the result's change_details, in Japanese and not marked English", () => {
    const [made, failed] = pack.tasks as [PackStatus["tasks"][number], PackStatus["tasks"][number]];
    const withDetails: PackStatus = {
      ...pack,
      tasks: [
        {
          ...made,
          result: {
            gif: "k1",
            sizes: { gif: 200_000 },
            settings: {
              width: 128,
              height: 96,
              colors: 256,
              lossy: 0,
              destination: "discord-emoji",
              changes: ["Made smaller to 128 × 96 px (Discord emoji: at most 128 × 128 px)."],
              change_details: [
                {
                  id: "made-smaller-within",
                  values: {
                    width_px: 128,
                    height_px: 96,
                    box_width_px: 128,
                    box_height_px: 128,
                    destination: "discord-emoji",
                  },
                },
              ],
            },
          },
        },
        failed,
      ],
    };
    const result = render(
      "ja",
      createElement(PackResult, { pack: withDetails, gifBytes: 1_000_000 }),
    );
    expect(text(result)).toContain(
      "変更点： 128 × 96 px に縮小しました（Discord の絵文字 は 128 × 128 px まで）。",
    );
    expect(result).not.toContain("Made smaller");
    // Only the failure's reason stays the server's English.
    expect(result.match(/lang="en"/g)).toHaveLength(1);
  });
});
