import { accessibilityContent } from './accessibility';
import { apiContent } from './api';
import { accreditationContent } from './accreditation';
import { checkContent } from './check';
import { crewCheckContent } from './crew-check';
import { instructorCheckContent } from './instructor-check';
import { finderContent } from './providers';
import { contactContent, thankYouContent } from './contact';
import { coreValuesContent } from './core-values';
import {
  checkIntroContent,
  contactPrompt,
  coreValuesLink,
  heroContent,
  missionContent,
  partnersContent,
  servicesContent,
  whyContent,
} from './home';
import { instructorsContent } from './instructors';
import type { PageName } from './pages';
import { privacyContent } from './privacy';
import { registerPrivacyContent } from './privacy-register';
import { questionsContent } from './questions';
import {
  constructionContent,
  distributionContent,
  landfillContent,
  liftingContent,
  timberContent,
} from './sectors';
import { termsContent } from './terms';
import { verifyContent } from './verify';
import { consoleContent } from './console';
import { cardContent } from './card';
import { portalContent } from './portal';
import { emailsContent } from './holders';
import type { BlockConfig } from './types';

/** Home and About share every block below Home's hero (docs/decisions.md, "Blocks on pages"). */
const homeAndAbout = ['Home', 'About'] as const satisfies readonly PageName[];

/**
 * The block configuration (docs/decisions.md, "Blocks on pages"): which blocks appear on which
 * page, in order. A page shows each block whose `activeOn` names it (or, with `negativeSelection`,
 * does not name it).
 */
export const blocks = [
  { type: 'hero', activeOn: ['Home'], props: heroContent },
  { type: 'partners', activeOn: homeAndAbout, props: partnersContent },
  { type: 'services', activeOn: homeAndAbout, props: servicesContent },
  { type: 'check-intro', activeOn: homeAndAbout, props: checkIntroContent },
  { type: 'why', activeOn: homeAndAbout, props: whyContent },
  { type: 'mission', activeOn: homeAndAbout, props: missionContent },
  { type: 'call-to-action', activeOn: ['About'], props: coreValuesLink },
  { type: 'service-page', activeOn: ['Instructors'], props: instructorsContent },
  { type: 'service-page', activeOn: ['Accreditation'], props: accreditationContent },
  { type: 'service-page', activeOn: ['Distribution and logistics'], props: distributionContent },
  { type: 'service-page', activeOn: ['Construction'], props: constructionContent },
  { type: 'service-page', activeOn: ['Landfill, recycling and quarries'], props: landfillContent },
  { type: 'service-page', activeOn: ['Timber yards'], props: timberContent },
  { type: 'service-page', activeOn: ['Lifting machinery'], props: liftingContent },
  { type: 'core-values', activeOn: ['Core Values'], props: coreValuesContent },
  { type: 'contact', activeOn: ['Contact'], props: contactContent },
  { type: 'thank-you', activeOn: ['Message sent'], props: thankYouContent },
  { type: 'document', activeOn: ['Terms & Conditions'], props: termsContent },
  { type: 'document', activeOn: ['Privacy Policy'], props: privacyContent },
  { type: 'document', activeOn: ['Privacy: the register'], props: registerPrivacyContent },
  { type: 'document', activeOn: ['Accessibility'], props: accessibilityContent },
  { type: 'document', activeOn: ['Employers’ API'], props: apiContent },
  { type: 'questions', activeOn: ['Common questions'], props: questionsContent },
  { type: 'person-check', activeOn: ['Check a registration'], props: checkContent },
  { type: 'provider-finder', activeOn: ['Find a provider'], props: finderContent },
  { type: 'person-check', activeOn: ['Check an instructor'], props: instructorCheckContent },
  { type: 'crew-check', activeOn: ['Check a crew'], props: crewCheckContent },
  { type: 'verify-receipt', activeOn: ['Verify a receipt'], props: verifyContent },
  { type: 'portal', activeOn: ['Providers’ portal'], props: portalContent },
  { type: 'console', activeOn: ['Staff console'], props: consoleContent },
  { type: 'holder-emails', activeOn: ['Emails about your registration'], props: emailsContent },
  { type: 'card', activeOn: ['Your card'], props: cardContent },
  {
    // Every page ends with a route to the contact form, except those that already end in one
    // (About ends with its link to the core values) and the staff's console, a back office.
    type: 'call-to-action',
    activeOn: [
      'About',
      'Contact',
      'Message sent',
      'Instructors',
      'Accreditation',
      'Distribution and logistics',
      'Construction',
      'Landfill, recycling and quarries',
      'Timber yards',
      'Lifting machinery',
      'Staff console',
    ],
    negativeSelection: true,
    props: contactPrompt,
  },
] as const satisfies readonly BlockConfig<PageName>[];
