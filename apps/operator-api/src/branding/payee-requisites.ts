// The payee requisites go into every receipt's payment QR (ГОСТ Р 56042-2014): a wrong digit sends
// residents' money nowhere, so the brand checker checks each number's control digits and the
// numbers against each other, as the tax service and the Bank of Russia define them.
import type { BrandProblem } from './brand-issues.ts';

const digits = (value: string) => [...value].map(Number);
const weighted = (value: string, weights: readonly number[]) =>
  digits(value).reduce((sum, digit, index) => sum + digit * weights[index]!, 0);

// ФНС: each control digit is the weighted sum of the digits before it, mod 11, mod 10.
const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const control = (value: string, weights: readonly number[]) => (weighted(value, weights) % 11) % 10;

/** Whether a 10- or 12-digit ИНН's control digits are right. */
export function innControlOk(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) return control(inn.slice(0, 9), INN10_WEIGHTS) === Number(inn[9]);
  if (/^\d{12}$/.test(inn)) {
    return (
      control(inn.slice(0, 10), INN12_WEIGHTS_11) === Number(inn[10]) &&
      control(inn.slice(0, 11), INN12_WEIGHTS_12) === Number(inn[11])
    );
  }
  return false;
}

/**
 * The Bank of Russia's control key of a 20-digit account (its 9th digit): three digits taken from
 * the БИК, then the account, weighted 7, 1, 3 … — the sum ends in 0. A bank's settlement account
 * takes the БИК's last three digits; its correspondent account takes '0' and the БИК's 5th and 6th
 * (the Bank of Russia's branch that keeps it).
 */
export function accountKeyOk(account: string, bic: string, kind: 'settlement' | 'correspondent'): boolean {
  const prefix = kind === 'settlement' ? bic.slice(6, 9) : `0${bic.slice(4, 6)}`;
  return (
    weighted(
      prefix + account,
      Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3]!),
    ) %
      10 ===
    0
  );
}

interface RawRequisites {
  inn?: unknown;
  kpp?: unknown;
  bic?: unknown;
  account?: unknown;
  correspondentAccount?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What is wrong with the requisites' numbers beyond their shape (the schema reports a wrong
 * number of digits; nothing is said twice): control digits, and the numbers against each other.
 */
export function requisitesProblems(requisites: RawRequisites): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const at = (field: string, message: string) => problems.push({ path: `requisites.${field}`, message });
  const inn = text(requisites.inn);
  const kpp = text(requisites.kpp);
  const bic = text(requisites.bic);
  const account = text(requisites.account);
  const correspondent = text(requisites.correspondentAccount);

  if (inn && /^(\d{10}|\d{12})$/.test(inn)) {
    if (!innControlOk(inn))
      at('inn', `ИНН ${inn} не сходится по контрольной цифре — проверьте номер по свидетельству о постановке на учёт`);
    else if (inn.length === 10 && kpp === undefined)
      at('kpp', 'нет обязательного поля: у юридического лица (ИНН из 10 цифр) есть КПП');
    else if (inn.length === 12 && kpp !== undefined)
      at('kpp', 'у индивидуального предпринимателя (ИНН из 12 цифр) нет КПП — уберите поле');
  }

  if (!bic || !/^\d{9}$/.test(bic)) return problems;
  if (!bic.startsWith('04')) {
    at('bic', `БИК ${bic} — БИК банка в России начинается с 04`);
    return problems;
  }
  if (correspondent && /^\d{20}$/.test(correspondent)) {
    if (!correspondent.startsWith('30101'))
      at('correspondentAccount', `${correspondent} — корреспондентский счёт банка начинается с 30101`);
    else if (correspondent.slice(17) !== bic.slice(6)) {
      at(
        'correspondentAccount',
        `последние три цифры корреспондентского счёта (${correspondent.slice(17)}) не совпадают с последними тремя цифрами БИК ${bic} — проверьте счёт и БИК`,
      );
    } else if (!accountKeyOk(correspondent, bic, 'correspondent')) {
      at(
        'correspondentAccount',
        `корреспондентский счёт ${correspondent} не сходится по контрольному ключу с БИК ${bic} — проверьте счёт и БИК`,
      );
    }
  }
  if (account && /^\d{20}$/.test(account)) {
    // Digits 6–8 are the currency: the payment QR asks for roubles.
    if (account.slice(5, 8) !== '810') at('account', `${account} — не рублёвый счёт: 6–8-я цифры рублёвого счёта 810`);
    else if (!accountKeyOk(account, bic, 'settlement')) {
      at(
        'account',
        `расчётный счёт ${account} не сходится по контрольному ключу с БИК ${bic} — проверьте счёт и БИК банка`,
      );
    }
  }
  return problems;
}
