import { describe, expect, it } from 'vitest';
import { linkedStylesheets } from './built-files.mjs';
import {
  absoluteUrls,
  htmlNames,
  componentStyles,
  inlineStylesheets,
  specificity,
  usedCss,
  withDefaultsOnce,
} from './inline-css.mjs';
import { classCandidates } from './short-classes.mjs';

describe('classCandidates', () => {
  it('keeps Tailwind class names whole, variants and arbitrary values included', () => {
    expect(
      classCandidates(
        '<p class="md:grid-cols-2 [&amp;&gt;svg]:size-4 group-aria-[current=true]:w-6">',
      ),
    ).toEqual(
      expect.arrayContaining(['md:grid-cols-2', '[&>svg]:size-4', 'group-aria-[current=true]:w-6']),
    );
    expect(classCandidates('e("div",{className:"flex hover:bg-primary-600"})')).toEqual(
      expect.arrayContaining(['flex', 'hover:bg-primary-600']),
    );
  });
});

describe('absoluteUrls', () => {
  it("resolves a stylesheet's relative url()s against its own address", () => {
    expect(
      absoluteUrls(
        '@font-face{src:url(../media/f.woff2)format("woff2")}.a{background:url("/i/a.svg")}.b{mask:url(#m)}',
        '/_next/static/chunks/a.css',
      ),
    ).toBe(
      '@font-face{src:url(/_next/static/media/f.woff2)format("woff2")}.a{background:url("/i/a.svg")}.b{mask:url(#m)}',
    );
  });
});

describe('usedCss', () => {
  const css = [
    '.flex{display:flex}',
    '.grid{display:grid}',
    '.md\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}',
    '.menu-open{color:red}',
    "html[data-font='deferred']{--font-sans:Fallback}",
    ':root{font-family:var(--font-sans)}',
    '@font-face{font-family:x;src:url(/f.woff2)}',
  ].join('');

  it("keeps the rules the page's HTML and its islands' code use, the font faces and the boot script's rule", () => {
    const used = usedCss(css, [
      '<html><div class="flex md:grid-cols-2"></div></html>',
      'e("button",{className:"menu-open"})',
    ]);
    expect(used).toContain('.flex{');
    expect(used).toContain('.md\\:grid-cols-2{');
    expect(used).toContain('.menu-open{');
    expect(used).toContain('data-font');
    expect(used).toContain('@font-face');
    expect(used).not.toContain('.grid{');
  });

  it('reads class names from what can hold them, never from the words of the text', () => {
    // Short class names are often words too: `if`, `a`, `La`.
    const css =
      '.if{height:auto}.a{color:red}.js{color:blue}.b{--x:1}.c{color:var(--y)}table{margin:0}';
    const page =
      '<p class="a">Tell us if a table is wrong.</p><script>document.body.classList.add("js")</script><i style="--y:2"></i>';
    expect(usedCss(css, [htmlNames(page)])).toBe('.a{color:red}.js{color:blue}');
    expect(usedCss(css, [htmlNames(page.replace('<p', '<table><p'))])).toContain('table{margin:0}');
  });
});

describe('usedCss, selector by selector', () => {
  it('keeps selectors without classes or elements, and those whose classes and elements the page has', () => {
    const css = [
      ':focus-visible{outline:3px solid}',
      '[id]{scroll-margin-top:1rem}',
      '[hidden]:where(:not([hidden=until-found])){display:none}',
      '*,:before{box-sizing:border-box}',
      '.a:not(.missing){color:red}',
      '.group:hover .group-hover\\:underline{text-decoration:underline}',
      '.gone,.a{margin:0}',
      '@media (min-width:40rem){.sm\\:flex{display:flex}.gone{display:none}}',
      '@media print{.gone{display:none}}',
      'table{border-collapse:collapse}',
      'p,textarea{margin:0}',
      '::placeholder{opacity:1}',
      '::-webkit-datetime-edit{padding:0}',
      '@keyframes spin{to{rotate:1turn}}',
    ].join('');
    expect(usedCss(css, ['<p class="a group group-hover:underline sm:flex"></p>'])).toBe(
      [
        ':focus-visible{outline:3px solid}',
        '[id]{scroll-margin-top:1rem}',
        '[hidden]:where(:not([hidden=until-found])){display:none}',
        '*,:before{box-sizing:border-box}',
        '.a:not(.missing){color:red}',
        '.group:hover .group-hover\\:underline{text-decoration:underline}',
        '.a{margin:0}',
        '@media (min-width:40rem){.sm\\:flex{display:flex}}',
        'p{margin:0}',
      ].join(''),
    );
  });

  it('keeps @keyframes only where a rule left animates with them', () => {
    const css = [
      ':root{--animate-shine:shine 6s infinite}',
      '.animate-shine{animation:var(--animate-shine)}',
      '.spins{animation-name:spin}',
      '@keyframes shine{to{translate:300%}}',
      '@keyframes spin{to{rotate:1turn}}',
      '@keyframes fade{to{opacity:0}}',
    ].join('');
    expect(usedCss(css, ['<p class="animate-shine"></p>'])).toBe(
      [
        ':root{--animate-shine:shine 6s infinite}',
        '.animate-shine{animation:var(--animate-shine)}',
        '@keyframes shine{to{translate:300%}}',
      ].join(''),
    );
    expect(usedCss(css, ['<p class="spins"></p>'])).toBe(
      '.spins{animation-name:spin}@keyframes spin{to{rotate:1turn}}',
    );
    // Named by a script of the page: kept.
    expect(usedCss(css, ['<p></p>', 'el.style.animation = "fade 1s"'])).toBe(
      '@keyframes fade{to{opacity:0}}',
    );
  });
});

describe('inlineStylesheets', () => {
  it('puts one <style> where the first stylesheet link was and drops the others', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><title>T</title><link rel="stylesheet" href="/b.css"/></head>';
    expect(linkedStylesheets(html)).toEqual(['/a.css', '/b.css']);
    expect(inlineStylesheets(html, 'p{margin:0}')).toBe(
      '<head><style>p{margin:0}</style><title>T</title></head>',
    );
  });

  it('refuses CSS that would end its own element', () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" href="/a.css">', 'a{content:"</"}'),
    ).toThrow(/must not contain/);
  });
});

describe('usedCss and pseudo-classes', () => {
  it('never takes a pseudo-class’s arguments for elements the page must have', () => {
    const css = [
      '.a:last-child:nth-child(odd){grid-column:span 2}',
      '.a:nth-of-type(2n+1){color:red}',
      '.a:lang(en){quotes:none}',
      '.a:nth-child(2 of .b){color:blue}',
      '.a:not(.gone){margin:0}',
      '.gone:nth-child(odd){padding:0}',
    ].join('');
    expect(usedCss(css, ['<ul><li class="a">x</li></ul>'])).toBe(
      css.replace('.gone:nth-child(odd){padding:0}', ''),
    );
  });
});

describe('usedCss and Tailwind’s group variants', () => {
  it('needs the names inside :is() or :where() of one selector, and drops what of a list the page cannot use', () => {
    const css = [
      ':is(:where(.group)[data-outcome=current] .group-data-current){color:green}',
      ':is(:where(.group)[data-outcome=invalid] .group-data-invalid){display:none}',
      ':where(.gone){margin:0}',
      ':is(.gone,.a){padding:0}',
      ':is(.gone):not(.other){padding:1px}',
    ].join('');
    expect(usedCss(css, ['<tr class="group"><td class="group-data-current a">x</td></tr>'])).toBe(
      [
        ':is(:where(.group)[data-outcome=current] .group-data-current){color:green}',
        ':is(.a){padding:0}',
      ].join(''),
    );
  });

  it('drops the alternatives of a joined rule that the page cannot use, never the one that sets its specificity', () => {
    // As the minifier joins Tailwind's `has-[…]:block` rules: a page carries only its own.
    const css = [
      ':is(.one:has(:is(li)),.two:has(:is(p)),.three:has(:is(tbody tr))){display:block}',
      ':is(.gone:has(:is(li)),.other:has(:is(p))){display:none}',
      ':is(#gone,.a){margin:0}',
      ':is(.gone .deep,.a){padding:0}',
    ].join('');
    expect(usedCss(css, ['<ul class="one a"><li>x</li></ul>'])).toBe(
      [
        // (0,1,2) from `.three … tbody tr`: it stays, so the rule's weight is what it was.
        ':is(.one:has(:is(li)),.three:has(:is(tbody tr))){display:block}',
        ':is(#gone,.a){margin:0}',
        ':is(.gone .deep,.a){padding:0}',
      ].join(''),
    );
  });
});

describe('specificity', () => {
  it('counts as Selectors Level 4 does', async () => {
    const { default: parser } = await import('postcss-selector-parser');
    const of = (text: string) => specificity(parser().astSync(text).nodes[0]!);
    expect(of('#a .b c')).toEqual([1, 1, 1]);
    expect(of('.a:has(:is(tbody tr))')).toEqual([0, 1, 2]);
    expect(of(':where(.group)[data-x=y] .c')).toEqual([0, 2, 0]);
    expect(of('a::before:hover')).toEqual([0, 1, 2]);
    expect(of(':not(#x, .y)')).toEqual([1, 0, 0]);
  });
});

describe('usedCss and custom properties', () => {
  it('drops the custom properties and registrations nothing on the page reads', () => {
    const css = [
      ':root{--color-a:red;--color-b:blue;--font-sans:var(--font-x),Arial;--font-x:Inter}',
      '@property --tw-rotate{syntax:"*";inherits:false}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '.text-a{color:var(--color-a)}',
      '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
      '.font-sans{font-family:var(--font-sans)}',
      '.rotate{--tw-rotate:1deg;rotate:var(--tw-rotate)}',
    ].join('');
    const used = usedCss(css, ['<p class="text-a shadow font-sans" style="--color-b:x"></p>']);
    expect(used).toContain('--color-a:red');
    // Named in the page's HTML (an inline style), so kept.
    expect(used).toContain('--color-b:blue');
    // Read through another custom property.
    expect(used).toContain('--font-x:Inter');
    expect(used).toContain('@property --tw-shadow');
    expect(used).not.toContain('--tw-rotate');
    expect(used).not.toContain('.rotate');
  });
});

describe('withDefaultsOnce', () => {
  const tailwind =
    '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}' +
    '.b{border-style:var(--tw-border-style)}' +
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --angle{syntax:"<angle>";inherits:false;initial-value:0deg}';

  it('writes the defaults on every element for every browser, and drops the untyped registrations', () => {
    const out = withDefaultsOnce(tailwind);
    expect(out).toContain(
      '@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}',
    );
    expect(out).not.toContain('@property --tw-');
    // A typed registration animates and checks its values: it stays.
    expect(out).toContain('@property --angle');
  });

  it('leaves the registrations where there are no defaults on every element', () => {
    const css = '@property --tw-x{syntax:"*";inherits:false;initial-value:0}.a{x:var(--tw-x)}';
    expect(withDefaultsOnce(css)).toBe(css);
  });
});

describe('componentStyles', () => {
  it('takes the stylesheets React hoisted into the head out of the page, to join its one <style>', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><style data-precedence="default" data-href="crew">@page crew { margin: 1cm }</style></head><body><style>.x{}</style></body>';
    expect(componentStyles(html)).toEqual({
      html: '<head><link rel="stylesheet" href="/a.css"></head><body><style>.x{}</style></body>',
      css: '@page crew { margin: 1cm }',
    });
    expect(componentStyles('<p>none</p>')).toEqual({ html: '<p>none</p>', css: '' });
  });
});
