// The pages of the holders' one-click unsubscribe (`/emails/unsubscribe`,
// functions/surfaces/emails/, docs/holders.md): one kind per outcome, spread into `answerKinds`
// (functions/answers.js), so the build renders each as a page of the site (app/emails/answers/[kind])
// and checks its values as it checks the checks' answers. Pure data: the site imports it.

const none = /** @type {const} */ ([]);

export const emailsAnswerKinds = /** @type {const} */ ({
  // The question: the number the link names, and the link's token, posted back by the button.
  'emails-unsubscribe': { values: ['number', 'token'], lists: none },
  // Done (or done before): no more emails about the number.
  'emails-unsubscribed': { values: ['number'], lists: none },
  // A token that is missing, cut short or not the scheme's.
  'emails-link-invalid': { values: none, lists: none },
  'emails-method': { values: none, lists: none },
  'emails-unavailable': { values: none, lists: none },
});
