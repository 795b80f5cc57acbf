/**
 * The content model: the shapes of the specification's entities plus the few the design adds
 * (docs/decisions.md, "Content in typed modules").
 * Every content module is plain data that `satisfies` one of these types, so a missing or
 * misspelt field fails the type check; the invariants types cannot express (unique nav
 * indexes, existing files and routes) are checked by `content/content.test.ts`.
 */

/** A path under `public/`, e.g. `/images/hero/forklift.svg`. */
export type ImagePath = `/images/${string}`;

/**
 * An image with its text alternative. `alt` must describe the image; where the image is purely
 * decorative (its meaning is already in nearby text) say so with `decorative: true` and `alt: ''`.
 */
export type ImageRef = {
  src: ImagePath;
  width: number;
  height: number;
} & ({ alt: string; decorative?: false } | { alt: ''; decorative: true });

/** A link inside running text. Internal links start with `/`; external ones with `https://`. */
export type InlineLink = { text: string; href: string };

/** Running text: plain strings and links, rendered in order inside one paragraph. */
export type RichText = string | readonly (string | InlineLink)[];

// ---------------------------------------------------------------------------------------------
// Site-wide configuration: company, contact details, theme colours
// (docs/decisions.md, "Content in typed modules")
// ---------------------------------------------------------------------------------------------

export type Company = {
  name: string;
  registrationNumber: string;
  /** Where the company is registered, e.g. "England and Wales". */
  registeredIn: string;
};

export type ContactDetails = {
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  addressLine4?: string;
  addressLine5?: string;
  postcode: string;
  email: string;
  /** As shown to people, e.g. "01632 960 123". */
  phone: string;
  /** Opening hours for the phone line, shown beside it. */
  phoneHours: string;
};

export type SocialLink = { name: 'Facebook' | 'YouTube'; href: `https://${string}` };

export type SiteConfig = {
  /** The scheme's full name, as used in titles and the footer. */
  name: string;
  shortName: string;
  strapLine: string;
  description: string;
  established: number;
  logo: ImageRef;
  company: Company;
  contact: ContactDetails;
  social: readonly SocialLink[];
};

/**
 * The path to every text or number in `T`, written as `npm run deploy:preflight` names fields:
 * `name`, `contact.phone`, `social[0].href`.
 */
export type FieldPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends string | number
    ? `${Prefix}${K}`
    : NonNullable<T[K]> extends readonly (infer Item)[]
      ? FieldPath<Item, `${Prefix}${K}[${number}].`>
      : NonNullable<T[K]> extends object
        ? FieldPath<NonNullable<T[K]>, `${Prefix}${K}.`>
        : never;
}[keyof T & string];

/**
 * A demonstration detail in `content/site.ts` (docs/decisions.md, "Nothing placeholder ships"),
 * marked by value: the field is a placeholder while `site`'s value at `field` still equals `value`,
 * so replacing the value clears the mark. `npm run deploy:preflight` refuses to deploy while any
 * field is still a placeholder; the content tests fail on a mark whose value no longer matches
 * (remove it then).
 */
export type DemonstrationDetail = {
  field: FieldPath<SiteConfig>;
  /** The demonstration value, exactly as `site` holds it. */
  value: string;
  /** What the real value is, completing "replace it with …". */
  replaceWith: string;
};

export type ColourScale = {
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
  DEFAULT: string;
};

export type ThemeColours = { primary: ColourScale; secondary: ColourScale };

// ---------------------------------------------------------------------------------------------
// Pages and navigation (docs/decisions.md, "Routes and navigation")
// ---------------------------------------------------------------------------------------------

export type HeaderProps = {
  /** Home: the slide carousel instead of a background image. */
  showCarousel: boolean;
  /** Title shown in the inner header instead of the page name. */
  overrideText?: string;
  /** Background of the inner header (430 px high). */
  bgImage?: ImageRef;
  /**
   * A back office's header (the staff console): only as high as its words, with no picture and
   * no button down, whatever the screen: staff come to work, not to be welcomed.
   */
  plain?: boolean;
};

export type PageEntry = {
  pageName: string;
  /** The route, without a trailing slash (`/` for Home). */
  pageUrl: string;
  /** Meta description, 50–160 characters. */
  description: string;
  headerProps: HeaderProps;
  showInNav: boolean;
  showInFooter: boolean;
  /** Order in navigation; unique across all pages. */
  index: number;
  /** Kept out of search engines and the sitemap (e.g. the thank-you page). */
  noindex?: boolean;
  /** A sector page the Company Services cards lead to: listed in the footer's Sectors column. */
  sector?: boolean;
  /** Described to search engines as a Service the organisation offers, of this type. */
  serviceType?: string;
  /**
   * The page's own image for social sharing, drawn by its `opengraph-image.png` route handler; pages
   * without one share the site's.
   */
  socialImage?: { path: string; alt: string };
  /** When the page's content last changed (ISO date), for the sitemap. */
  lastModified: `${number}-${number}-${number}`;
};

// ---------------------------------------------------------------------------------------------
// Header slides, partners and services (docs/decisions.md, "Content in typed modules")
// ---------------------------------------------------------------------------------------------

export type Slide = {
  index: number;
  imageName: string;
  imageUrl: ImagePath;
  imageAlt: string;
  title: string;
  subtitle: string;
  buttonText: string;
  /** Where the slide's button goes: an internal route or an external URL. */
  buttonAction: string;
};

export type LogoCarouselItem = {
  src: ImagePath;
  alt: string;
  width: number;
  height: number;
  /** Optional link, opened in a new tab. */
  url?: `https://${string}`;
};

export type ServiceCard = {
  title: string;
  subtitle: string;
  imageUrl: ImagePath;
  imageAlt: string;
  /** The card's illustration repeats its title, so it may be marked decorative with `imageAlt: ''`. */
  decorative?: boolean;
  /** Where the card leads: its title is the link, and the whole card answers a click. */
  navigate: string;
};

// ---------------------------------------------------------------------------------------------
// Section content: one type per block. Sections take these as props.
// ---------------------------------------------------------------------------------------------

export type HeroContent = {
  eyebrow: string;
  heading: string;
  mainText: readonly RichText[];
  images: readonly ImageRef[];
};

export type PartnersContent = {
  heading: string;
  intro: string;
  logos: readonly LogoCarouselItem[];
};

export type ServicesContent = {
  heading: string;
  intro: string;
  services: readonly ServiceCard[];
  /** Columns on large screens; the section defaults to 4. */
  columns?: 3 | 4;
};

export type CheckIntroContent = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly RichText[];
  points: readonly string[];
  image: ImageRef;
  /** The way to the operator check (`/check`). */
  checkLink: InlineLink;
};

export type TickList = { title: string; items: readonly RichText[] };

export type WhyContent = {
  heading: string;
  intro: string;
  columns: readonly [TickList, TickList, TickList];
};

export type Pillar = { title: string; text: string };

export type MissionContent = {
  eyebrow: string;
  heading: string;
  statement: string;
  pillars: readonly [Pillar, Pillar, Pillar];
  quote: { text: string; attribution: string };
};

export type BenefitItem = { title: string; text: RichText };

/**
 * The shared content view of Instructors and Accreditation
 * (docs/decisions.md, "The shared content view").
 */
export type ServicePageContent = {
  image: ImageRef;
  heading: string;
  intro: readonly RichText[];
  benefitsHeading: string;
  benefits: readonly BenefitItem[];
  closingHeading: string;
  closingText: readonly RichText[];
  prompt: { text: string; linkText: string; href: string };
};

export type CoreValue = { name: string; description: string };

export type CoreValuesContent = {
  heading: string;
  intro: string;
  values: readonly CoreValue[];
  closing: string;
};

export type DocumentSection = {
  heading: string;
  paragraphs?: readonly RichText[];
  list?: readonly RichText[];
};

/** A plain long-form page: terms, privacy, accessibility. Its title is the page's header title. */
export type DocumentContent = {
  lastUpdated: string;
  intro: readonly RichText[];
  sections: readonly DocumentSection[];
};

export type ContactFormField = {
  name: 'first-name' | 'last-name' | 'email' | 'phone-number' | 'message';
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
  maxLength: number;
  hint?: string;
};

/** The contact form's settings (docs/decisions.md, "The contact form"). */
export type ContactFormSettings = {
  heading: string;
  intro: string;
  /** Where the form posts; the form service's submit endpoint unless configured. */
  endpoint: string;
  /** The form service's public access key; empty when not configured. */
  accessKey: string;
  subject: string;
  fromName: string;
  /** Route of the page the form service redirects to after a successful submission. */
  redirectPath: string;
  fields: readonly ContactFormField[];
  honeypotLabel: string;
  submitLabel: string;
  privacyNotice: RichText;
  /** Shown instead of the form when no access key is configured. */
  unavailableText: string;
};

export type ContactContent = {
  details: ContactDetails;
  detailsHeading: string;
  detailsIntro: RichText;
  form: ContactFormSettings;
};

export type CallToActionContent = {
  heading: string;
  text: string;
  link: { text: string; href: string };
};

export type Question = {
  /** Stable, unique on the page: the question's anchor (`/questions#id`). */
  id: string;
  question: string;
  answer: readonly RichText[];
};

export type QuestionGroup = {
  /** The group's anchor, e.g. `/questions#employers`. */
  id: string;
  heading: string;
  questions: readonly Question[];
};

/** The common questions page: grouped questions with their answers (and FAQPage JSON-LD). */
export type QuestionsContent = {
  intro: readonly RichText[];
  contentsHeading: string;
  groups: readonly QuestionGroup[];
};

export type ThankYouContent = {
  heading: string;
  paragraphs: readonly RichText[];
  links: readonly { text: string; href: string }[];
};

/**
 * How many of a crew's rows had each outcome, in three groups (content/crew-counts.ts): who may
 * work, who may not and why, who was not checked. `count` and `detail` hold `{{slots}}` the
 * function fills (functions/receipt-answers.js, `crewCountValues`); `tone` styles the group.
 */
export type CrewCountsContent = {
  /** The counts' own name, for a screen reader's list of regions. */
  label: string;
  groups: readonly {
    tone: 'good' | 'bad' | 'neutral';
    label: string;
    count: string;
    detail: string;
  }[];
};

/**
 * The crew check (content/crew-check.ts): the words of `/check/crew` and of every answer the
 * Cloud Function gives to it (functions/surfaces/crew/).
 */
export type CrewCheckContent = {
  heading: string;
  intro: readonly RichText[];
  form: {
    action: string;
    heading: string;
    againHeading: string;
    keyLabel: string;
    keyHint: string;
    listLabel: string;
    listHint: string;
    fileLabel: string;
    fileHint: string;
    submitLabel: string;
  };
  errorSummaryHeading: string;
  errorPrefix: string;
  /** What to correct, by field and problem, as the answers' kinds name them. */
  messages: {
    key: { missing: string; unknown: string; inactive: string };
    list: { missing: string; tooMany: string; format: string };
    file: { format: string; tooLarge: string };
  };
  results: {
    heading: string;
    summary: string;
    counts: CrewCountsContent;
    caption: string;
    /** `position`: each row's place in the crew, printed (the list a crew's receipt leads to numbers its rows so). */
    columns: Record<
      | 'position'
      | 'where'
      | 'number'
      | 'surname'
      | 'outcome'
      | 'name'
      | 'validUntil'
      | 'reference'
      | 'verify',
      string
    >;
    verifyLink: string;
    verifyLinkLabel: string;
    record: readonly string[];
    /** The crew's receipt on screen: its QR code, the link to its answer, the receipt to copy. */
    receipt: ReceiptRecordContent & { heading: string };
    /**
     * What every printed page carries (`{{slots}}` the function fills): the account, when, the
     * crew's receipt and its QR code at the top; the scheme's phone, web address and email at the
     * foot; the page's number in its margin (`page`, `of`: "Page 2 of 3").
     */
    printed: {
      title: string;
      account: string;
      checked: string;
      receipt: string;
      confirm: { text: string; phone: string; email: string };
      page: string;
      of: string;
    };
    download: string;
    downloadNote: string;
    print: string;
  };
  limited: CheckNotice;
  /** Today's checks refused: too many found no match (functions/employers/standing.js). */
  refused: CheckNotice;
  unavailable: CheckNotice;
  method: CheckNotice;
  crossSite: CheckNotice;
};

// ---------------------------------------------------------------------------------------------
// Block configuration: which blocks appear on which page (docs/decisions.md, "Blocks on pages")
// ---------------------------------------------------------------------------------------------

/** Every block type and the props its section component takes. */
export type BlockPropsMap = {
  hero: HeroContent;
  partners: PartnersContent;
  services: ServicesContent;
  'check-intro': CheckIntroContent;
  why: WhyContent;
  mission: MissionContent;
  'service-page': ServicePageContent;
  'core-values': CoreValuesContent;
  document: DocumentContent;
  contact: ContactContent;
  'call-to-action': CallToActionContent;
  'thank-you': ThankYouContent;
  questions: QuestionsContent;
  'person-check': PersonCheckContent;
  'provider-finder': FinderContent;
  'crew-check': CrewCheckContent;
  'verify-receipt': VerifyContent;
  portal: import('./portal').PortalContent;
  console: import('./console').ConsoleContent;
  'holder-emails': import('./holders').EmailsContent;
  card: import('./card').CardContent;
};

export type BlockType = keyof BlockPropsMap;

/**
 * One entry of the component configuration. The block shows on the pages named in `activeOn`,
 * or, with `negativeSelection`, on every page except those.
 */
export type BlockConfig<Page extends string = string> = {
  [Type in BlockType]: {
    type: Type;
    activeOn: readonly Page[];
    negativeSelection?: boolean;
    props: BlockPropsMap[Type];
  };
}[BlockType];

// ---------------------------------------------------------------------------------------------
// Interface text: the words of controls and landmarks
// ---------------------------------------------------------------------------------------------

export type UiText = {
  skipLink: string;
  homeLinkSuffix: string;
  newTab: string;
  optionalField: string;
  lastUpdated: string;
  onThisPage: string;
  phone: string;
  email: string;
  address: string;
  openingHours: string;
  nav: { label: string; menu: string; close: string };
  /** The name of the header's links to the operator and instructor checks. */
  checks: string;
  breadcrumb: string;
  footer: {
    explore: string;
    sectors: string;
    information: string;
    contact: string;
    social: string;
    registeredIn: string;
    companyNumber: string;
    registeredOffice: string;
    /** On a printed page: how to reach the scheme to confirm a record. */
    confirmRecord: string;
  };
  slides: {
    label: string;
    /** A slide's place in the carousel, read out by screen readers: "2 of 3". */
    position: (n: number, total: number) => string;
    play: string;
    pause: string;
    previous: string;
    next: string;
  };
  logos: { label: string; play: string; pause: string; goTo: string };
  scrollToTop: string;
};

// ---------------------------------------------------------------------------------------------
// The person checks (docs/decisions.md, "The operator check", "The instructor check")
// ---------------------------------------------------------------------------------------------

export type CheckNotice = { heading: string; paragraphs: readonly RichText[] };

/** The fields of the report of a suspected fake card, in the form's order. */
export type ReportFieldName = 'number' | 'name' | 'seen' | 'where' | 'reporter' | 'contact';

/**
 * A person check (the operator check, the instructor check: docs/decisions.md): the words of its
 * page and of every answer the Cloud Function gives to it. What a register's answers show beyond
 * the shared ones (functions/answers.js, `personChecks`) has words here only where it has them: an
 * operator's photograph (`match.photoAlt`) and the report of a suspected fake card (`report`).
 */
export type PersonCheckContent = {
  heading: string;
  intro: readonly RichText[];
  form: {
    /** Where the form posts: the Cloud Function behind firebase.json's rewrite. */
    action: string;
    heading: string;
    /** The form's heading under an answer. */
    againHeading: string;
    numberLabel: string;
    numberHint: string;
    numberMaxLength: number;
    surnameLabel: string;
    surnameHint: string;
    surnameMaxLength: number;
    submitLabel: string;
  };
  errorSummaryHeading: string;
  /** Read before a field's error message (visually hidden). */
  errorPrefix: string;
  /** What to fix, by field and problem (functions/vocabulary/check-input.js, `readCheckInput`). */
  messages: {
    number: { missing: string; tooLong: string; format: string };
    surname: { missing: string; tooLong: string; characters: string };
  };
  match: {
    heading: string;
    /** The photograph's alternative text, where the register holds photographs. */
    photoAlt?: string;
    labels: {
      name: string;
      number: string;
      status: string;
      validUntil: string;
      /** The accredited providers the person is tied to (functions/answers.js, `providers`). */
      providers: string;
      categories: string;
      /** Categories a provider's results put on the record before the scheme confirmed them. */
      provisional: string;
      /** Why, where a provider's records were suspended together. */
      why: string;
    };
    /** Where the match names no provider on the register. */
    providersNone: string;
    /**
     * Each status's label and what it means; a suspension's label with its day (`since`, with
     * `{{sinceDate}}`), where the register knows it.
     */
    statuses: Record<'current' | 'expired', { label: string; text: string }> & {
      suspended: { label: string; since: string; text: string };
    };
    /** Under a current registration that ends within 90 days. */
    ending: string;
    closing: readonly RichText[];
  };
  /** What a match or a no-match gives an employer to keep: when, its reference, how fresh. */
  record: {
    heading: string;
    labels: {
      number: string;
      surname: string;
      checkedAt: string;
      reference: string;
      registerUpdated: string;
    };
    checkedAt: string;
    registerUpdated: string;
    note: string;
    /** What the record says of its receipt (content/verify.ts). */
    receipt: ReceiptRecordContent;
  };
  noMatch: CheckNotice;
  limited: CheckNotice;
  numberLimited: CheckNotice;
  crossSite: CheckNotice;
  unavailable: CheckNotice;
  method: CheckNotice;
  /** The report of a suspected fake card, offered under a match and a no-match. */
  report?: ReportContent;
  privacy: CheckNotice;
  categoriesHeading: string;
  categories: readonly string[];
};

/** The report of a suspected fake card (functions/reports.js). */
export type ReportContent = {
  /** Where the form posts: the Cloud Function behind firebase.json's rewrite. */
  action: string;
  summary: string;
  intro: string;
  labels: Record<ReportFieldName, string>;
  hints: Record<ReportFieldName, string>;
  maxLengths: Record<ReportFieldName, number>;
  submitLabel: string;
  /** What to fix, by field and problem (functions/reports.js, `readReport`). */
  messages: {
    number: { tooLong: string };
    name: { tooLong: string };
    seen: { missing: string; tooLong: string };
    where: { missing: string; tooLong: string };
    reporter: { missing: string; tooLong: string };
    contact: { missing: string; tooLong: string; format: string };
  };
  received: CheckNotice;
};

// ---------------------------------------------------------------------------------------------
// The provider finder and the providers' pages (content/providers.ts)
// ---------------------------------------------------------------------------------------------

export type FinderStanding = 'accredited' | 'lapsed' | 'suspended' | 'withdrawn';

export type FinderContent = {
  heading: string;
  intro: readonly RichText[];
  form: {
    /** Where the form sends its search: a GET the Cloud Function answers. */
    action: string;
    heading: string;
    whereLabel: string;
    whereHint: string;
    whereMaxLength: number;
    categoriesLegend: string;
    categoriesHint: string;
    radiusLegend: string;
    submitLabel: string;
  };
  /**
   * The feeds of the providers suspended or withdrawn: the line under the search on `/providers`
   * that links to them, and each feed as the page's head names it for feed readers.
   */
  feeds: {
    line: RichText;
    alternates: readonly { type: string; href: string; title: string }[];
  };
  /** The second form: a provider found by its name or accreditation number. */
  nameForm: {
    action: string;
    heading: string;
    label: string;
    hint: string;
    maxLength: number;
    submitLabel: string;
  };
  /** The machine categories the form offers, by code. */
  categories: readonly { code: string; name: string }[];
  /** The distances the form offers; `chosen` on the one a new search starts with. */
  radii: readonly { miles: number; label: string; chosen: boolean }[];
  errorSummaryHeading: string;
  errorPrefix: string;
  /** What to fix, by field and problem. */
  messages: {
    where: {
      missing: string;
      tooLong: string;
      unknown: string;
      crownDependency: string;
      bfpo: string;
    };
    category: { unknown: string };
    page: { pastEnd: string };
    name: { missing: string; tooLong: string };
  };
  results: {
    heading: string;
    found: string;
    pageOf: string;
    /** The machines the search is for: "Providers for: …". */
    machines: string;
    labels: {
      distance: string;
      until: string;
      categories: string;
      phone: string;
      email: string;
      website: string;
    };
    more: string;
    pagination: string;
    previous: string;
    next: string;
  };
  none: CheckNotice;
  /** The providers a search by name found, each with its standing; or none. */
  named: {
    heading: string;
    found: string;
    labels: { number: string; standing: string };
    none: CheckNotice;
  };
  /** The nearest providers at any distance, where none is within the distance chosen. */
  nearest: { heading: string; distance: string; categories: string; nowhere: string };
  /** A name several places share: the choice of them. */
  choose: { intro: string; label: string };
  /** "Did you mean …?" around a place spelt nearly right. */
  suggestion: { before: string; after: string };
  unavailable: CheckNotice;
  creditHeading: string;
  /** The sources of the places and distances, as their licences ask. */
  credit: string;
  provider: {
    numberLabel: string;
    untilLabel: string;
    categoriesHeading: string;
    /** The machines' heading on the page of a provider that is not accredited now. */
    pastCategoriesHeading: string;
    centresHeading: string;
    noCentres: string;
    siteAreasHeading: string;
    contactHeading: string;
    /** The contact's heading and warning on the page of a provider that is not accredited now. */
    pastContactHeading: string;
    pastContactNote: string;
    instructorsHeading: string;
    /** The instructors table's caption, which also names the region it scrolls in. */
    instructorsCaption: string;
    instructorsIntro: RichText;
    noInstructors: string;
    instructorLabels: { name: string; number: string; categories: string };
    registerUpdated: string;
    checkOperators: RichText;
    /**
     * Each standing's heading and what it means. A suspended or withdrawn provider's page also
     * says since when (`since`, with `{{sinceDate}}`), where the register knows the day.
     */
    standings: Record<'accredited' | 'lapsed', { label: string; text: string }> &
      Record<'suspended' | 'withdrawn', { label: string; text: string; since: string }>;
    unknown: CheckNotice;
    /** The link back to the search a provider's page was reached from, its terms kept. */
    back: string;
  };
};

// ---------------------------------------------------------------------------------------------
// Receipts: a check's record and the verify page (docs/receipts.md)
// ---------------------------------------------------------------------------------------------

/** What a check's record says of its receipt: its QR code, the link and the receipt to copy. */
export type ReceiptRecordContent = {
  /** Under the QR code, before the verify page's address: printed with the record. */
  scan: string;
  qrAlt: string;
  /** The link to the verify page's answer for this record's receipt. */
  link: string;
  /** The disclosure that shows the receipt itself, to copy. */
  show: string;
  about: string;
};

/**
 * Why a receipt does not verify (functions/receipts.js, `verifyReceipt`), and `missing`: nothing was
 * given.
 */
export type ReceiptProblemName =
  'missing' | 'malformed' | 'signature' | 'unknown-key' | 'not-ours' | 'key-period';

/** The verify page (`/verify`) and the answers of its form. */
export type VerifyContent = {
  heading: string;
  intro: readonly RichText[];
  form: {
    /** Where the form sends the receipt (a GET): the Cloud Function behind firebase.json's rewrite. */
    action: string;
    heading: string;
    /** The form's heading under an answer. */
    againHeading: string;
    label: string;
    hint: string;
    maxLength: number;
    submitLabel: string;
  };
  errorSummaryHeading: string;
  /** Read before the field's error message (visually hidden). */
  errorPrefix: string;
  /** A receipt whose signature holds: what it certifies, with `{{slots}}`, and what it does not. */
  valid: {
    heading: string;
    match: string;
    noMatch: string;
    signed: string;
    notCertifiedHeading: string;
    notCertified: readonly string[];
    /** The link to check the number again, today. */
    checkAgain: string;
  };
  /**
   * A crew's receipt whose signature holds: what it certifies (`certified`, with `{{slots}}`), its
   * counts, and its rows as kept, or why they are not listed: what is kept is not what it
   * certifies (`altered`), no longer kept (`gone`), not readable just now (`unavailable`).
   */
  crew: {
    heading: string;
    certified: string;
    counts: CrewCountsContent;
    caption: string;
    columns: Record<'position' | 'number' | 'outcome' | 'validUntil' | 'reference', string>;
    rowsNote: string;
    altered: CheckNotice;
    gone: CheckNotice;
    unavailable: CheckNotice;
    notCertified: readonly string[];
    checkAgain: string;
    checkAgainHref: string;
  };
  /** Why text is not a receipt of the scheme's; `missing` is also the field's error message. */
  invalid: Record<ReceiptProblemName, CheckNotice>;
  /** The warning against look-alike verify pages, before the scheme's own address. */
  fakeSites: { heading: string; text: string };
  method: CheckNotice;
  /** Verifying a receipt without this page: the keys, the algorithm, the type, the issuer. */
  offline: {
    heading: string;
    paragraphs: readonly RichText[];
    labels: { keys: string; algorithm: string; type: string; issuer: string };
    algorithm: string;
    type: string;
  };
};
