import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function problems(code) {
  const eslint = new ESLint({ cwd: repo });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repo, 'packages/features/insurance/src/ui/native-check.tsx'),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no native validation in the repository lint config', () => {
  // A first ESLint run loads the whole config (typescript-eslint): slow on a busy machine.
  it('refuses inputs the browser checks with its own English bubble', { timeout: 60_000 }, async () => {
    for (const type of ['email', 'url', 'number']) {
      expect(await problems(`export const A = () => <input type="${type}" />;\n`)).toEqual([
        expect.stringMatching(/No native validation/),
      ]);
    }
  });

  it('lets text, tel, password and checkbox inputs and inputMode through', { timeout: 60_000 }, async () => {
    expect(
      await problems(
        'export const A = () => <><input type="tel" /><input type="password" /><input type="checkbox" /><input inputMode="email" /></>;\n',
      ),
    ).toEqual([]);
  });
});
