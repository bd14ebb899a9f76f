import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppHeader } from '../../shell/app-header/app-header';
import { HeaderPlaceholder } from './header-placeholder';

const logo = { src: '/brand/logo-small.svg', alt: 'УК «Эко»' };

/** The style of the header's bar, the logo and the title: what decides where the title stands. */
function layoutOf(html: string) {
  const bar = /<(?:header|div) style="[^"]*"><div style="([^"]*)">/.exec(html)?.[1];
  const image = /<img [^>]*>/.exec(html)?.[0];
  const title = /<div style="([^"]*)" title="[^"]*">Главный экран<\/div>/.exec(html)?.[1];
  return { bar, image, title };
}

describe('the header placeholder', () => {
  it('puts the logo and the title where antd’s header puts them, so the swap moves nothing', () => {
    const real = layoutOf(renderToStaticMarkup(<AppHeader title="Главный экран" logo={logo} />));
    const placeholder = layoutOf(
      renderToStaticMarkup(<HeaderPlaceholder height={56} title="Главный экран" logo={logo} />),
    );
    expect(real.bar).toBeDefined();
    expect(real.image).toContain('src="/brand/logo-small.svg"');
    expect(real.title).toBeDefined();
    expect(placeholder).toEqual(real);
  });

  it('is as tall as the header and empty where the back button will stand', () => {
    const html = renderToStaticMarkup(<HeaderPlaceholder height={102} />);
    expect(html).toMatch(/^<div style="[^"]*height:102px/);
    expect(html).not.toContain('<img');
  });
});
