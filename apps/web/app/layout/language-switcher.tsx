import { defaultLanguage, languages, localizedPath } from "../../src/i18n/languages.ts";
import { usePageLanguage } from "../../src/i18n/page-language.ts";
import { useLanguageSuggestions } from "../../src/i18n/suggestions.ts";
import { globeGlyph } from "../../src/ui/glyphs/globe.tsx";
import { chevronDownGlyph, Icon } from "../../src/ui/icons.tsx";

/**
 * The language switcher (header and footer), prerendered like the rest of the header: a
 * disclosure src/shell/site-shell.ts opens, with one plain link per language to this page in that
 * language. Before a link is followed the shell adds the page's query (a tool page's ?task=) and,
 * after a move inside the app, its current path; it remembers the choice (localStorage). Each link
 * carries its language's one-line suggestion, which the shell shows when the browser prefers it.
 */
export function LanguageSwitcher({ place }: { place: "header" | "footer" }) {
  const { language, path, messages } = usePageLanguage();
  const suggestions = useLanguageSuggestions();
  const panelId = `language-menu-${place}`;
  const footer = place === "footer";
  return (
    <div className="relative" data-disclosure>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-disclosure-toggle
        className={`group flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium ${
          footer
            ? "text-slate-300 hover:text-white"
            : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        }`}
      >
        <Icon glyph={globeGlyph} className="size-4" />
        <span className="sr-only">{messages.language.label}: </span>
        <span className={footer ? "" : "max-sm:sr-only"}>{language.name}</span>
        <Icon
          glyph={chevronDownGlyph}
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul
        id={panelId}
        hidden
        className={`absolute z-50 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl ${
          footer ? "bottom-full left-0 mb-1" : "top-full right-0"
        }`}
      >
        {languages.map((candidate) => (
          <li key={candidate.code}>
            <a
              href={localizedPath(path, candidate)}
              hrefLang={candidate.hreflang}
              lang={candidate.hreflang}
              aria-current={candidate.code === language.code ? "true" : undefined}
              data-language-switch={candidate.code}
              data-language-prefix={candidate.prefix}
              data-suggestion={suggestions[candidate.code]?.suggestion}
              data-suggestion-link={suggestions[candidate.code]?.suggestionLink}
              data-dismiss={suggestions[candidate.code]?.dismiss}
              className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
            >
              {candidate.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The one-line suggestion under the header, hidden until the shell finds that the browser
 * prefers (or the visitor chose) another language this page exists in; it never redirects.
 */
export function LanguageSuggestion() {
  const { path } = usePageLanguage();
  return (
    <div
      hidden
      data-language-suggestion
      className="border-b border-brand-100 bg-brand-50 text-sm text-brand-900"
    >
      <p className="container-page flex items-center justify-between gap-3 py-2">
        <span>
          <span data-suggestion-text />{" "}
          <a
            href={localizedPath(path, defaultLanguage)}
            data-suggestion-href
            className="font-semibold underline"
          >
            {defaultLanguage.name}
          </a>
        </span>
        <button
          type="button"
          data-suggestion-dismiss
          className="rounded-md px-2 py-1 font-medium hover:bg-brand-100"
        >
          ×
        </button>
      </p>
    </div>
  );
}
