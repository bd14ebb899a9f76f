import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactLinks, displayPhone, hasContacts, telHref } from './contact-links';

describe('ContactLinks', () => {
  it('links the phone by its digits and the email by mailto', () => {
    render(<ContactLinks contacts={{ supportPhone: '+7 (800) 000-00-00', supportEmail: 'help@example.ru' }} />);
    expect(screen.getByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute('href', 'tel:+78000000000');
    expect(screen.getByRole('link', { name: 'help@example.ru' })).toHaveAttribute('href', 'mailto:help@example.ru');
  });

  it('shows a brand phone in E.164 as residents read it, anything else as given', () => {
    render(<ContactLinks contacts={{ supportPhone: '+73467001122' }} />);
    expect(screen.getByRole('link', { name: '+7 (346) 700-11-22' })).toHaveAttribute('href', 'tel:+73467001122');
    expect(displayPhone('+380441234567')).toBe('+380441234567');
  });

  it('knows when there is nothing to show', () => {
    expect(hasContacts({ supportPhone: ' ', supportEmail: '' })).toBe(false);
    expect(hasContacts({ supportEmail: 'a@b.ru' })).toBe(true);
    expect(telHref('8 800 100-20-30')).toBe('tel:88001002030');
  });
});
