import type { InsuredPerson, Profile } from '@resident/contract';
import { formatPhone, normalizePhone } from '@resident/contract/limits';

/** What the person form holds: text as typed (birth date DD.MM.YYYY, phone as masked). */
export interface PersonValues {
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  phone: string;
  email: string;
}

const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' (not checked: the rules do that), or null when it is not that shape. */
export function isoFromRuDay(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** The form's first values: the draft's person if there is one, else the profile's. */
export function personValues(person: InsuredPerson | null, profile: Profile | undefined): PersonValues {
  if (person) {
    return {
      lastName: person.lastName,
      firstName: person.firstName,
      middleName: person.middleName ?? '',
      birthDate: ruDay(person.birthDate),
      phone: formatPhone(person.phone),
      email: person.email,
    };
  }
  return {
    lastName: profile?.lastName ?? '',
    firstName: profile?.firstName ?? '',
    middleName: profile?.middleName ?? '',
    birthDate: '',
    phone: profile?.phone ? formatPhone(profile.phone) : '',
    email: profile?.email ?? '',
  };
}

/** The checked form values as the contract's person. */
export function toInsuredPerson(values: PersonValues): InsuredPerson {
  return {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    birthDate: isoFromRuDay(values.birthDate) ?? '',
    phone: normalizePhone(values.phone) ?? values.phone,
    email: values.email.trim(),
  };
}

export const fullNameOf = (person: InsuredPerson) =>
  [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');
