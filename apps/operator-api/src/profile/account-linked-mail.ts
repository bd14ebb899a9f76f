import { formatPhone } from '@resident/contract/limits';
import { maskEmail } from '../billing/mask-email.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';

export interface AccountLinkedMail {
  /** The login (email) of a resident who had the account linked before. */
  to: string;
  accountNumber: string;
  /** The login of the resident who has just linked it; only its mask goes into the mail. */
  linkedBy: string;
  /** The brand's company name and support phone (E.164). */
  operatorName: string;
  supportPhone: string | undefined;
}

/**
 * To every resident who already holds an account when someone else links it by a receipt: the
 * account's charges and payments are now visible to one more profile, and a holder who does not
 * know who that is must learn it from the operator, not find out months later.
 */
export function accountLinkedMail({
  to,
  accountNumber,
  linkedBy,
  operatorName,
  supportPhone,
}: AccountLinkedMail): OutgoingMail {
  const call = supportPhone
    ? `позвоните в службу поддержки: ${formatPhone(supportPhone)}`
    : 'обратитесь в службу поддержки оператора';
  return {
    to,
    kind: 'account-linked',
    subject: `К лицевому счёту № ${accountNumber} привязан ещё один профиль`,
    text: [
      'Здравствуйте!',
      '',
      `В личном кабинете жителя (${operatorName}) к лицевому счёту № ${accountNumber} привязан ещё один профиль: ${maskEmail(linkedBy)}.`,
      'Для привязки нужны номер счёта и сумма из его квитанции. Теперь этот профиль видит начисления и платежи по счёту и может их оплачивать.',
      '',
      `Если вы не знаете, кто это, ${call}.`,
    ].join('\n'),
  };
}
