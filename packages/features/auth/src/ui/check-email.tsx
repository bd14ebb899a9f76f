import { PageResult } from '@resident/ui';

export const CHECK_EMAIL_TEXTS = {
  title: 'Проверьте почту',
  registration: (sentTo: string) =>
    `Мы отправили письмо со ссылкой на ${sentTo}. Откройте ссылку в течение 24 часов, чтобы закончить регистрацию. Если письма нет, проверьте папку «Спам».`,
  recovery: (sentTo: string) =>
    `Если для ${sentTo} есть личный кабинет, на этот адрес придёт письмо со ссылкой для нового пароля. Ссылка действует 1 час. Если письма нет, проверьте адрес и папку «Спам».`,
  again: 'Отправить письмо ещё раз',
} as const;

/** After a registration or a recovery request: where the link went, and a way to ask again. */
export function CheckEmail({ text, onAgain }: { text: string; onAgain: () => void }) {
  return (
    <PageResult
      status="info"
      title={CHECK_EMAIL_TEXTS.title}
      subtitle={text}
      action={{ label: CHECK_EMAIL_TEXTS.again, onClick: onAgain }}
    />
  );
}
