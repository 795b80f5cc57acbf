// The holders' emails' words, as the build made them (scripts/build/holder-emails.mjs, from
// content/holders.ts through components/holders/email.tsx): for each kind (email-kinds.js) a
// subject, a plain text and an HTML template with a Handlebars expression wherever a value goes,
// written to functions/generated/emails.json beside the answer pages, with the site's origin.
// The function reads that file; the command line and the tests, which run without a build, are
// given the same templates made in memory (`useEmailTemplates`). Filled in strict mode, as the
// answer pages are (functions/answers.js): a value missing throws. The HTML escapes every value;
// the subject and the text, which are not HTML, take them as they are.
import { existsSync, readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { slotsIn } from '../answers.js';
import { holderEmailKindNames, holderEmailKinds } from './email-kinds.js';

/** functions/generated/emails.json (gitignored: every build writes it anew). */
export const emailsFileUrl = new URL('../generated/emails.json', import.meta.url);

/**
 * @typedef {{ subject: string, text: string, html: string }} EmailTemplate
 * @typedef {{ siteUrl: string, kinds: Record<import('./email-kinds.js').HolderEmailKind, EmailTemplate> }} EmailTemplates
 * Each kind's subject, text and HTML, and the site's origin the build was made for.
 */

/** @type {EmailTemplates | undefined} */
let given;
/** @type {Map<string, { subject: HandlebarsTemplateDelegate, text: HandlebarsTemplateDelegate, html: HandlebarsTemplateDelegate }>} */
let compiled = new Map();

/**
 * Uses `templates` from now on in place of the build's file (the command line, the tests).
 * @param {EmailTemplates} templates
 */
export function useEmailTemplates(templates) {
  const problems = emailTemplateProblems(templates);
  if (problems.length) throw new Error(`The holders' emails:\n  ${problems.join('\n  ')}`);
  given = templates;
  compiled = new Map();
}

/**
 * The templates in use: those given, else the build's file.
 * @returns {EmailTemplates}
 */
export function emailTemplates() {
  if (given) return given;
  if (!existsSync(emailsFileUrl))
    throw new Error(
      "The holders' emails have no words: functions/generated/emails.json is missing (npm run build writes it)",
    );
  given = JSON.parse(readFileSync(emailsFileUrl, 'utf8'));
  return /** @type {EmailTemplates} */ (given);
}

/**
 * One email of `kind`, filled with `data`.
 * @template {import('./email-kinds.js').HolderEmailKind} K
 * @param {K} kind
 * @param {import('./email-kinds.js').HolderEmailData<K>} data
 * @returns {{ subject: string, text: string, html: string }}
 */
export function renderEmail(kind, data) {
  let templates = compiled.get(kind);
  if (!templates) {
    const words = emailTemplates().kinds[kind];
    const plain = { strict: true, noEscape: true };
    templates = {
      subject: Handlebars.compile(words.subject, plain),
      text: Handlebars.compile(words.text, plain),
      html: Handlebars.compile(words.html, { strict: true }),
    };
    compiled.set(kind, templates);
  }
  return {
    subject: templates.subject(data).replace(/\s+/g, ' ').trim(),
    text: templates.text(data),
    html: templates.html(data),
  };
}

/**
 * What is wrong with a set of templates, each problem naming the kind: a kind missing, one of no
 * kind, a value, list or row its words never show or show but its kind does not define, and any
 * expression that is not a plain value, list or row (functions/answers.js, `slotsIn`).
 * @param {EmailTemplates} templates
 * @returns {string[]}
 */
export function emailTemplateProblems(templates) {
  const problems = [];
  const kinds = templates?.kinds ?? {};
  for (const name of Object.keys(kinds))
    if (!Object.hasOwn(holderEmailKinds, name)) problems.push(`${name}: no such kind of email`);
  for (const kind of holderEmailKindNames) {
    const words = /** @type {Record<string, EmailTemplate>} */ (kinds)[kind];
    if (!words?.subject || !words.text || !words.html) {
      problems.push(`${kind}: no subject, text and HTML`);
      continue;
    }
    const { values, lists } = holderEmailKinds[kind];
    const rows = /** @type {Record<string, readonly string[]>} */ (holderEmailKinds[kind].rows);
    const found = slotsOfParts([words.subject, words.text, words.html]);
    const expected = {
      values: new Set(/** @type {readonly string[]} */ (values)),
      lists: new Set(/** @type {readonly string[]} */ (lists)),
    };
    for (const part of /** @type {const} */ (['values', 'lists'])) {
      for (const name of expected[part])
        if (!found[part].has(name)) problems.push(`${kind}: never shows ${name}`);
      for (const name of found[part])
        if (!expected[part].has(name))
          problems.push(`${kind}: shows ${name}, not one of its ${part}`);
    }
    for (const [name, fields] of Object.entries(rows)) {
      const shown = found.rows.get(name) ?? new Set();
      for (const field of fields)
        if (!shown.has(field)) problems.push(`${kind}: never shows ${name}'s ${field}`);
    }
    for (const [name, fields] of found.rows)
      for (const field of fields)
        if (!(rows[name] ?? []).includes(field))
          problems.push(`${kind}: shows ${name}'s ${field}, not one of its rows`);
    for (const other of found.other) problems.push(`${kind}: ${other} is not a plain value`);
  }
  return problems;
}

/**
 * The slots several templates use together (each parsed alone: a row's block in the text and
 * another in the HTML each name their fields).
 * @param {string[]} parts
 */
function slotsOfParts(parts) {
  /** @type {ReturnType<typeof slotsIn>} */
  const found = { values: new Set(), lists: new Set(), rows: new Map(), other: [] };
  for (const part of parts) {
    const each = slotsIn(part);
    for (const name of each.values) found.values.add(name);
    for (const name of each.lists) found.lists.add(name);
    for (const [name, fields] of each.rows)
      found.rows.set(name, new Set([...(found.rows.get(name) ?? []), ...fields]));
    found.other.push(...each.other);
  }
  return found;
}
