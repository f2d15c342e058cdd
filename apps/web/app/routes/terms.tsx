import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import type { Route } from "./+types/terms";

const title = titled("Terms of Service");
const description =
  "The terms for using GifKit's free GIF tools and API: your content stays yours, use the tools lawfully, and the service is provided as is.";

export const meta = () =>
  pageMeta({
    title,
    description,
    path: "/terms",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/terms", description),
          breadcrumbs([{ name: "Terms of Service", path: "/terms" }]),
        ]
      : undefined,
  });

/** The page's date: its last real change, at build time. */
export function loader() {
  return { updated: lastChanged("terms") };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      updated={loaderData.updated}
      copy={{
        heading: "Terms of Service",
        intro: "By using GifKit's web site, tools or API you agree to these terms.",
        updatedLabel: "Last updated:",
        englishBinds: "",
      }}
    >
      <h2 id="service">The service</h2>
      <p>
        GifKit provides free online tools and an HTTP API to create and edit animated GIFs. The
        service is free of charge and supported by advertising. We may add, change or remove
        features, and we may limit or suspend access to protect the service and its users.
      </p>

      <h2 id="your-content">Your content</h2>
      <p>
        You keep all rights to the files you upload and the GIFs you make. You give us only the
        permission needed to process your files to produce the result you asked for. Files are
        handled as described in our <Link to="/privacy-policy">privacy policy</Link>: nothing is
        kept more than {limitFacts.resultTtlMinutes} minutes, and uploads usually go when their task
        ends, so keep your own copies.
      </p>
      <p>You confirm that you have the right to use the content you upload or link to.</p>

      <h2 id="acceptable-use">Acceptable use</h2>
      <p>You agree not to use GifKit to:</p>
      <ul>
        <li>
          process content that is illegal, infringes someone else's rights, or sexualises minors;
        </li>
        <li>harass, threaten or defame anyone, or spread malware;</li>
        <li>
          overload, probe or work around the service's limits, for example by automated bulk
          requests beyond the documented fair-use limits;
        </li>
        <li>make our servers fetch content from addresses you are not allowed to access.</li>
      </ul>

      <h2 id="limits">Limits</h2>
      <p>
        Uploads and linked files may be up to {limitFacts.maxUpload} each. Other limits on image
        size, frame count and output size apply to every tool and are listed on the{" "}
        <Link to="/faq">FAQ</Link>. A request over a limit is refused with a message that names the
        limit.
      </p>

      <h2 id="api">The API</h2>
      <p>
        The <Link to="/api">public API</Link> may be used for personal and commercial projects under
        the same terms and limits. Please identify your application in the User-Agent header and
        back off when asked to (HTTP 429 or 503 with Retry-After).
      </p>

      <h2 id="ai">AI generated content</h2>
      <p>
        Animations made by the AI GIF generator are produced automatically from your prompt. Results
        can be unexpected; you are responsible for how you use them.
      </p>

      <h2 id="warranty">No warranty</h2>
      <p>
        GifKit is provided "as is" and "as available", without warranties of any kind. We do our
        best to keep it running and correct but cannot promise that it will always be available,
        error-free or fit for a particular purpose.
      </p>

      <h2 id="liability">Limitation of liability</h2>
      <p>
        To the extent the law allows, GifKit is not liable for indirect or consequential losses, or
        for lost data, arising from your use of the service. Nothing in these terms limits liability
        that cannot be limited by law.
      </p>

      <h2 id="changes">Changes</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. Continuing to use
        GifKit after a change means you accept the new terms. Questions:{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </LegalPage>
  );
}
