/** '/resident/:userId/billing' → a RegExp that matches its URLs and captures the parameters. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The parameters of `pattern` in order, e.g. ['userId']. */
export const patternParams = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** Fills the parameters in; undefined when one has no value. */
export function fillPattern(pattern: string, values: Record<string, string>): string | undefined {
  if (patternParams(pattern).some((name) => values[name] === undefined)) return undefined;
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(values[segment.slice(1)]!) : segment))
    .join('/');
}
