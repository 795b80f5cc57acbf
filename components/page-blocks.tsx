import { constants } from '@/content/constants';
import type { PersonCheckAnswerKind } from '@/content/checks';
import type { CrewAnswerKind } from '@/content/crew-check';
import type { FinderAnswerKind } from '@/content/providers';
import type { VerifyAnswerKind } from '@/content/verify';
import type { ConsoleAnswerKind } from '@/content/console';
import type { PortalAnswerKind } from '@/content/portal';
import { ConsoleSection } from './console/console-section';
import type { CardAnswerKind } from '@/content/card';
import { CardSection } from './card/card-section';
import { PortalSection } from './portal/portal-section';
import type { EmailsAnswerKind } from '@/content/holders';
import { EmailsSection } from './holders/emails-section';
import type { BlockConfig, UiText } from '@/content/types';
import { CallToActionSection } from './call-to-action-section';
import { ContactSection } from './contact-section';
import { CoreValuesSection } from './core-values-section';
import { CrewCheckSection } from './crew-check/crew-check-section';
import { DocumentSection } from './document-section';
import { HeroSection } from './hero-section';
import { CheckIntroSection } from './check-intro-section';
import { MissionSection } from './mission-section';
import { PartnersSection } from './partners-section';
import { PersonCheckSection } from './person-check/person-check-section';
import { ProviderFinderSection } from './provider-finder/provider-finder-section';
import { QuestionsSection } from './questions-section';
import { ServicePageSection } from './service-page-section';
import { ServicesSection } from './services-section';
import { ThankYouSection } from './thank-you-section';
import { VerifySection } from './receipt/verify-section';
import { WhySection } from './why-section';

/** One configured block as its section component; the union keeps each `props` type-checked. */
function Block({
  block,
  ui,
  checkAnswer,
  finderAnswer,
  crewAnswer,
  verifyAnswer,
  portalAnswer,
  consoleAnswer,
  emailsAnswer,
  cardAnswer,
}: {
  block: BlockConfig;
  ui: UiText;
  checkAnswer?: PersonCheckAnswerKind;
  finderAnswer?: FinderAnswerKind;
  crewAnswer?: CrewAnswerKind;
  verifyAnswer?: VerifyAnswerKind;
  portalAnswer?: PortalAnswerKind;
  consoleAnswer?: ConsoleAnswerKind;
  emailsAnswer?: EmailsAnswerKind;
  cardAnswer?: CardAnswerKind;
}) {
  switch (block.type) {
    case 'hero':
      return <HeroSection {...block.props} />;
    case 'partners':
      return (
        <PartnersSection
          {...block.props}
          carousel={constants.logoCarousel}
          labels={{ ...ui.logos, newTab: ui.newTab }}
        />
      );
    case 'services':
      return <ServicesSection {...block.props} />;
    case 'check-intro':
      return <CheckIntroSection {...block.props} />;
    case 'why':
      return <WhySection {...block.props} />;
    case 'mission':
      return <MissionSection {...block.props} />;
    case 'call-to-action':
      return <CallToActionSection {...block.props} />;
    case 'service-page':
      return <ServicePageSection {...block.props} />;
    case 'core-values':
      return <CoreValuesSection {...block.props} />;
    case 'document':
      return <DocumentSection {...block.props} labels={ui} />;
    case 'questions':
      return <QuestionsSection {...block.props} />;
    case 'contact':
      return <ContactSection {...block.props} ui={ui} />;
    case 'thank-you':
      return <ThankYouSection {...block.props} />;
    case 'person-check':
      return <PersonCheckSection content={block.props} answer={checkAnswer} />;
    case 'provider-finder':
      return <ProviderFinderSection content={block.props} answer={finderAnswer} />;
    case 'crew-check':
      return <CrewCheckSection content={block.props} answer={crewAnswer} />;
    case 'verify-receipt':
      return <VerifySection content={block.props} answer={verifyAnswer} />;
    case 'portal':
      return <PortalSection answer={portalAnswer} />;
    case 'console':
      return <ConsoleSection answer={consoleAnswer} />;
    case 'holder-emails':
      return <EmailsSection content={block.props} answer={emailsAnswer} />;
    case 'card':
      return <CardSection answer={cardAnswer} />;
  }
}

/**
 * A page's blocks, in configuration order; `checkAnswer` makes a person check's block one of
 * its answer pages (app/check/answers/[kind], app/instructors/check/answers/[kind]),
 * `finderAnswer` the provider finder's one of its (app/providers/answers/[kind]), `crewAnswer`
 * the crew check's (app/check/crew/answers/[kind]).
 * `finderAnswer` the provider finder's one of its (app/providers/answers/[kind]), `verifyAnswer`
 * the verify page's one of its (app/verify/answers/[kind]).
 */
export function PageBlocks({
  blocks,
  ui,
  checkAnswer,
  finderAnswer,
  crewAnswer,
  verifyAnswer,
  portalAnswer,
  consoleAnswer,
  emailsAnswer,
  cardAnswer,
}: {
  blocks: readonly BlockConfig[];
  ui: UiText;
  checkAnswer?: PersonCheckAnswerKind;
  finderAnswer?: FinderAnswerKind;
  crewAnswer?: CrewAnswerKind;
  verifyAnswer?: VerifyAnswerKind;
  portalAnswer?: PortalAnswerKind;
  consoleAnswer?: ConsoleAnswerKind;
  emailsAnswer?: EmailsAnswerKind;
  cardAnswer?: CardAnswerKind;
}) {
  return blocks.map((block, i) => (
    <Block
      key={`${block.type}-${i}`}
      block={block}
      ui={ui}
      checkAnswer={checkAnswer}
      finderAnswer={finderAnswer}
      crewAnswer={crewAnswer}
      verifyAnswer={verifyAnswer}
      portalAnswer={portalAnswer}
      consoleAnswer={consoleAnswer}
      emailsAnswer={emailsAnswer}
      cardAnswer={cardAnswer}
    />
  ));
}
