import { contactRetentionDays } from '@/functions/holders/contacts.js';
import { checkLimits } from '@/functions/vocabulary/limits.js';
import { sessionHours } from '@/functions/vocabulary/portal.js';
import { checkRecordRetentionDays, reportRetentionDays } from '@/functions/vocabulary/retention.js';
import { site } from './site';
import type { DocumentContent } from './types';

/**
 * The privacy notice's second layer: what the register and its checks, employers' accounts and
 * the providers' portal hold about people, and why. The notice itself (content/privacy.ts) links
 * here; each page is read on its own (ICO: a layered approach).
 */
export const registerPrivacyContent = {
  lastUpdated: '2026-11-28',
  intro: [
    `This notice adds to our privacy policy. It explains what personal information the register of the ${site.name} holds, what its checks show and keep, and what employers’ accounts and the providers’ portal keep. Who we are, your rights and how to use them are in the privacy policy.`,
  ],
  sections: [
    {
      heading: 'The register of accredited operators and instructors',
      paragraphs: [
        `${site.shortName} keeps a register of the operators and instructors registered under the scheme, so that employers and others can check that someone is who they say they are.`,
        'The only personal information the register holds about an operator is their full name and photograph. About an instructor it holds their full name and whether they have agreed to be named on the pages of the training providers they teach for; nothing else about them is shown to anyone who has not typed their registration number and surname.',
        'To check someone’s identity, you need their valid registration number. A person’s details are shown only when a valid registration number is entered.',
        'The stored data can be accessed only by our system administrators.',
        'Every change to the register is recorded: which entry, what changed, when, why, and which member of our staff made it (their name or work email address). This record is kept with the register, which no visitor to this website can read.',
        'Our lawful basis for keeping the register is our legitimate interests in running an accreditation scheme whose registrations can be checked and trusted.',
      ],
    },
    {
      heading: 'The operator check',
      paragraphs: [
        [
          'Our ',
          { text: 'operator check', href: '/check' },
          ' lets employers and anyone else who has an operator’s registration number and surname confirm the operator’s registration. When both match, it shows the operator’s full name and photograph, the registration number, whether the registration is current, expired or suspended, its valid-until date and the machine categories it covers. It shows nothing when they do not match, and it gives the same answer for an unknown number as for a wrong surname.',
        ],
        'We show these details so that an employer can confirm that the person in front of them trained with an accredited provider, which is our legitimate interest and theirs, and the reason operators register with the scheme.',
        'The number and surname you type are sent to us over an encrypted connection and used only to answer the check. They are not stored, and they never appear in a web address, in our logs or in your browser’s history of addresses. The answer page is marked so that browsers and search engines do not keep it.',
        `To stop anyone working through the register or guessing surnames, we count checks for a short time. For ${checkLimits.perClient.windowMinutes} minutes we keep a count of the checks made from each internet connection (its IP address; for the newer IPv6 addresses, the network part shared by one home or office), and for ${checkLimits.perNumber.windowMinutes} minutes a count of the checks made of each registration number, by anyone. Each count is kept under a code made from the address or the number with a secret key that only our check’s server holds, so the code cannot be turned back into either, even by trying every address. The counts hold nothing else, and are deleted automatically once their ${checkLimits.perClient.windowMinutes} minutes are over, normally within a day. We also count, for each minute, how many checks across the whole service found no match: a number, with nothing about who made them.`,
        'Each answer shows the time of the check and a check reference. The reference is made from the time, the registration number and the answer with another secret key: it lets us confirm, if you ask, what a check showed and when, without our keeping any record of your check. A signed receipt of the same facts (never a name) lets anyone verify them; opened from its QR code, it is in the web address, which our host’s request log keeps.',
      ],
    },
    {
      heading: 'The instructor check',
      paragraphs: [
        [
          'Our ',
          { text: 'instructor check', href: '/instructors/check' },
          ' works as the operator check does. When an instructor’s registration number and surname both match, it shows the instructor’s full name, the registration number, whether the registration is current, expired or suspended, its valid-until date, the machine categories they may train and test on and the accredited providers they teach for; otherwise it shows nothing, the same for an unknown number as for a wrong surname.',
        ],
        'We show these details so that employers and operators can confirm that training and tests are given by a registered instructor, which is our legitimate interest and theirs. What you type is used and counted exactly as for the operator check: not stored, never in an address or a log, counted for a short time under codes that cannot be turned back, and confirmed by a check reference on the answer.',
        'A training provider’s page names only the instructors who have agreed to be named there, with their registration number and machine categories.',
      ],
    },
    {
      heading: 'Employers’ accounts: the crew check and the API',
      paragraphs: [
        [
          'An employer with an account can check many operators at once, through our ',
          { text: 'crew check', href: '/check/crew' },
          ' or the employers’ API.',
        ],
        `For ${checkRecordRetentionDays} days we keep the account’s record of its checks, and a crew check’s rows with its signed receipt so that whoever holds the printed record can see them on our verify page: when, the registration number, the outcome and its dates, and the check reference; never a name. This is our legitimate interest and the employer’s: a record of checks an auditor can trust.`,
      ],
    },
    {
      heading: 'Reporting a suspected fake card',
      paragraphs: [
        'The answer of a check offers a form to report a card or certificate you think is not genuine. A report holds what you choose to tell us: the registration number and name on the card, what you saw and where, your name, and your email address or phone number so that we can ask you more.',
        'We use a report only to look into the card and, where a registration is being misused, to protect the register and the people on it, which is our legitimate interest and the public’s. Reports are kept apart from the register; only our system administrators can read them.',
        `We keep a report for ${reportRetentionDays} days after we receive it, and then it is deleted automatically. A report counts towards the checks from your connection described above.`,
      ],
    },
    {
      heading: 'The providers’ portal',
      paragraphs: [
        'People of accredited training providers sign in to our providers’ portal to put their operators’ results on the register. For each person we keep their work email address, their provider, their roles, and who invited them and when. For approvers and administrators we also keep the secret of their authenticator app, encrypted.',
        `Every result a person enters or approves is kept in the register’s record of changes with their email address. Signing in sets one cookie on the portal’s pages, which keeps the person signed in for ${sessionHours} hours at most; the portal cannot work without it. We count sign-in attempts for a short time to stop anyone guessing.`,
        'Our lawful basis is our legitimate interests, and the providers’, in a register that only accredited providers can add to, and whose every entry says who made it.',
      ],
    },
    {
      heading: 'Our staff console',
      paragraphs: [
        'The scheme’s own staff keep the registers in a staff console. For each member of staff we keep their work email address, their roles, who invited them and when, and the secret of their authenticator app, encrypted.',
        `Every time a member of staff looks at a person’s record, and every change they make, is kept in the register’s record of changes with their email address, when, and the reason they gave, so that each look and each change can be accounted for. Signing in sets one cookie on the console’s pages, which keeps the member of staff signed in for ${sessionHours} hours at most.`,
      ],
    },
    {
      heading: 'An operator’s email address, if they gave it',
      paragraphs: [
        'An operator may give us their email address: through the accredited training provider that tested them, when it enters their result on the providers’ portal, or to us directly. We keep it only if they agree that we may email them about their registration, and we record when they agreed, who recorded it (the provider’s person, or our member of staff) and how.',
        'We use it only to email them about their own registration: when it is entered on the register, confirmed, suspended or removed; before it ends; and, when they ask for one, a link to sign in and see their own card. We never use it for marketing and never share it.',
        'Our lawful basis is their consent, given to the training provider or to us.',
        'The address is kept apart from the register. Our staff can see it; the provider that entered it sees it with the result until the scheme confirms that result. Employers never see it, and it is never in a check, an API answer, a receipt or our logs.',
        `We keep it while the registration is on the register and for a year after it ends (${contactRetentionDays} days), and then it is deleted automatically. If the provider withdraws the result it came with and the operator has no other registration, we delete it at once.`,
        'An operator can withdraw their consent at any time: every email we send has a link to unsubscribe in one click, and they can ask us to delete the address. A sign-in link they ask for themselves is still sent to it while we hold it.',
      ],
    },
  ],
} satisfies DocumentContent;
