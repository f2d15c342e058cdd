import { consentStorageKey } from "../../src/consent/consent.ts";
import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { legalValues } from "../../src/site/legal-values.server.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import { MarkedText } from "../../src/ui/marked-text.tsx";
import type { Route } from "./+types/cookie-policy";

/**
 * Runs at build time: the page's words in its language (i18n/pages/cookie-policy/<code>.ts),
 * naming the banner's buttons as that language's banner does, and its date: the last real change
 * of the English text, which binds.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language, copy } = pageCopyFor("/cookie-policy", request, legalValues(request));
  return { copy, updated: lastChanged("cookies", language.code) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/cookie-policy",
    type: "WebPage",
    crumb: copy.crumb,
  });
};

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const { copy, updated } = loaderData;
  return (
    <LegalPage copy={copy} updated={updated}>
      <h2 id="what">{copy.whatHeading}</h2>
      <p>{copy.what}</p>

      <h2 id="essential">{copy.essentialHeading}</h2>
      <section
        className="table-scroll"
        aria-label={copy.essentialHeading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.table.name}</th>
              <th scope="col">{copy.table.type}</th>
              <th scope="col">{copy.table.purpose}</th>
              <th scope="col">{copy.table.kept}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>{consentStorageKey}</code>
              </td>
              <td>localStorage</td>
              <td>{copy.table.consentPurpose}</td>
              <td>{copy.table.consentKept}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p>{copy.noTracking}</p>

      <h2 id="advertising">{copy.advertisingHeading}</h2>
      {copy.advertising.map((paragraph) => (
        <p key={paragraph}>
          <MarkedText text={paragraph} />
        </p>
      ))}

      <h2 id="choice">{copy.choiceHeading}</h2>
      <ul>
        {copy.choices.map((item) => (
          <li key={item}>
            <MarkedText text={item} />
          </li>
        ))}
      </ul>
      <p>
        <MarkedText text={copy.changeMind} />
      </p>
      <p>
        {/* Answered by src/shell/site-shell.ts, like the footer's Cookie Settings. */}
        <button type="button" className="btn btn-secondary" data-consent-reopen>
          {copy.openSettings}
        </button>
      </p>
      <p>
        <MarkedText text={copy.browser} />
      </p>
    </LegalPage>
  );
}
