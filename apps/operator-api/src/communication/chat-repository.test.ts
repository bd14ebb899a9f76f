import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../db/store/store.ts';
import { openCommunicationTestStore } from '../test-support/communication-stores.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createChatRepository } from './chat-repository.ts';
import type { ChatRepository } from './chat-repository.ts';

const NOW = Date.UTC(2026, 4, 1, 10);
const at = (minute: number) => NOW + minute * 60_000;
// plain@demo.ru (user 7, account 6) has no demo chats; resident@demo.ru (user 1) has chat 1.
const PLAIN = 7;
let keys = 0;
const document = (name: string) => {
  keys += 1;
  return { key: `key-${keys}`, name: `${name}.pdf`, contentType: 'application/pdf', size: 10, type: null };
};

// Chats are on the async store: the same SQL on both backends.
describe.each(BACKENDS)('chat repository on %s', (backend) => {
  let test: TestStore;
  let chats: ChatRepository;
  beforeEach(async () => {
    test = await openCommunicationTestStore(backend, NOW);
    chats = createChatRepository(test.store);
  });
  afterEach(() => test.close());

  const newChat = async (contragentId: number | null, categoryCode = 'charges', documents = [document('a1')]) => {
    const category = await chats.categoryByCode(categoryCode);
    if (!category) throw new Error(`no category ${categoryCode}`);
    return chats.create({
      userId: PLAIN,
      contragentId,
      category,
      subject: 'Вопрос',
      text: 'Текст',
      documents,
      at: at(1),
    });
  };

  it('creates a chat with its first message and documents, visible to its owner only', async () => {
    const created = await newChat(6, 'charges', [document('a1'), document('a2')]);
    expect(created).toMatchObject({ status: 'open', contragentId: 6, category: { code: 'charges' }, unreadCount: 0 });
    expect(created.lastMessage?.documents.map((file) => file.name)).toEqual(['a1.pdf', 'a2.pdf']);
    expect(created.lastMessage).toMatchObject({ author: 'resident', text: 'Текст', read: true });
    expect(await chats.find(created.id, PLAIN)).toMatchObject({
      id: created.id,
      userId: PLAIN,
      login: 'plain@demo.ru',
    });
    expect(await chats.find(created.id, 1)).toBeUndefined();
    expect(await chats.markRead(1, created.id)).toBe(false);
  });

  it('filters a resident’s list by status, category and account (plus chats tied to no account)', async () => {
    const general = await newChat(null, 'other');
    const charges = await newChat(6, 'charges');
    await chats.setStatus(charges.id, 'resolved', at(2));
    const ids = async (filter: Parameters<ChatRepository['listOf']>[1]) =>
      (await chats.listOf(PLAIN, filter)).content.map((chat) => chat.id);
    expect(await ids({ page: 1, size: 10 })).toEqual([charges.id, general.id]);
    expect(await ids({ page: 1, size: 10, status: ['open'] })).toEqual([general.id]);
    expect(await ids({ page: 1, size: 10, status: ['open', 'resolved'] })).toEqual([charges.id, general.id]);
    expect(await ids({ page: 1, size: 10, category: [7] })).toEqual([general.id]);
    expect(await ids({ page: 1, size: 10, contragentId: 6 })).toEqual([charges.id, general.id]);
    expect(await chats.listOf(PLAIN, { page: 2, size: 1 })).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      content: [{ id: general.id }],
    });
    const all = await chats.listAll({ page: 1, size: 50, status: ['resolved'] });
    expect(all.content.map((chat) => chat.id)).toEqual([charges.id]);
  });

  it('pages a thread back by keyset and moves the status with each author', async () => {
    const { id } = await newChat(6, 'charges', []);
    for (let minute = 2; minute <= 5; minute += 1)
      await chats.addMessage(id, 'operator', `Ответ ${minute}`, [], at(minute));
    expect((await chats.find(id))?.status).toBe('answered');
    expect((await chats.find(id))?.unreadCount).toBe(4);
    const newest = await chats.messages(id, undefined, 2);
    expect(newest.messages.map((message) => message.text)).toEqual(['Ответ 4', 'Ответ 5']);
    expect(newest.hasMore).toBe(true);
    const older = await chats.messages(id, newest.messages[0]?.id, 10);
    expect(older).toMatchObject({
      hasMore: false,
      messages: [{ text: 'Текст' }, { text: 'Ответ 2' }, { text: 'Ответ 3' }],
    });

    expect(await chats.markRead(PLAIN, id)).toBe(true);
    expect((await chats.find(id))?.unreadCount).toBe(0);
    await chats.setStatus(id, 'resolved', at(6));
    await chats.rate(id, 5, 'Спасибо', at(7));
    expect((await chats.find(id))?.rating).toMatchObject({ value: 5, comment: 'Спасибо' });
    await chats.addMessage(id, 'resident', 'Снова вопрос', [document('b1')], at(8));
    const reopened = await chats.find(id);
    expect(reopened).toMatchObject({
      status: 'open',
      rating: null,
      lastMessage: { text: 'Снова вопрос', documents: [{ name: 'b1.pdf' }] },
    });
  });

  it('names a resident registered after start, who is in the same store as the chats', async () => {
    await run(
      test.store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, selected_contragent_id, created_at)
        VALUES (31, 'new@demo.ru', 'x', 'Новый', 'Житель', 'tko', 1, 6, ${NOW})`,
    );
    const category = await chats.categoryByCode('other');
    if (!category) throw new Error('no category');
    const created = await chats.create({
      userId: 31,
      contragentId: null,
      category,
      subject: 'Привет',
      text: 'Текст',
      documents: [],
      at: NOW,
    });
    expect((await chats.find(created.id))?.login).toBe('new@demo.ru');
    if (backend === 'postgres') {
      await expect(
        chats.create({ userId: 32, contragentId: null, category, subject: 'x', text: 'x', documents: [], at: NOW }),
      ).rejects.toThrow(/foreign key/);
    }
  });
});
