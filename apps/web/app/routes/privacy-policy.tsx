import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { LegalPage } from "../../src/ui/legal-page.tsx";

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

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what happens to your files and data when you use GifKit, in plain words."
    >
      <h2 id="summary">The short version</h2>
      <ul>
        <li>You do not need an account. We do not ask for your name to use any tool.</li>
        <li>
          Files you upload (or links you give us) are <strong>processed on our servers</strong>.
          Your uploaded files are deleted as soon as their task ends, whether it succeeds or fails.
        </li>
        <li>
          The GIFs and other files we make for you are deleted{" "}
          <strong>{limitFacts.resultTtlMinutes} minutes</strong> after they are ready. Download them
          before then.
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
      <p>
        Inputs are deleted when the task ends. Results, and the status of the task, are kept for{" "}
        {limitFacts.resultTtlMinutes} minutes so you can preview and download them, then deleted
        automatically. We do not keep copies, use your files to train models, or share them with
        anyone.
      </p>
      <p>
        One exception: when Optimize shows a size estimate, the GIF it measured (your GIF, or its
        first frames if it is large) is kept like a result, for {limitFacts.resultTtlMinutes}{" "}
        minutes, so that changing a setting does not upload it again.
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
