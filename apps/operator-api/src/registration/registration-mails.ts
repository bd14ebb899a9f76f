import type { OutgoingMail } from '../outbox/outbox.ts';

/** The email with the link that finishes a registration (valid 24 hours, once). */
export function confirmationMail(to: string, operatorName: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'registration-confirmation',
    subject: 'Подтвердите регистрацию в личном кабинете',
    text: [
      'Здравствуйте!',
      '',
      `Вы зарегистрировались в личном кабинете жителя (${operatorName}). Чтобы закончить регистрацию, откройте ссылку:`,
      link,
      '',
      'Ссылка действует 24 часа и открывается один раз. Если вы не регистрировались, просто удалите это письмо.',
    ].join('\n'),
  };
}

/** The email with the link that sets a new password (valid 1 hour, once). */
export function resetMail(to: string, operatorName: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'password-reset',
    subject: 'Восстановление пароля личного кабинета',
    text: [
      'Здравствуйте!',
      '',
      `Для вашего личного кабинета жителя (${operatorName}) запросили восстановление пароля. Чтобы задать новый пароль, откройте ссылку:`,
      link,
      '',
      'Ссылка действует 1 час и открывается один раз. После смены пароля все прежние входы завершатся.',
      'Если вы не запрашивали восстановление, ничего не делайте: пароль останется прежним.',
    ].join('\n'),
  };
}
