import { Link } from "react-router";
import { ContactForm } from "../../src/contact/contact-form.tsx";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { checkGlyph } from "../../src/ui/glyphs/check.tsx";
import { clockGlyph } from "../../src/ui/glyphs/clock.tsx";
import { lockGlyph } from "../../src/ui/glyphs/lock.tsx";
import { Icon, mailGlyph } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";

const title = titled("Contact Us");
const description =
  "Questions, feedback or a problem with a GIF tool? Send GifKit a message or email support. We reply within 2 business days.";

export const meta = () =>
  pageMeta({
    title,
    description,
    path: "/contact",
    structuredData: import.meta.env.SSR
      ? [
          webPage("ContactPage", title, "/contact", description),
          breadcrumbs([{ name: "Contact", path: "/contact" }]),
        ]
      : undefined,
  });

export default function Contact() {
  return (
    <>
      <PageIntro crumbs={[{ name: "Home", to: "/" }, { name: "Contact" }]} title="Contact us">
        <p>Questions, ideas or a problem with a tool? We read every message.</p>
      </PageIntro>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <section aria-labelledby="form-heading" className="card self-start p-6 sm:p-8">
          <h2 id="form-heading" className="text-xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-slate-600">All fields are required.</p>
          <ContactForm />
        </section>

        <aside className="space-y-5">
          <div className="card p-6">
            <h2 className="font-semibold text-slate-900">Contact details</h2>
            <ul className="mt-4 space-y-4 text-sm">
              <li className="flex gap-3">
                <Icon glyph={mailGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">Email</span>
                  <a href={`mailto:${supportEmail}`} className="text-link">
                    {supportEmail}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon glyph={clockGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">Support hours</span>
                  <span className="text-slate-600">Monday to Friday, 9:00–17:00 GMT</span>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon glyph={checkGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">Response time</span>
                  <span className="text-slate-600">We reply within 2 business days.</span>
                </span>
              </li>
            </ul>
          </div>
          <div className="card p-6">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon glyph={lockGlyph} className="size-4 text-brand-700" />
              Your privacy
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              We use your name and email only to answer you. Your message is stored on our servers
              and sent to our support inbox; see the{" "}
              <Link to="/privacy-policy" className="text-link">
                privacy policy
              </Link>
              .
            </p>
          </div>
          <nav aria-label="Other help" className="card p-6 text-sm">
            <h2 className="font-semibold text-slate-900">Looking for something else?</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <Link to="/help" className="text-link">
                  Help center
                </Link>
              </li>
              <li>
                <Link to="/faq" className="text-link">
                  Frequently asked questions
                </Link>
              </li>
              <li>
                <Link to="/" className="text-link">
                  GifKit home
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
