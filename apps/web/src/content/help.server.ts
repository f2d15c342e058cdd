import { defaultLimits } from "@gifkit/contracts";
import { toolEditorText } from "../i18n/editor-text.server.ts";
import type { Language, LanguageCode } from "../i18n/languages.ts";
import { languageOfRequest, pageCopyFor } from "../i18n/page-copies.server.ts";
import { toolAtPage, toolNamesByPage, toolShortName } from "../i18n/tool-names.server.ts";
import { toolTranslation } from "../i18n/tool-translations.server.ts";
import { limitFacts } from "../site/limits.ts";
import { highlightedTools } from "../site/tools.server.ts";

/**
 * The copy's tool placeholders and the pages of the tools they name (the site names no tool by
 * its id, issue 36); {optimize} is Optimize's short name, as the English sentences call it.
 */
const toolPlaceholders = { videoToGif: "/video-to-gif", gifMaker: "/gif-maker" } as const;
const optimizePage = "/optimize";

/**
 * Runs at build time (the help center's loader): the page's words in the request's language
 * (i18n/pages/help/<code>.ts) with the enforced limits and the tools' names in that language
 * filled in, every number through Intl; the tools' quick starts from their about.ts highlights.
 */
export function helpPageData(request: Request) {
  const code = languageOfRequest(request).code;
  const { language, copy } = pageCopyFor("/help", request, {
    maxVideoSelectionSeconds: defaultLimits.maxVideoSelectionSeconds,
    // The accepted extensions: a list of names, the same in every language.
    videoFormats: limitFacts.videoFormats,
    imageFormats: limitFacts.imageFormats,
    gifFormats: limitFacts.gifFormats,
    ...toolNamesByPage(toolPlaceholders, code),
    optimize: toolShortName(optimizePage, code),
    ...presetNames(code),
  });
  return {
    language,
    copy,
    toolQuickStarts: toolQuickStarts(language),
    troubleshooting: Object.values(copy.troubleshooting).map((group) => ({
      area: group.area,
      problems: Object.values(group.problems).map((problem) => ({
        title: problem.title,
        fix: Object.values(problem.fix) as string[],
      })),
    })),
    platformTips: Object.values(copy.platformTips),
    faq: Object.values(copy.faq),
    // The same reply time as the contact page says.
    contactResponse: pageCopyFor("/contact", request).copy.response,
  };
}

/** Optimize's presets as its editor names them in the language ({socialPreset}, {webPreset}). */
function presetNames(code: LanguageCode): Record<string, string> {
  const words = toolEditorText(toolAtPage(optimizePage).id, code) as
    | { presetLabels?: { social: string; web: string } }
    | undefined;
  if (!words?.presetLabels) throw new Error("help: Optimize's editor names no presets");
  return { socialPreset: words.presetLabels.social, webPreset: words.presetLabels.web };
}

/** The tools' quick starts (about.ts `helpQuickStart`), in the page's language. */
function toolQuickStarts(language: Language) {
  return highlightedTools("helpQuickStart").map(({ tool, highlight }) => {
    const words = toolTranslation(tool.id, language.code)?.helpQuickStart ?? highlight;
    return { to: tool.path, icon: tool.icon, title: words.title, text: words.text };
  });
}
