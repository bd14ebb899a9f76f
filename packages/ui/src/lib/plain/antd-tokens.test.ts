import { brandTheme } from '@resident/branding';
import { expect, it } from 'vitest';
import { antdPlainTokens, renderThemeCss, renderTokensModule } from './antd-token-source.ts';

// Kept apart from plain-tokens.test.ts, which imports what this writes.
it("writes antd's design token for the default brand theme into the plain kit's generated files (vitest -u after changing the theme or antd)", async () => {
  const antd = antdPlainTokens(brandTheme());
  await expect(renderTokensModule(antd)).toMatchFileSnapshot('./antd-tokens.generated.ts');
  await expect(renderThemeCss(antd)).toMatchFileSnapshot('./plain-theme.generated.css');
});
