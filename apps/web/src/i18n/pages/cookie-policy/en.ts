/**
 * The cookie policy in English: the text that binds, and the type every translation satisfies.
 * {accept}, {decline} and {settings} are the cookie banner's and the footer's own button names in
 * the page's language; {email} is the support address (a mailto link). `[words](/path)` is a link,
 * `**words**` strong, `` `name` `` a cookie's name.
 */
export const cookiePolicy = {
  title: "Cookie Policy",
  description:
    "Which cookies and browser storage GifKit uses, why, and how to accept, decline or change your choice at any time with Cookie Settings.",
  crumb: "Cookie Policy",
  heading: "Cookie Policy",
  intro: "GifKit keeps cookies to a minimum. Here is everything we store and why.",
  updatedLabel: "Last updated:",
  englishBinds:
    "This is a translation, for your convenience. The [English version](/cookie-policy) is the one that binds.",
  whatHeading: "What cookies are",
  what: "Cookies and similar browser storage (such as localStorage) let a site remember small pieces of information between visits. Some are essential for a site to work; others are used for advertising or measurement.",
  essentialHeading: "Essential storage",
  table: {
    name: "Name",
    type: "Type",
    purpose: "Purpose",
    kept: "Kept",
    consentPurpose: "Remembers whether you accepted or declined non-essential cookies.",
    consentKept: "Until you clear it",
  },
  noTracking:
    "GifKit itself sets no tracking cookies and has no accounts, so there are no login cookies.",
  advertisingHeading: "Advertising cookies (only with consent)",
  advertising: [
    "GifKit is paid for by ads from Google AdSense. The advertising script is loaded only after you click **{accept}**. Google may then set cookies (such as `__gads`, `__gpi` and `IDE`) to show ads, limit how often you see them, measure them and, where allowed, personalise them. Google's own policies describe these cookies.",
    "Before you choose, we tell Google's consent system that advertising, analytics, ad user data and ad personalisation are **denied**; only functionality and security storage are allowed.",
  ],
  choiceHeading: "Your choice",
  choices: [
    "**{accept}** allows the advertising cookies described above.",
    "**{decline}** keeps them off; no advertising script is loaded. The tools work the same either way.",
  ],
  changeMind:
    "You can change your mind at any time with **{settings}** at the bottom of every page, or here:",
  openSettings: "Open Cookie Settings",
  browser:
    "You can also delete cookies and site data in your browser's settings. Questions: {email}.",
};

export type CookiePolicyCopy = typeof cookiePolicy;
