import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, formatSnils } from '../../lib/format/identifiers.ts';
import { EmailText, PhoneText, SnilsText } from './identifier-text.tsx';

describe('PhoneText and SnilsText', () => {
  it('show the number grouped as residents read it', () => {
    expect(formatPhoneNumber('+79123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhoneNumber('+380441234567')).toBe('+380441234567');
    expect(formatSnils('11223344595')).toBe('112-233-445 95');
    expect(formatSnils('1122')).toBe('1122');
  });

  it('never let a line end inside the number', () => {
    render(
      <p style={{ width: 40 }}>
        <PhoneText phone="+79123456789" /> <SnilsText snils="11223344595" />
      </p>,
    );
    expect(screen.getByText('+7 (912) 345-67-89')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('112-233-445 95')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('let an email’s line end only before its «@» or a dot', () => {
    const { container } = render(<EmailText email="ivan.petrov@mail.example.ru" />);
    const shown = container.querySelector('span')!;
    expect(shown.textContent).toBe('ivan.petrov@mail.example.ru');
    // Each <wbr> is a line-break opportunity; the text between them is what stays whole.
    const pieces = [...shown.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(pieces).toEqual(['ivan', '.petrov', '@mail', '.example', '.ru']);
    expect(shown.querySelectorAll('wbr')).toHaveLength(4);
  });
});
