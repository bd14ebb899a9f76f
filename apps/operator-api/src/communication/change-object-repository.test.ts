import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCommunicationTestStore } from '../test-support/communication-stores.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createChangeObjectRepository } from './change-object-repository.ts';
import type { ChangeObjectRepository } from './change-object-repository.ts';

const NOW = Date.UTC(2026, 4, 1, 10);
const at = (minute: number) => NOW + minute * 60_000;
const OWNER = { userId: 7, contragentId: 6 };
const absence = { kind: 'absence', periodStart: '2026-04-01', periodEnd: '2026-04-20' } as const;

// Change objects are on the async store: the same SQL on both backends.
describe.each(BACKENDS)('change object repository on %s', (backend) => {
  let test: TestStore;
  let requests: ChangeObjectRepository;
  beforeEach(async () => {
    test = await openCommunicationTestStore(backend, NOW);
    requests = createChangeObjectRepository(test.store);
  });
  afterEach(() => test.close());

  const create = (minute: number, details: Parameters<ChangeObjectRepository['create']>[0]['details'] = absence) =>
    requests.create({
      ...OWNER,
      details,
      comment: 'Прошу пересчитать',
      documents: [{ key: `k${minute}`, name: 'билет.pdf', contentType: 'application/pdf', size: 3, type: 'ticket' }],
      at: at(minute),
    });

  it('numbers requests in sequence and keeps the first comment with its typed documents', async () => {
    const first = await create(1);
    const second = await create(2, { kind: 'wrong-charge', month: '2026-03', description: 'Двойное начисление' });
    const sequence = (number: string) => Number(number.slice(2));
    expect(first.requestNumber).toMatch(/^П-\d{6}$/);
    expect(sequence(second.requestNumber)).toBe(sequence(first.requestNumber) + 1);
    expect(first).toMatchObject({ status: 'new', kind: 'absence', details: absence, contragentId: 6, unreadCount: 0 });
    const [comment] = await requests.comments(first.id);
    expect(comment).toMatchObject({
      author: 'resident',
      text: 'Прошу пересчитать',
      read: true,
      documents: [{ name: 'билет.pdf', type: 'ticket' }],
    });
    expect(await requests.find(first.id, { userId: 1, contragentId: 6 })).toBeUndefined();
    expect(await requests.find(first.id, OWNER)).toMatchObject({ login: 'plain@demo.ru' });
  });

  it('filters by status and kind, newest first; an operator comment takes a new request in progress', async () => {
    const older = await create(1);
    const newer = await create(2, { kind: 'wrong-charge', month: '2026-03', description: 'Двойное начисление' });
    const ids = async (filter: Parameters<ChangeObjectRepository['listOf']>[1]) =>
      (await requests.listOf(OWNER, filter)).content.map((row) => row.id);
    expect(await ids({ page: 1, size: 10 })).toEqual([newer.id, older.id]);
    expect(await ids({ page: 1, size: 10, kind: ['absence'] })).toEqual([older.id]);

    const answer = await requests.addComment(older.id, 'operator', 'Принято', [], at(3));
    expect(answer).toMatchObject({ author: 'operator', read: false, documents: [] });
    expect(await requests.find(older.id)).toMatchObject({
      status: 'in_progress',
      unreadCount: 1,
      lastComment: { text: 'Принято' },
    });
    expect(await ids({ page: 1, size: 10, status: ['in_progress'] })).toEqual([older.id]);
    // The demo request of resident@demo.ru is in progress too.
    const inProgress = (await requests.listAll({ page: 1, size: 50, status: ['in_progress'] })).content.map(
      (row) => row.id,
    );
    expect(inProgress).toContain(older.id);
    expect(inProgress).not.toContain(newer.id);

    expect(await requests.markRead(1, older.id)).toBe(false);
    expect(await requests.markRead(OWNER.userId, older.id)).toBe(true);
    expect((await requests.find(older.id))?.unreadCount).toBe(0);
  });

  it('forgets the mark when reopened', async () => {
    const { id } = await create(1);
    await requests.setStatus(id, 'resolved', at(2));
    await requests.rate(id, 4, 'Хорошо', at(3));
    expect((await requests.find(id))?.rating).toMatchObject({ value: 4, comment: 'Хорошо' });
    await requests.setStatus(id, 'new', at(4));
    expect(await requests.find(id)).toMatchObject({ status: 'new', rating: null });
  });
});
