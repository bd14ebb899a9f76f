import { describe, expect, it } from 'vitest';
import type { FormRule as AntdRule } from 'antd';
import {
  ChangeEmailBodySchema,
  CreatePaymentBodySchema,
  InsuredPersonSchema,
  RegistrationBodySchema,
} from '@resident/contract';
import { EMAIL_MAX_LENGTH, VALIDATION_MESSAGES } from '@resident/contract/limits';
import { rules } from './rules.ts';

// One list, run through the portal's form rule and the operator API's schemas: an address the
// portal lets through is one the API takes, and one it refuses is refused with the same words.
const ACCEPTED = [
  'ivanov@mail.ru',
  'i.ivanov+bills@yandex.ru',
  'user@sub.domain.example',
  "o'brien@mail.ru",
  'a_b-c@x-y.ru',
  'USER@MAIL.RU',
];
const REFUSED = [
  'user@почта.рф',
  'иван@mail.ru',
  'a..b@x.ru',
  '.a@x.ru',
  'a.@x.ru',
  'ivanov',
  'ivanov@',
  '@mail.ru',
  'ivanov@mail',
  'iva nov@mail.ru',
  'ivanov@mail.r',
  'ivanov@mail..ru',
  'a@b@c.ru',
  'ivanov@mail.123',
  'ivanov@-mail.ru',
  `${'a'.repeat(EMAIL_MAX_LENGTH - 4)}@x.ru`,
];

async function portalMessage(value: string): Promise<string | null> {
  const rule = rules.email() as Exclude<AntdRule, (...args: never[]) => unknown>;
  try {
    await rule.validator?.(rule, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The API's message for the address in every body that carries one; null where it is taken. */
function apiMessages(email: string): (string | null)[] {
  const results = [
    RegistrationBodySchema.pick({ email: true }).safeParse({ email }),
    ChangeEmailBodySchema.safeParse({ email }),
    InsuredPersonSchema.pick({ email: true }).safeParse({ email }),
    CreatePaymentBodySchema.safeParse({ amount: 100, purpose: 'charges', receiptEmail: email, returnPath: '/' }),
  ];
  return results.map((result) => {
    if (result.success) return null;
    const issue = result.error.issues.find(({ path }) => path[0] === 'email' || path[0] === 'receiptEmail');
    return issue?.message ?? `another field: ${result.error.message}`;
  });
}

describe('one email rule for the portal and the operator API', () => {
  it.each(ACCEPTED)('both take %s', async (email) => {
    expect(await portalMessage(email)).toBeNull();
    expect(apiMessages(email)).toEqual([null, null, null, null]);
  });

  it.each(REFUSED)('both refuse %s, with the spec’s message', async (email) => {
    expect(await portalMessage(email)).toBe(VALIDATION_MESSAGES.email);
    expect(apiMessages(email)).toEqual(Array(4).fill(VALIDATION_MESSAGES.email));
  });
});
