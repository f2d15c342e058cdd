import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { legalValues } from "../../src/site/legal-values.server.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import { MarkedText } from "../../src/ui/marked-text.tsx";
import type { Route } from "./+types/terms";

/**
 * Runs at build time: the page's words in its language (i18n/pages/terms/<code>.ts) with the
 * limits from the enforced constants, and its date: the last real change of the English text,
 * which binds.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language, copy } = pageCopyFor("/terms", request, legalValues(request));
  return { copy, updated: lastChanged("terms", language.code) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/terms",
    type: "WebPage",
    crumb: copy.crumb,
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { copy, updated } = loaderData;
  return (
    <LegalPage copy={copy} updated={updated}>
      <h2 id="service">{copy.serviceHeading}</h2>
      <p>{copy.service}</p>

      <h2 id="your-content">{copy.contentHeading}</h2>
      {copy.content.map((paragraph) => (
        <p key={paragraph}>
          <MarkedText text={paragraph} />
        </p>
      ))}

      <h2 id="acceptable-use">{copy.useHeading}</h2>
      <p>{copy.useIntro}</p>
      <ul>
        {copy.uses.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2 id="limits">{copy.limitsHeading}</h2>
      <p>
        <MarkedText text={copy.limits} />
      </p>

      <h2 id="api">{copy.apiHeading}</h2>
      <p>
        <MarkedText text={copy.api} />
      </p>

      <h2 id="ai">{copy.aiHeading}</h2>
      <p>{copy.ai}</p>

      <h2 id="warranty">{copy.warrantyHeading}</h2>
      <p>{copy.warranty}</p>

      <h2 id="liability">{copy.liabilityHeading}</h2>
      <p>{copy.liability}</p>

      <h2 id="changes">{copy.changesHeading}</h2>
      <p>
        <MarkedText text={copy.changes} />
      </p>
    </LegalPage>
  );
}
