import { consentStorageKey } from "../../src/consent/consent.ts";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import type { Route } from "./+types/cookie-policy";

const title = titled("Cookie Policy");
const description =
  "Which cookies and browser storage GifKit uses, why, and how to accept, decline or change your choice at any time with Cookie Settings.";

export const meta = () =>
  pageMeta({
    title,
    description,
    path: "/cookie-policy",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/cookie-policy", description),
          breadcrumbs([{ name: "Cookie Policy", path: "/cookie-policy" }]),
        ]
      : undefined,
  });

/** The page's date: its last real change, at build time. */
export function loader() {
  return { updated: lastChanged("cookies") };
}

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      updated={loaderData.updated}
      copy={{
        heading: "Cookie Policy",
        intro: "GifKit keeps cookies to a minimum. Here is everything we store and why.",
        updatedLabel: "Last updated:",
        englishBinds: "",
      }}
    >
      <h2 id="what">What cookies are</h2>
      <p>
        Cookies and similar browser storage (such as localStorage) let a site remember small pieces
        of information between visits. Some are essential for a site to work; others are used for
        advertising or measurement.
      </p>

      <h2 id="essential">Essential storage</h2>
      <section
        className="table-scroll"
        aria-label="Essential storage"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Purpose</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>{consentStorageKey}</code>
              </td>
              <td>localStorage</td>
              <td>Remembers whether you accepted or declined non-essential cookies.</td>
              <td>Until you clear it</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p>
        GifKit itself sets no tracking cookies and has no accounts, so there are no login cookies.
      </p>

      <h2 id="advertising">Advertising cookies (only with consent)</h2>
      <p>
        GifKit is paid for by ads from Google AdSense. The advertising script is loaded only after
        you click <strong>Accept all</strong>. Google may then set cookies (such as{" "}
        <code>__gads</code>, <code>__gpi</code> and <code>IDE</code>) to show ads, limit how often
        you see them, measure them and, where allowed, personalise them. Google's own policies
        describe these cookies.
      </p>
      <p>
        Before you choose, we tell Google's consent system that advertising, analytics, ad user data
        and ad personalisation are <strong>denied</strong>; only functionality and security storage
        are allowed.
      </p>

      <h2 id="choice">Your choice</h2>
      <ul>
        <li>
          <strong>Accept all</strong> allows the advertising cookies described above.
        </li>
        <li>
          <strong>Decline non-essential</strong> keeps them off; no advertising script is loaded.
          The tools work the same either way.
        </li>
      </ul>
      <p>
        You can change your mind at any time with <strong>Cookie Settings</strong> at the bottom of
        every page, or here:
      </p>
      <p>
        {/* Answered by src/shell/site-shell.ts, like the footer's Cookie Settings. */}
        <button type="button" className="btn btn-secondary" data-consent-reopen>
          Open Cookie Settings
        </button>
      </p>
      <p>
        You can also delete cookies and site data in your browser's settings. Questions:{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </LegalPage>
  );
}
