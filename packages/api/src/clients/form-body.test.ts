import { describe, expect, it } from 'vitest';
import { toFormBody } from './form-body.ts';

describe('toFormBody', () => {
  it('turns a plain object into URLSearchParams without empty fields', () => {
    const form = toFormBody({ grant_type: 'password', username: 'a@b.ru', password: 'p&=', altcha: undefined });
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(String(form)).toBe('grant_type=password&username=a%40b.ru&password=p%26%3D');
  });

  it('passes other bodies through', () => {
    const form = new URLSearchParams({ token: 't' });
    expect(toFormBody(form)).toBe(form);
    expect(toFormBody(undefined)).toBeUndefined();
  });
});
