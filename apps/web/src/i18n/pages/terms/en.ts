/**
 * The terms of service in English: the text that binds, and the type every translation
 * satisfies. {minutes} and {maxUpload} come from the enforced limits; {email} is the support
 * address (a mailto link). `[words](/path)` is a link.
 */
export const terms = {
  title: "Terms of Service",
  description:
    "The terms for using GifKit's free GIF tools and API: your content stays yours, use the tools lawfully, and the service is provided as is.",
  crumb: "Terms of Service",
  heading: "Terms of Service",
  intro: "By using GifKit's web site, tools or API you agree to these terms.",
  updatedLabel: "Last updated:",
  englishBinds:
    "This is a translation, for your convenience. The [English version](/terms) is the one that binds.",
  serviceHeading: "The service",
  service:
    "GifKit provides free online tools and an HTTP API to create and edit animated GIFs. The service is free of charge and supported by advertising. We may add, change or remove features, and we may limit or suspend access to protect the service and its users.",
  contentHeading: "Your content",
  content: [
    "You keep all rights to the files you upload and the GIFs you make. You give us only the permission needed to process your files to produce the result you asked for. Files are handled as described in our [privacy policy](/privacy-policy): nothing is kept more than {minutes} minutes, and uploads usually go when their task ends, so keep your own copies.",
    "You confirm that you have the right to use the content you upload or link to.",
  ],
  useHeading: "Acceptable use",
  useIntro: "You agree not to use GifKit to:",
  uses: [
    "process content that is illegal, infringes someone else's rights, or sexualises minors;",
    "harass, threaten or defame anyone, or spread malware;",
    "overload, probe or work around the service's limits, for example by automated bulk requests beyond the documented fair-use limits;",
    "make our servers fetch content from addresses you are not allowed to access.",
  ],
  limitsHeading: "Limits",
  limits:
    "Uploads and linked files may be up to {maxUpload} each. Other limits on image size, frame count and output size apply to every tool and are listed on the [FAQ](/faq). A request over a limit is refused with a message that names the limit.",
  apiHeading: "The API",
  api: "The [public API](/api) may be used for personal and commercial projects under the same terms and limits. Please identify your application in the User-Agent header and back off when asked to (HTTP 429 or 503 with Retry-After).",
  aiHeading: "AI generated content",
  ai: "Animations made by the AI GIF generator are produced automatically from your prompt. Results can be unexpected; you are responsible for how you use them.",
  warrantyHeading: "No warranty",
  warranty:
    'GifKit is provided "as is" and "as available", without warranties of any kind. We do our best to keep it running and correct but cannot promise that it will always be available, error-free or fit for a particular purpose.',
  liabilityHeading: "Limitation of liability",
  liability:
    "To the extent the law allows, GifKit is not liable for indirect or consequential losses, or for lost data, arising from your use of the service. Nothing in these terms limits liability that cannot be limited by law.",
  changesHeading: "Changes",
  changes:
    "We may update these terms; the date at the top shows the latest version. Continuing to use GifKit after a change means you accept the new terms. Questions: {email}.",
};

export type TermsCopy = typeof terms;
