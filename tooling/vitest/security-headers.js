// The browser-facing headers every answer of the portal's server and of the operator API must
// carry (ASVS V3.4). Shared so both halves of the suite check the same things.

/** @param {string} csp */
function directives(csp) {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

const REFERRER_POLICIES = ['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin'];
/** Half a year, the least HSTS preload lists accept. */
const HSTS_MIN_SECONDS = 15_552_000;

/** The headers checked per response. */
export const SECURITY_HEADER_CHECKS = 5;

/**
 * Every problem with one response's headers (names in lower case); empty when all five are there
 * and strict: a CSP whose scripts allow no inline code, eval or any origin, frame-ancestors 'none',
 * HSTS for half a year or more, a Referrer-Policy that never sends a path elsewhere, and nosniff.
 * @param {Record<string, unknown>} headers
 * @returns {string[]}
 */
export function securityHeaderProblems(headers) {
  const found = [];
  const text = (name) => (headers[name] === undefined ? '' : String(headers[name]));
  const csp = directives(text('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) found.push('CSP without script-src or default-src');
  else if (scripts.some((value) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'].includes(value))) {
    found.push(`CSP scripts: ${scripts.join(' ')}`);
  }
  if ((csp.get('frame-ancestors') ?? []).join(' ') !== "'none'") found.push("CSP frame-ancestors is not 'none'");
  const hsts = /max-age=(\d+)/.exec(text('strict-transport-security'));
  if (!hsts || Number(hsts[1]) < HSTS_MIN_SECONDS) found.push('HSTS missing or shorter than 180 days');
  if (!REFERRER_POLICIES.includes(text('referrer-policy')))
    found.push(`Referrer-Policy: ${text('referrer-policy') || 'missing'}`);
  if (text('x-content-type-options') !== 'nosniff') found.push('X-Content-Type-Options is not nosniff');
  return found;
}
