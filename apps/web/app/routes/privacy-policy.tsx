import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { legalValues } from "../../src/site/legal-values.server.ts";
import { retention } from "../../src/site/retention.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import { MarkedText } from "../../src/ui/marked-text.tsx";
import type { Route } from "./+types/privacy-policy";

/**
 * Runs at build time: the page's words in its language (i18n/pages/privacy-policy/<code>.ts)
 * with the limits and retention times from the enforced constants, and its date: the last real
 * change of the English text, which binds.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language, copy } = pageCopyFor("/privacy-policy", request, legalValues(request));
  return { copy, updated: lastChanged("privacy", language.code) };
}

// /privacy shows the same page; its canonical address is /privacy-policy (DESIGN §2).
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/privacy-policy",
    type: "WebPage",
    crumb: copy.crumb,
  });
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { copy, updated } = loaderData;
  return (
    <LegalPage copy={copy} updated={updated}>
      <h2 id="summary">{copy.summaryHeading}</h2>
      <ul>
        {copy.summary.map((item) => (
          <li key={item}>
            <MarkedText text={item} />
          </li>
        ))}
      </ul>

      <h2 id="files">{copy.filesHeading}</h2>
      <p>{copy.files}</p>
      <p>{copy.retentionIntro}</p>
      <ul id="retention">
        {/* In the enforced rules' order (packages/contracts: what the sweeper does). */}
        {retention.map((rule) => (
          <li key={rule.id}>
            <strong>
              {copy.retention[rule.id].label}
              {copy.retentionLabelEnd}
            </strong>{" "}
            {copy.retention[rule.id].text}
          </li>
        ))}
      </ul>
      {copy.afterRetention.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2 id="contact-messages">{copy.messagesHeading}</h2>
      <p>
        <MarkedText text={copy.messages} />
      </p>

      <h2 id="technical-data">{copy.technicalHeading}</h2>
      <p>{copy.technical}</p>

      <h2 id="cookies">{copy.cookiesHeading}</h2>
      <p>
        <MarkedText text={copy.cookies} />
      </p>

      <h2 id="your-rights">{copy.rightsHeading}</h2>
      <p>
        <MarkedText text={copy.rights} />
      </p>

      <h2 id="children">{copy.childrenHeading}</h2>
      <p>{copy.children}</p>

      <h2 id="changes">{copy.changesHeading}</h2>
      <p>
        <MarkedText text={copy.changes} />
      </p>
    </LegalPage>
  );
}
