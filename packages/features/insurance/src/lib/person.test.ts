import { describe, expect, it } from 'vitest';
import { PERSON, PROFILE } from '../testing/fixtures';
import { isoFromRuDay, personValues, toInsuredPerson } from './person';

describe('the insured person', () => {
  it('is prefilled from the profile when the draft has none', () => {
    expect(personValues(null, PROFILE)).toEqual({
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      birthDate: '',
      phone: '+7 (916) 123-45-67',
      email: 'resident@demo.ru',
    });
  });

  it("keeps the draft's person and turns the form's text back into the contract's", () => {
    const values = personValues(PERSON, PROFILE);
    expect(values.birthDate).toBe('12.04.1980');
    expect(toInsuredPerson(values)).toEqual(PERSON);
    expect(toInsuredPerson({ ...values, middleName: '  ' }).middleName).toBeNull();
  });

  it.each([
    ['12.04.1980', '1980-04-12'],
    [' 01.01.2000 ', '2000-01-01'],
    ['1.1.2000', null],
    ['2000-01-01', null],
  ])('%s → %s', (text, iso) => {
    expect(isoFromRuDay(text)).toBe(iso);
  });
});
