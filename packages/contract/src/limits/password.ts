// The password rules of registration and recovery, shown to the resident as a checklist before
// they submit and checked again by the operator API.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'length' | 'letter' | 'digit' | 'notEmail';

export const PASSWORD_RULE_TEXTS: Record<PasswordRule, string> = {
  length: `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
  letter: 'Есть хотя бы одна буква',
  digit: 'Есть хотя бы одна цифра',
  notEmail: 'Не совпадает с email и не содержит его имени до «@»',
};

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit', 'notEmail'];

const passes: Record<PasswordRule, (password: string, email: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  letter: (password) => /\p{L}/u.test(password),
  digit: (password) => /\d/.test(password),
  notEmail: (password, email) => {
    const name = email.trim().toLowerCase().split('@')[0] ?? '';
    const lower = password.toLowerCase();
    return name.length < 3 || !lower.includes(name);
  },
};

/** The rules this password breaks (none: it may be used). */
export function brokenPasswordRules(password: string, email = ''): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !passes[rule](password, email));
}

/** One Russian sentence for a refused password: what to fix. */
export function passwordProblemMessage(broken: readonly PasswordRule[]): string {
  return `Пароль не подходит: ${broken.map((rule) => PASSWORD_RULE_TEXTS[rule].toLowerCase()).join('; ')}`;
}
