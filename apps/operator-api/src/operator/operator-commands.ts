import type {
  AdminChangeObjectsPage,
  AdminChatsPage,
  AdminInstallmentApplication,
  AdminVacancyApplication,
  AdminWastePickup,
  AutopayRun,
  ChangeObjectComment,
  ChatMessage,
  ErrorBody,
} from '@resident/contract';
import { formatRubles } from '../payments/money-text.ts';
import type { OutboxMessage, OutboxPage } from '../outbox/outbox-schemas.ts';

export interface OperatorCliContext {
  /** Where the operator API is, e.g. 'http://127.0.0.1:8080'. */
  baseUrl: string;
  token: string;
  fetch: typeof fetch;
  write(line: string): void;
}

export const USAGE = `Operator side of the reference operator API (for demos and manual tests).

Usage:
  operator answer <chatId> "<text>"            answer a resident's chat
  operator comment <changeObjectId> "<text>"   comment on a recalculation request
  operator status chat <chatId> <status>       open | answered | resolved | closed
  operator status request <id> <status>        new | in_progress | resolved | rejected
  operator chats [status]                      list the chats of all residents
  operator requests [status]                   list the recalculation requests
  operator outbox [kind]                       list the mail the API sent or stored (receipt, fiscal-receipt, …)
  operator outbox <messageId>                  show one message with its text
  operator installments [status]               list the installment applications (pending | approved | refused)
  operator approve-installment <id>            approve an application: the agreement and its schedule start today
  operator refuse-installment <id> "<reason>"  refuse an application; the resident sees the reason
  operator applications [status]               list the applications to vacancies (new | viewed | invited | hired | rejected)
  operator application <id> <status>           viewed | invited | hired | rejected: the resident sees the new status
  operator pickups [status]                    list the waste pickups (created, paid, scheduled, done, cancelled)
  operator pickup <pickupId> scheduled|done    put a paid pickup on a route, or report it collected
  operator autopay run                         charge the autopays that are due now (the scheduler does it too)

Environment: OPERATOR_API_URL (default http://127.0.0.1:8080, or OPERATOR_API_PORT),
OPERATOR_ADMIN_TOKEN (default: the token file apps/operator-api/.data/operator-admin-token).`;

export class CliError extends Error {
  override name = 'CliError';
}

const ID = /^[1-9]\d{0,9}$/;

function idOf(value: string | undefined, what: string): string {
  if (!value || !ID.test(value)) throw new CliError(`${what} must be a positive number\n\n${USAGE}`);
  return value;
}

function textOf(words: string[]): string {
  const text = words.join(' ').trim();
  if (text === '') throw new CliError(`the text is missing\n\n${USAGE}`);
  return text;
}

function errorText(body: unknown, status: number): string {
  const { details, message } = (body ?? {}) as ErrorBody;
  const first = Array.isArray(details) ? details[0]?.message : details;
  return `${status}: ${first ?? message ?? 'request failed'}`;
}

async function call<T>(
  context: OperatorCliContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await context.fetch(new URL(`/api/admin${path}`, context.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${context.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new CliError(errorText(payload, response.status));
  return payload as T;
}

const statusQuery = (status: string | undefined) =>
  status ? `?size=100&status=${encodeURIComponent(status)}` : '?size=100';

/** Kopecks as '12 345,67 ₽' for the operator's terminal. */
const rubles = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kopecks / 100)} ₽`;

function installmentLine(application: AdminInstallmentApplication): string {
  const terms = `debt ${rubles(application.debt)}, first ${rubles(application.firstPayment)}, ${application.months} months`;
  const reason = application.refusalReason ? `\t${application.refusalReason}` : '';
  return `${application.id}\t${application.status}\t${application.login ?? '-'}\t${application.numberPersonalAccount}\t${terms}${reason}`;
}

/** Runs one CLI command (argv without node and the script) against /api/admin/. */
export async function runOperatorCommand(args: readonly string[], context: OperatorCliContext): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'answer': {
      const chatId = idOf(rest[0], 'chatId');
      const message = await call<ChatMessage>(context, 'POST', `/chats/${chatId}/messages`, {
        text: textOf(rest.slice(1)),
      });
      context.write(`Answered chat ${chatId} (message ${message.id}); the resident sees it as unread.`);
      return;
    }
    case 'comment': {
      const id = idOf(rest[0], 'changeObjectId');
      const comment = await call<ChangeObjectComment>(context, 'POST', `/change-objects/${id}/comments`, {
        text: textOf(rest.slice(1)),
      });
      context.write(`Commented on request ${id} (comment ${comment.id}); the resident sees it as unread.`);
      return;
    }
    case 'status': {
      const [kind, rawId, status] = rest;
      if ((kind !== 'chat' && kind !== 'request') || !status) throw new CliError(USAGE);
      const id = idOf(rawId, 'id');
      const path = kind === 'chat' ? `/chats/${id}` : `/change-objects/${id}`;
      await call<unknown>(context, 'PUT', path, { status });
      context.write(`${kind === 'chat' ? 'Chat' : 'Request'} ${id} is now ${status}.`);
      return;
    }
    case 'chats': {
      const page = await call<AdminChatsPage>(context, 'GET', `/chats${statusQuery(rest[0])}`);
      for (const chat of page.content) {
        context.write(`${chat.id}\t${chat.status}\t${chat.login}\t${chat.category.name}\t${chat.subject}`);
      }
      context.write(`${page.totalElements} chat(s)`);
      return;
    }
    case 'requests': {
      const page = await call<AdminChangeObjectsPage>(context, 'GET', `/change-objects${statusQuery(rest[0])}`);
      for (const request of page.content) {
        context.write(`${request.id}\t${request.requestNumber}\t${request.status}\t${request.login}\t${request.kind}`);
      }
      context.write(`${page.totalElements} request(s)`);
      return;
    }
    case 'outbox': {
      if (rest[0] && ID.test(rest[0])) {
        const message = await call<OutboxMessage>(context, 'GET', `/outbox/${rest[0]}`);
        context.write(
          `${message.id}\t${message.createdAt}\t${message.status}\t${message.kind}\t${message.to}\t${message.subject}`,
        );
        for (const file of message.attachments)
          context.write(`  attachment ${file.id}: ${file.fileName} (${file.contentType}, ${file.size} bytes)`);
        if (message.error) context.write(`  error: ${message.error}`);
        context.write('');
        context.write(message.text);
        return;
      }
      const kind = rest[0] ? `&kind=${encodeURIComponent(rest[0])}` : '';
      const page = await call<OutboxPage>(context, 'GET', `/outbox?size=100${kind}`);
      for (const message of page.content) {
        const files = message.attachments.length > 0 ? `\t[${message.attachments.length} attachment(s)]` : '';
        context.write(
          `${message.id}\t${message.createdAt}\t${message.status}\t${message.kind}\t${message.to}\t${message.subject}${files}`,
        );
      }
      context.write(`${page.totalElements} message(s)`);
      return;
    }
    case 'installments': {
      const query = rest[0] ? `?status=${encodeURIComponent(rest[0])}` : '';
      const applications = await call<AdminInstallmentApplication[]>(context, 'GET', `/installments${query}`);
      for (const application of applications) context.write(installmentLine(application));
      context.write(`${applications.length} application(s)`);
      return;
    }
    case 'approve-installment': {
      const id = idOf(rest[0], 'applicationId');
      const application = await call<AdminInstallmentApplication>(context, 'POST', `/installments/${id}/approve`);
      context.write(
        `Approved installment application ${id}: agreement ${application.agreementId ?? '?'}, ${application.months} payments.`,
      );
      return;
    }
    case 'refuse-installment': {
      const id = idOf(rest[0], 'applicationId');
      await call<AdminInstallmentApplication>(context, 'POST', `/installments/${id}/refuse`, {
        reason: textOf(rest.slice(1)),
      });
      context.write(`Refused installment application ${id}; the resident sees the reason.`);
      return;
    }
    case 'applications': {
      const query = rest[0] ? `?status=${encodeURIComponent(rest[0])}` : '';
      const applications = await call<AdminVacancyApplication[]>(context, 'GET', `/vacancy-applications${query}`);
      for (const item of applications) {
        context.write(`${item.id}\t${item.status}\t${item.vacancyTitle}\t${item.name}\t${item.phone}\t${item.cv.name}`);
      }
      context.write(`${applications.length} application(s)`);
      return;
    }
    case 'application': {
      const id = idOf(rest[0], 'applicationId');
      const status = rest[1];
      if (!status) throw new CliError(`the status is missing\n\n${USAGE}`);
      const updated = await call<AdminVacancyApplication>(context, 'PUT', `/vacancy-applications/${id}`, { status });
      context.write(`Application ${updated.id} is now ${updated.status}; the resident sees it in «Мои отклики».`);
      return;
    }
    case 'pickups': {
      const status = rest[0] ? `?status=${encodeURIComponent(rest[0])}` : '';
      const pickups = await call<AdminWastePickup[]>(context, 'GET', `/waste-pickups${status}`);
      for (const pickup of pickups) {
        const window = `${pickup.slot.date} ${pickup.slot.period}`;
        context.write(
          `${pickup.id}\t${pickup.status}\t${window}\t${pickup.numberPersonalAccount}\t${pickup.wasteType.name}, ${pickup.volume} м³\t${pickup.object.address}`,
        );
      }
      context.write(`${pickups.length} pickup(s)`);
      return;
    }
    case 'pickup': {
      const id = idOf(rest[0], 'pickupId');
      const status = rest[1];
      if (status !== 'scheduled' && status !== 'done')
        throw new CliError(`the status must be scheduled or done\n\n${USAGE}`);
      const pickup = await call<AdminWastePickup>(context, 'PUT', `/waste-pickups/${id}`, { status });
      context.write(`Pickup ${id} is now ${pickup.status}; the resident's open page shows it at once.`);
      return;
    }
    case 'autopay': {
      if (rest[0] !== 'run') throw new CliError(USAGE);
      const { results } = await call<AutopayRun>(context, 'POST', '/autopay/run');
      for (const result of results) {
        const payment = result.paymentId === null ? '' : `\tpayment ${result.paymentId}`;
        context.write(`${result.numberPersonalAccount}\t${result.outcome}\t${formatRubles(result.amount)}${payment}`);
      }
      context.write(`${results.length} autopay(s) were due`);
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      context.write(USAGE);
      return;
    default:
      throw new CliError(`unknown command '${command}'\n\n${USAGE}`);
  }
}
