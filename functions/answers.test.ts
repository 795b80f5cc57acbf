import { describe, expect, it } from 'vitest';
import {
  answerKindNames,
  answerKinds,
  answerProblems,
  createRenderer,
  isResult,
  personAnswerOf,
  personAnswers,
  personChecks,
  problemOf,
  slotsIn,
  slotsOf,
} from './answers.js';
import { issuedByText } from './receipt-answers.js';

/** A page for every kind that shows exactly its values and lists, as the build renders them. */
const pagesFor = (change: (kind: string, page: string) => string = (_, page) => page) =>
  Object.fromEntries(
    answerKindNames.map((kind) => {
      const slots = slotsOf(kind) as Record<
        string,
        | string
        | { start: string; item: string; end: string }
        | { start: string; otherwise: string; end: string; fields: Record<string, string> }
      >;
      const body = Object.values(slots)
        .map((slot) =>
          typeof slot === 'string'
            ? `<p>${slot}</p>`
            : 'item' in slot
              ? `<ul>${slot.start}<li>${slot.item}</li>${slot.end}</ul>`
              : `<ol>${slot.start}<li>${Object.values(slot.fields).join(' ')}</li>${slot.otherwise}<li>none</li>${slot.end}</ol>`,
        )
        .join('');
      return [kind, change(kind, `<main>${body}</main>`)];
    }),
  );

describe('the answers, defined once', () => {
  it('takes pages that show exactly their kind’s values', () => {
    expect(answerProblems(pagesFor())).toEqual([]);
  });

  it('gives every person check the same answers, each register with only its own values', () => {
    for (const register of ['operator', 'instructor'] as const) {
      const { prefix } = personChecks[register];
      expect(answerKindNames.filter((kind) => personAnswerOf(kind)?.register === register)).toEqual(
        personAnswers.map((answer) => `${prefix}${answer}`),
      );
    }
    // An instructor's match shows no photograph and offers no report: a page that did is refused.
    const pages = pagesFor((kind, page) =>
      kind === 'instructor-match-current' ? `${page}<img src="{{photo}}">{{reportNumber}}` : page,
    );
    expect(answerProblems(pages)).toEqual([
      'the answer "instructor-match-current" shows {{photo}}, which is not one of its values',
      'the answer "instructor-match-current" shows {{reportNumber}}, which is not one of its values',
    ]);
    expect(personAnswerOf('report-received')).toBeUndefined();
    expect(personAnswerOf('finder-start')).toBeUndefined();
  });

  it('refuses a component a slot its kind lacks, naming both, where the types cannot see it', () => {
    // As a component shared by both registers would ask, or with a key it makes up.
    const slots = slotsOf('instructor-match-current') as Record<string, unknown>;
    expect(() => slots.photo).toThrow(
      'The answer "instructor-match-current" has no slot photo: declare it with its kind',
    );
    expect('photo' in slots).toBe(false);
    expect(() => (slotsOf('finder-start') as Record<string, unknown>).chosenAB).toThrow(
      'The answer "finder-start" has no slot chosenAB',
    );
    // A row's fields alike.
    const rows = slotsOf('instructor-match-current').providers.fields as Record<string, unknown>;
    expect(rows.providerHref).toBe('{{providerHref}}');
    expect(() => rows.photo).toThrow(
      'The answer "instructor-match-current\'s rows providers" has no slot photo',
    );
    // Asking whether it is a promise, or has a JSON form, as anything may of any object, is not
    // refused.
    expect(JSON.parse(JSON.stringify(slots)).surname).toBe('{{surname}}');
    // Nor what asks it for a symbol, as making it a string does.
    expect(`${slots}`).toBe('[object Object]');
    expect(Promise.resolve(slots)).resolves.toBe(slots);
  });

  it('names the kind and the value of every page that does not', () => {
    const pages = pagesFor((kind, page) =>
      kind === 'match-current'
        ? page.replace('{{fullName}}', '').replace('{{photo}}', '{{fulName}}')
        : kind === 'no-match'
          ? page.replace(/<ul>.*<\/ul>/, '') + '{{{surname}}}{{#if number}}x{{/if}}{{lookup a b}}'
          : page,
    );
    delete pages['method'];
    pages['match-unknown'] = '<p>hello</p>';
    expect(answerProblems(pages)).toEqual([
      'the answer "match-current" never shows its value fullName',
      'the answer "match-current" never shows its value photo',
      'the answer "match-current" shows {{fulName}}, which is not one of its values',
      'the answer "no-match" holds {{{surname}}}: only values and lists may be filled in',
      'the answer "no-match" holds {{#if}}: only values and lists may be filled in',
      'the answer "no-match" holds {{lookup …}}: only values and lists may be filled in',
      'no page was rendered for the answer "method"',
      'a page was rendered for "match-unknown", which is not an answer (functions/answers.js)',
    ]);
  });

  it('names a list a page never repeats, or repeats but its kind lacks', () => {
    const pages = pagesFor((kind, page) =>
      kind === 'match-expired'
        ? page.replace(/<ul>.*<\/ul>/, '')
        : kind === 'limited'
          ? `${page}<ul>{{#each categories}}<li>{{this}}</li>{{/each}}</ul>`
          : page,
    );
    expect(answerProblems(pages)).toEqual([
      'the answer "match-expired" never lists its categories',
      'the answer "limited" lists categories, which is not one of its lists',
    ]);
  });

  it('names rows a page never shows, a field of theirs it lacks, and rows or fields it adds', () => {
    const pages = pagesFor((kind, page) =>
      kind === 'match-current'
        ? page.replace(/<ol>.*<\/ol>/, '')
        : kind === 'match-expired'
          ? page.replace('{{providerHref}}', '{{providerHerf}}')
          : kind === 'limited'
            ? `${page}<ol>{{#each providers}}<li>{{providerName}}</li>{{/each}}</ol>`
            : page,
    );
    expect(answerProblems(pages)).toEqual([
      'the answer "match-current" never shows its rows providers',
      'the answer "match-current" never shows its rows provisional',
      'the answer "match-expired" never shows the providerHref of its rows providers',
      'the answer "match-expired" shows {{providerHerf}} in its rows providers, which is not one of their fields',
      'the answer "limited" shows rows providers, which are not among its rows',
    ]);
  });

  it('fills rows, and what shows when there are none', () => {
    const render = createRenderer({
      'finder-results':
        '<ol>{{#each providers}}<li>{{name}}</li>{{else}}<li>none</li>{{/each}}</ol>',
    });
    const fill = (providers: { name: string }[]) =>
      render('finder-results', { providers } as never);
    expect(fill([{ name: 'A & <B>' }, { name: 'C' }])).toBe(
      '<ol><li>A &amp; &lt;B&gt;</li><li>C</li></ol>',
    );
    expect(fill([])).toBe('<ol><li>none</li></ol>');
  });

  it('reads the values and lists a page uses', () => {
    const used = slotsIn('<p>{{a}}</p><ul>{{#each b}}<li>{{this}}</li>{{/each}}</ul>{{c}}');
    expect([...used.values]).toEqual(['a', 'c']);
    expect([...used.lists]).toEqual(['b']);
    expect(used.other).toEqual([]);
    expect(slotsIn('{{this}}').values).toEqual(new Set(['this']));
  });

  it('reads rows and their fields, with what shows when there are none', () => {
    const used = slotsIn(
      '<p>{{a}}</p><ul>{{#each providers}}<li><a href="{{href}}">{{name}}</a></li>{{else}}<li>{{none}}</li>{{/each}}</ul>',
    );
    expect([...used.values]).toEqual(['a', 'none']);
    expect([...used.lists]).toEqual([]);
    expect(used.rows).toEqual(new Map([['providers', new Set(['href', 'name'])]]));
    // A list inside a list is not something a page may hold.
    expect(slotsIn('{{#each a}}{{#each b}}{{this}}{{/each}}{{/each}}').other).toEqual([
      '{{#each}}',
    ]);
  });

  it('sets apart everything that is not a plain value or list, and skips text and comments', () => {
    const used = slotsIn(
      '<p>{{{raw}}}</p>{{upper name}}{{> footer}}{{#if shown}}x{{/if}}{{#each a b}}{{/each}}' +
        '{{!-- a note --}}{{#each items}}{{this}}{{{this}}}{{/each}}{{"text"}}',
    );
    expect([...used.values]).toEqual([]);
    expect([...used.lists]).toEqual(['items']);
    expect(used.other).toEqual([
      '{{{raw}}}',
      '{{upper …}}',
      'PartialStatement',
      '{{#if}}',
      '{{#each}}',
      '{{{this}}}',
      '{{text …}}',
    ]);
    // A repeated block of no list, or of a text rather than a list's name, is neither.
    expect(slotsIn('{{#each}}x{{/each}}{{#each "text"}}{{this}}{{/each}}')).toEqual({
      values: new Set(),
      lists: new Set(),
      rows: new Map(),
      other: ['{{#each}}', '{{#each}}'],
    });
    expect(answerProblems({ ...pagesFor(), method: '{{#if x}}{{/if}}' })).toEqual([
      'the answer "method" holds {{#if}}: only values and lists may be filled in',
    ]);
  });

  it('fills a page, escaping every value in text and attributes, and repeats its list', () => {
    const render = createRenderer({
      'match-current': `<img alt="{{fullName}}" src="data:image/jpeg;base64,{{photo}}"><p>{{fullName}}</p><ul>{{#each categories}}<li>{{this}}</li>{{/each}}</ul>`,
    });
    const data = Object.fromEntries(answerKinds['match-current'].values.map((name) => [name, '']));
    const page = render('match-current', {
      ...(data as Record<(typeof answerKinds)['match-current']['values'][number], string>),
      fullName: `<script>alert("x")</script> O'Neill & co`,
      photo: 'AAEC/+8=',
      categories: ['Lift <trucks>', 'Cranes & hoists'],
      providers: [],
      provisional: [],
    });
    expect(page).toBe(
      '<img alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#x27;Neill &amp; co" src="data:image/jpeg;base64,AAEC/+8&#x3D;">' +
        '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#x27;Neill &amp; co</p>' +
        '<ul><li>Lift &lt;trucks&gt;</li><li>Cranes &amp; hoists</li></ul>',
    );
  });

  it('refuses to fill a page without one of its values, or a kind with no page', () => {
    const render = createRenderer({ limited: '<p>{{retryAt}}</p>' });
    expect(() => render('limited', { number: '', surname: '' } as never)).toThrow(/retryAt/);
    expect(() => render('method', {})).toThrow('the build has no answer page "method"');
  });

  it('names the field an answer asks to correct, in which form', () => {
    expect(problemOf('invalid-surname-characters')).toEqual({
      form: 'check',
      field: 'surname',
      problem: 'characters',
    });
    expect(problemOf('report-invalid-contact-format')).toEqual({
      form: 'report',
      field: 'contact',
      problem: 'format',
    });
    expect(problemOf('instructor-invalid-number-format')).toEqual({
      form: 'check',
      field: 'number',
      problem: 'format',
    });
    expect(problemOf('no-match')).toBeUndefined();
    expect(problemOf('instructor-no-match')).toBeUndefined();
    // The crew check's, the finder's and a receipt's problems are theirs to name, not a form's.
    expect(problemOf('crew-invalid-key-missing')).toBeUndefined();
    expect(problemOf('finder-invalid-where-missing')).toBeUndefined();
    expect(problemOf('receipt-invalid-malformed')).toBeUndefined();
    expect(answerKindNames.filter(isResult)).toEqual([
      'match-current',
      'match-ending',
      'match-expired',
      'match-suspended',
      'no-match',
      'instructor-match-current',
      'instructor-match-ending',
      'instructor-match-expired',
      'instructor-match-suspended',
      'instructor-no-match',
    ]);
  });
});

describe('issuedByText', () => {
  it('names the site a genuine receipt came from, and says a demonstration’s certifies nothing', () => {
    expect(issuedByText('https://scheme.example', false)).toBe('https://scheme.example');
    expect(issuedByText('http://localhost:3000', true)).toBe(
      'http://localhost:3000, a demonstration copy of the site whose records are fictional: it certifies nothing about the scheme’s register',
    );
  });
});
