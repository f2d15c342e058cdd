import { type RetentionRule, retentionRuleTemplates } from "@gifkit/contracts";

/**
 * The privacy policy's words in English: the text that binds, and the type every translation
 * satisfies. {minutes} and {maxUpload} come from the enforced limits; {email} is the support
 * address (a mailto link); {accept}, {decline} and {settings} are the cookie banner's and the
 * footer's own button names in the page's language. `[words](/path)` is a link, `**words**` strong.
 */
export const privacyPolicy = {
  title: "Privacy Policy",
  description:
    "How GifKit handles your files and data: processed on our servers, uploads deleted when the task ends, results deleted after {minutes} minutes.",
  crumb: "Privacy Policy",
  heading: "Privacy Policy",
  intro:
    "This policy explains what happens to your files and data when you use GifKit, in plain words.",
  updatedLabel: "Last updated:",
  englishBinds:
    "This is a translation, for your convenience. The [English version](/privacy-policy) is the one that binds.",
  summaryHeading: "The short version",
  summary: [
    "You do not need an account. We do not ask for your name to use any tool.",
    "Files you upload (or links you give us) are **processed on our servers** and kept only as long as the list below says: never more than **{minutes} minutes**. Download your results before then.",
    "We never sell your files or data, and we never look at your files except to process them automatically.",
    "Advertising cookies are used only if you accept them in the cookie banner.",
  ],
  filesHeading: "Files and links you give us",
  files:
    "To make or edit a GIF, the file you choose is sent to GifKit and stored temporarily while a task processes it. If you paste a link, our server downloads that file for you. Each file may be up to {maxUpload}.",
  retentionIntro: "How long each kind of file is kept:",
  /** What follows a kind of file's name, before its sentence. */
  retentionLabelEnd: ".",
  /** The same sentences as packages/contracts' retention rules (the FAQ, /api and OpenAPI print those). */
  retention: Object.fromEntries(
    retentionRuleTemplates.map((rule) => [rule.id, { label: rule.label, text: rule.text }]),
  ) as Record<RetentionRule["id"], { label: string; text: string }>,
  afterRetention: [
    "Deletion is automatic. We do not keep copies, use your files to train models, or share them with anyone.",
    "The AI GIF generator sends your text prompt (not any file) to the generation server configured for GifKit. The prompt is used only to make your animation.",
  ],
  messagesHeading: "Messages you send us",
  messages:
    "If you use the [contact form](/contact), we store your name, email address and message on our servers and forward them to our support inbox so we can reply. We keep them as long as we need to answer you and handle any follow-up. You can ask us to delete them at any time.",
  technicalHeading: "Technical data",
  technical:
    "Like every web server, ours see your IP address and basic request details. We use them to deliver the site, to keep it secure and to apply fair-use limits (for example, how many tasks or messages one address can start in a period). We do not build profiles from this data.",
  cookiesHeading: "Cookies and advertising",
  cookies:
    "GifKit stores one small entry in your browser to remember your cookie choice. If you click **{accept}**, we load Google's advertising script, which may set its own cookies to show and measure ads. If you click **{decline}**, no advertising script is loaded. You can change your choice at any time with **{settings}** at the bottom of every page. Details are in our [cookie policy](/cookie-policy).",
  rightsHeading: "Your rights",
  rights:
    "Depending on where you live, you may have the right to access, correct or delete personal data we hold about you, and to object to its use. Because we do not have accounts and delete files automatically, the only personal data we normally hold is what you send through the contact form. Write to {email} and we will help.",
  childrenHeading: "Children",
  children:
    "GifKit is not directed at children under 13, and we do not knowingly collect data from them.",
  changesHeading: "Changes to this policy",
  changes:
    "If we change how we handle data, we will update this page and the date at the top. Questions? Email {email}.",
};

export type PrivacyPolicyCopy = typeof privacyPolicy;
