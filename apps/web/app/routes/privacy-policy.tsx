import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { lastChanged } from "../../src/site/legal-dates.server.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { retention } from "../../src/site/retention.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";
import type { Route } from "./+types/privacy-policy";

const title = titled("Privacy Policy");
const description = `How GifKit handles your files and data: processed on our servers, uploads deleted when the task ends, results deleted after ${limitFacts.resultTtlMinutes} minutes.`;

// /privacy shows the same page; its canonical address is /privacy-policy (DESIGN §2).
export const meta = () =>
  pageMeta({
    title,
    description,
    path: "/privacy-policy",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/privacy-policy", description),
          breadcrumbs([{ name: "Privacy Policy", path: "/privacy-policy" }]),
        ]
      : undefined,
  });

/** The page's date: its last real change, at build time. */
export function loader() {
  return { updated: lastChanged("privacy") };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      updated={loaderData.updated}
      title="Privacy Policy"
      intro="This policy explains what happens to your files and data when you use GifKit, in plain words."
    >
      <h2 id="summary">The short version</h2>
      <ul>
        <li>You do not need an account. We do not ask for your name to use any tool.</li>
        <li>
          Files you upload (or links you give us) are <strong>processed on our servers</strong> and
          kept only as long as the list below says: never more than{" "}
          <strong>{limitFacts.resultTtlMinutes} minutes</strong>. Download your results before then.
        </li>
        <li>
          We never sell your files or data, and we never look at your files except to process them
          automatically.
        </li>
        <li>Advertising cookies are used only if you accept them in the cookie banner.</li>
      </ul>

      <h2 id="files">Files and links you give us</h2>
      <p>
        To make or edit a GIF, the file you choose is sent to GifKit and stored temporarily while a
        task processes it. If you paste a link, our server downloads that file for you. Each file
        may be up to {limitFacts.maxUpload}.
      </p>
      <p>How long each kind of file is kept:</p>
      <ul id="retention">
        {retention.map((rule) => (
          <li key={rule.id}>
            <strong>{rule.label}.</strong> {rule.text}
          </li>
        ))}
      </ul>
      <p>
        Deletion is automatic. We do not keep copies, use your files to train models, or share them
        with anyone.
      </p>
      <p>
        The AI GIF generator sends your text prompt (not any file) to the generation server
        configured for GifKit. The prompt is used only to make your animation.
      </p>

      <h2 id="contact-messages">Messages you send us</h2>
      <p>
        If you use the <Link to="/contact">contact form</Link>, we store your name, email address
        and message on our servers and forward them to our support inbox so we can reply. We keep
        them as long as we need to answer you and handle any follow-up. You can ask us to delete
        them at any time.
      </p>

      <h2 id="technical-data">Technical data</h2>
      <p>
        Like every web server, ours see your IP address and basic request details. We use them to
        deliver the site, to keep it secure and to apply fair-use limits (for example, how many
        tasks or messages one address can start in a period). We do not build profiles from this
        data.
      </p>

      <h2 id="cookies">Cookies and advertising</h2>
      <p>
        GifKit stores one small entry in your browser to remember your cookie choice. If you click{" "}
        <strong>Accept all</strong>, we load Google's advertising script, which may set its own
        cookies to show and measure ads. If you click <strong>Decline non-essential</strong>, no
        advertising script is loaded. You can change your choice at any time with{" "}
        <strong>Cookie Settings</strong> at the bottom of every page. Details are in our{" "}
        <Link to="/cookie-policy">cookie policy</Link>.
      </p>

      <h2 id="your-rights">Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct or delete personal
        data we hold about you, and to object to its use. Because we do not have accounts and delete
        files automatically, the only personal data we normally hold is what you send through the
        contact form. Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will
        help.
      </p>

      <h2 id="children">Children</h2>
      <p>
        GifKit is not directed at children under 13, and we do not knowingly collect data from them.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        If we change how we handle data, we will update this page and the date at the top.
        Questions? Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </LegalPage>
  );
}
