import { describe, expect, it } from 'vitest';
import { toFormData } from './to-form-data.ts';

describe('toFormData', () => {
  it('adds text fields, skipping empty ones, then files under their fields', async () => {
    const ticket = new File(['%PDF-'], 'билет.pdf', { type: 'application/pdf' });
    const form = toFormData(
      { kind: 'absence', residentsCount: 3, comment: undefined, other: null },
      { ticket: [ticket], certificate: undefined },
    );
    expect([...form.keys()]).toEqual(['kind', 'residentsCount', 'ticket']);
    expect(form.get('residentsCount')).toBe('3');
    const sent = form.get('ticket') as File;
    expect(sent.name).toBe('билет.pdf');
    expect(await sent.text()).toBe('%PDF-');
  });
});
