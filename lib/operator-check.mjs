// The operator check (issue 13): when the build names the scheme's look-up portal
// (NEXT_PUBLIC_OPERATOR_CHECK_URL), the identity-check block holds a native GET form that hands
// the registration number to it, under the name NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER gives
// (default `registration`). Read by the content (content/home.ts, content/privacy.ts,
// content/questions.ts), the build's log and refusals (next.config.mjs) and the pre-deploy check.

export const defaultOperatorCheckParameter = 'registration';

/** A query parameter name a portal could reasonably read: a letter, then letters, digits, _ . - */
const parameterName = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/**
 * @typedef {{ action: string, origin: string, parameter: string, hidden: [string, string][] }} OperatorCheck
 *   `action` is the portal's address without its query, which a GET form replaces: the query's
 *   own parameters travel as `hidden` fields instead.
 */

/**
 * The operator check the build settings ask for, or undefined when NEXT_PUBLIC_OPERATOR_CHECK_URL
 * is unset. Throws on a setting it cannot use (operatorCheckProblems says why, for the build).
 * @param {Record<string, string | undefined>} env
 * @returns {OperatorCheck | undefined}
 */
export function operatorCheck(env) {
  const url = env.NEXT_PUBLIC_OPERATOR_CHECK_URL;
  if (!url) return undefined;
  const problems = operatorCheckProblems(env);
  if (problems.length > 0) throw new Error(problems.map(problemLine).join(' '));
  const parameter = env.NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER || defaultOperatorCheckParameter;
  const parsed = new URL(url);
  const hidden = [...parsed.searchParams].filter(([name]) => name !== parameter);
  parsed.search = '';
  parsed.hash = '';
  return { action: parsed.href, origin: parsed.origin, parameter, hidden };
}

/**
 * What is wrong with the operator check settings, each naming the variable, the problem and the
 * fix (https is checked with the other addresses, in lib/secure-url.mjs).
 * @param {Record<string, string | undefined>} env
 * @returns {{ where: string, problem: string, fix: string }[]}
 */
export function operatorCheckProblems(env) {
  const problems = [];
  const url = env.NEXT_PUBLIC_OPERATOR_CHECK_URL;
  const parameter = env.NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER;
  if (url && !URL.canParse(url))
    problems.push({
      where: 'NEXT_PUBLIC_OPERATOR_CHECK_URL',
      problem: `"${url}" is not an absolute URL`,
      fix: "set it to the https:// address of the scheme's look-up portal",
    });
  if (parameter && !parameterName.test(parameter))
    problems.push({
      where: 'NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER',
      problem: `"${parameter}" is not a usable query parameter name`,
      fix: `use a letter followed by letters, digits, "_", "." or "-" (40 at most), or unset it for "${defaultOperatorCheckParameter}"`,
    });
  if (parameter && !url)
    problems.push({
      where: 'NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER',
      problem: 'is set but NEXT_PUBLIC_OPERATOR_CHECK_URL is not',
      fix: 'set the portal address too, or unset both',
    });
  return problems;
}

/** A problem as one line of the build's output. */
export const problemLine = ({ where, problem, fix }) => `${where} ${problem}: ${fix}.`;

/**
 * The build's one line on which identity-check block it made.
 * @param {Record<string, string | undefined>} env
 */
export function describeOperatorCheck(env) {
  const check = operatorCheck(env);
  if (!check)
    return 'Operator check: NEXT_PUBLIC_OPERATOR_CHECK_URL is unset, so the identity-check block asks employers to contact the scheme.';
  return `Operator check: the identity-check block holds a form that sends the registration number to ${check.action} as "${check.parameter}".`;
}
