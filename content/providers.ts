import { categories } from '@/functions/vocabulary/categories.js';
import { maxPlaceLength } from '@/functions/places.js';
import { defaultRadius, maxNameLength, searchRadii } from '@/functions/providers.js';
import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { finderPaths } from '@/functions/vocabulary/paths.js';
import { feedWords } from '@/functions/surfaces/finder/feed-documents.js';
import { telHref } from '@/functions/vocabulary/phones.js';
import { site } from './site';
import type { FinderContent, InlineLink } from './types';

const phoneLink = {
  text: site.contact.phone,
  href: telHref(site.contact.phone),
} as const satisfies InlineLink;

/** Where the finder's form sends its search (a GET the Cloud Function answers). */
export const finderResultsPath = finderPaths.results;

/**
 * The provider finder and the providers' own pages (functions/providers.js chooses and orders the
 * providers; functions/places.js reads the place): the words of `/providers` and of every page the
 * Cloud Function answers a search or a provider's address with.
 */
export const finderContent = {
  heading: 'Find an accredited training provider',
  intro: [
    'Every provider listed here is accredited by the scheme to train and test operators in the machine categories shown, at its training centres or on your own site. Search near a postcode, a postcode district or a town.',
    'Operators trained and tested by an accredited provider get a registration number you can check, and a card that shows it.',
  ],
  form: {
    action: finderResultsPath,
    heading: 'Search for a provider',
    whereLabel: 'Postcode, postcode district or town',
    whereHint: 'For example LS1 4AB, LS1 or Leeds.',
    whereMaxLength: maxPlaceLength,
    categoriesLegend: 'Machines (choose any)',
    categoriesHint:
      'Providers that train and test for at least one of the machines you choose. Choose none to see every provider.',
    radiusLegend: 'Distance',
    submitLabel: 'Find providers',
  },
  feeds: {
    line: [
      'Follow the providers whose accreditation is suspended or withdrawn: ',
      { text: 'Atom feed', href: finderPaths.atomFeed },
      ' or ',
      { text: 'JSON Feed', href: finderPaths.jsonFeed },
      '.',
    ],
    // Named as each feed names itself (functions/surfaces/finder/feed-documents.js).
    alternates: [
      { type: 'application/atom+xml', href: finderPaths.atomFeed, title: feedWords.title },
      { type: 'application/feed+json', href: finderPaths.jsonFeed, title: feedWords.title },
    ],
  },
  nameForm: {
    action: finderPaths.named,
    heading: 'Know the provider? Find it by name or number',
    label: 'Provider’s name or accreditation number',
    hint: 'For example Example Forklift Training, or ZZ0001.',
    maxLength: maxNameLength,
    submitLabel: 'Find this provider',
  },
  categories: Object.entries(categories).map(([code, name]) => ({ code, name })),
  radii: searchRadii.map((miles) => ({
    miles,
    label: `Within ${miles} miles`,
    chosen: miles === defaultRadius,
  })),
  errorSummaryHeading: 'There is a problem',
  errorPrefix: 'Error:',
  messages: {
    where: {
      missing: 'Enter a postcode, postcode district or town',
      tooLong: `Enter a place of ${maxPlaceLength} characters or fewer`,
      unknown:
        'Enter a UK postcode, like LS1 4AB, a postcode district, like LS1, or a town, like Leeds: we could not find that place',
      crownDependency:
        'The Isle of Man, Guernsey and Jersey are Crown Dependencies, outside the UK register this scheme keeps: enter a place in the UK, or call us to ask about training there',
      bfpo: 'A BFPO number is a forces postal address, not a place: enter the UK postcode or town where the training is needed',
    },
    category: { unknown: 'Choose machines from the list' },
    page: { pastEnd: 'There are fewer pages of results: go to the last page' },
    name: {
      missing: 'Enter a provider’s name or accreditation number',
      tooLong: `Enter a name of ${maxNameLength} characters or fewer`,
    },
  },
  results: {
    heading: 'Accredited providers near {{place}}',
    found: '{{found}}',
    pageOf: '{{pageOf}}',
    machines: 'Providers for: {{machines}}',
    labels: {
      distance: 'Where it trains',
      until: 'Accredited until',
      categories: 'Machines',
      phone: 'Phone',
      email: 'Email',
      website: 'Website',
    },
    more: 'Accreditation, centres and instructors',
    pagination: 'Pages of results',
    previous: 'Previous page',
    next: 'Next page',
  },
  none: {
    heading: 'No accredited providers found',
    paragraphs: [
      'No accredited provider{{#each chosen}} that trains for {{machineNames}}{{/each}} has a training centre within {{radius}} of {{place}}, or trains on employers’ sites there.',
      'Try a greater distance, fewer machines, or a nearby town. Or talk to us: we know who trains where.',
      ['Call us on ', phoneLink, ` (${site.contact.phoneHours}).`],
    ],
  },
  named: {
    heading: 'Providers named “{{name}}”',
    found: '{{namedFound}}',
    labels: { number: 'Accreditation number', standing: 'Standing' },
    none: {
      heading: 'No provider found',
      paragraphs: [
        'No training provider on our register has a name holding every word of “{{name}}”, or that accreditation number. Check the spelling, try fewer words, or search near a place below.',
        ['If someone claims to be accredited by the scheme, call us on ', phoneLink, '.'],
      ],
    },
  },
  nearest: {
    heading: 'The nearest accredited providers, at any distance',
    distance: 'Nearest centre',
    categories: 'Machines',
    nowhere: 'No accredited provider has a training centre anywhere yet.',
  },
  choose: {
    intro:
      'More than one place is called {{where}}. Choose the one you mean (the largest first), or search again with a postcode.',
    label: 'Places called {{where}}',
  },
  suggestion: { before: 'Did you mean ', after: '?' },
  unavailable: {
    heading: 'The provider search is unavailable',
    paragraphs: [
      'We could not reach our register just now. Nothing is wrong with your search: please try again in a minute.',
      ['If you need to find a provider now, call us on ', phoneLink, '.'],
    ],
  },
  creditHeading: 'How far, and from where',
  credit:
    'Distances are as the crow flies, from the middle of each postcode district. Postcode data: Office for National Statistics, Open Government Licence v3.0; contains OS data © Crown copyright and database right 2025; contains Royal Mail data © Royal Mail copyright and database right 2025; contains LPS Intellectual Property © Crown copyright and database right 2025. Towns: GeoNames, CC BY 4.0.',
  provider: {
    numberLabel: 'Accreditation number',
    untilLabel: 'Accredited until',
    categoriesHeading: 'Machines it may train and test for',
    pastCategoriesHeading: 'Machines it was accredited for: it may not train or test for them now',
    centresHeading: 'Training centres',
    noCentres: 'No training centre: it trains on employers’ own sites.',
    siteAreasHeading: 'Trains on employers’ sites in these postcode areas',
    contactHeading: 'Contact',
    pastContactHeading: 'Its contact details, for your records',
    pastContactNote:
      'Shown so that you can ask about training it gave before. Do not book training or tests with it: they would not be accredited by the scheme.',
    instructorsHeading: 'Instructors',
    instructorsCaption: 'Instructors who agreed to be named, with what they teach',
    instructorsIntro: [
      'Registered instructors who teach for this provider and agreed to be named here. Check any instructor’s registration, named here or not, with our ',
      { text: 'instructor check', href: '/instructors/check' },
      '.',
    ],
    noInstructors: 'No instructor has agreed to be named here.',
    instructorLabels: { name: 'Name', number: 'Registration number', categories: 'Machines' },
    registerUpdated: 'Register last updated {{registerUpdated}} (UK time).',
    checkOperators: [
      'Every operator this provider trains and tests gets a registration number on our register. ',
      { text: 'Check an operator’s registration', href: '/check' },
      ': the answer names the provider that trained them.',
    ],
    standings: {
      accredited: {
        label: 'Accredited',
        text: 'This provider is accredited by the scheme until {{accreditedUntil}} to train and test operators for the machines below.',
      },
      lapsed: {
        label: 'Accreditation ended',
        text: 'This provider’s accreditation ended on {{accreditedUntil}} and has not been renewed. Training and tests it gives now are not accredited by the scheme.',
      },
      suspended: {
        label: 'Suspended',
        since: 'Accreditation suspended since {{sinceDate}}.',
        text: 'The scheme has suspended this provider’s accreditation. Training and tests it gives while suspended are not accredited: do not rely on them. If you trained with it recently, contact us.',
      },
      withdrawn: {
        label: 'Accreditation withdrawn',
        since: 'Accreditation withdrawn on {{sinceDate}}.',
        text: 'The scheme has withdrawn this provider’s accreditation. Training and tests it gives are not accredited by the scheme.',
      },
    },
    unknown: {
      heading: 'No provider with that number',
      paragraphs: [
        'We have no training provider with accreditation number {{providerNumber}} on our register. Check the number, or search for an accredited provider below.',
        ['If someone claims that accreditation, call us on ', phoneLink, '.'],
      ],
    },
    back: 'Back to your search results',
  },
} as const satisfies FinderContent;

/** The pages of the finder and of providers among the answers (functions/answers.js). */
export type FinderAnswerKind = Extract<AnswerKind, `finder-${string}` | `provider-${string}`>;

export const finderAnswerKinds = answerKindNames.filter(
  (kind): kind is FinderAnswerKind => kind.startsWith('finder-') || kind.startsWith('provider-'),
);

/** A provider's page as search engines and link previews describe it. */
export const providerDescription =
  '{{providerName}}, accreditation number {{providerNumber}}: its standing with the scheme, the machines it may train and test for, its training centres, contact details and instructors.';

/** Each page's title, for the browser tab. */
export const finderAnswerTitles = {
  'finder-start': 'Find an accredited training provider',
  'finder-results': 'Accredited providers near {{place}}',
  'finder-none': 'No accredited providers found',
  'finder-invalid-where-missing': 'Error: find an accredited training provider',
  'finder-invalid-where-tooLong': 'Error: find an accredited training provider',
  'finder-choose-where': 'Which {{where}} do you mean?',
  'finder-invalid-where-unknown': 'Error: find an accredited training provider',
  'finder-invalid-where-crownDependency': 'Error: find an accredited training provider',
  'finder-invalid-where-bfpo': 'Error: find an accredited training provider',
  'finder-invalid-category-unknown': 'Error: find an accredited training provider',
  'finder-invalid-page-pastEnd': 'Error: find an accredited training provider',
  'finder-unavailable': 'Provider search unavailable',
  'finder-named': 'Providers named “{{name}}”',
  'finder-named-none': 'No provider found',
  'finder-invalid-name-missing': 'Error: find a provider by name or number',
  'finder-invalid-name-tooLong': 'Error: find a provider by name or number',
  'provider-accredited': '{{providerName}}: accredited training provider',
  'provider-lapsed': '{{providerName}}: accreditation ended',
  'provider-suspended': '{{providerName}}: accreditation suspended',
  'provider-withdrawn': '{{providerName}}: accreditation withdrawn',
  'provider-unknown': 'No provider with that number',
} as const satisfies Record<FinderAnswerKind, string>;

/** The page's main heading: the provider's name on its page, else the title without "Error:". */
export const finderAnswerHeading = (kind: FinderAnswerKind) =>
  kind.startsWith('provider-') && kind !== 'provider-unknown'
    ? '{{providerName}}'
    : finderAnswerTitles[kind].replace(/^Error: f/, 'F');
