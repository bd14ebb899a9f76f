import Bowser from 'bowser';

/**
 * "Chrome 131, Windows" for the sessions list, from a sign-in's User-Agent (bowser knows the
 * browsers and systems; writing those patterns again would be a maintenance of its own).
 */
export function deviceName(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = [browser.name, major].filter(Boolean).join(' ');
  const system = os.name;
  const text = [name, system].filter(Boolean).join(', ');
  return text === '' ? undefined : text.slice(0, 100);
}
