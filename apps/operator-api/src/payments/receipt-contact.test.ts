import { describe, expect, it } from 'vitest';
import { maskedReceiptContact } from './receipt-contact.ts';

describe('maskedReceiptContact', () => {
  it('masks the email first, else the phone', () => {
    expect(maskedReceiptContact('ivanov@demo.ru', '+79991234567')).toBe('i***@demo.ru');
    expect(maskedReceiptContact(null, '+79991234567')).toBe('+7 *** ***-45-67');
    expect(maskedReceiptContact(null, null)).toBeNull();
  });
});
