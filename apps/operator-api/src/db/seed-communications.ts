import { sql } from 'kysely';
import { demoCommunications } from './demo-communications.ts';
import type { DemoCommunication, DemoMessage } from './demo-communications.ts';
import { first } from './store/store.ts';
import type { Store } from './store/store.ts';

// The resident's own messages are read by definition; operator ones as the demo data says.
const readFlag = (message: DemoMessage) => (message.author === 'resident' || message.read ? 1 : 0);

/**
 * Gives each demo resident their chats and recalculation requests once: only a resident who has
 * none yet gets them, so a second run adds nothing and whatever happened since (messages read,
 * replies) is kept. Returns the logins that got them.
 */
export async function seedDemoCommunications(
  store: Store,
  now: number,
  communications: readonly DemoCommunication[] = demoCommunications,
): Promise<string[]> {
  return store.transaction(async (tx) => {
    const ownAccount = async (demo: DemoCommunication, id: number | undefined) =>
      id === undefined ||
      (await first(
        tx,
        sql`SELECT 1 AS owns FROM user_contragents WHERE user_id = ${demo.userId} AND contragent_id = ${id}`,
      )) !== undefined;
    const seeded: string[] = [];
    for (const demo of communications) {
      // The demo resident under that id, not someone else who has it.
      if (!(await first(tx, sql`SELECT 1 AS resident FROM users WHERE id = ${demo.userId} AND login = ${demo.login}`)))
        continue;
      const busy = await first(
        tx,
        sql`SELECT 1 AS busy WHERE EXISTS (SELECT 1 FROM chats WHERE user_id = ${demo.userId})
          OR EXISTS (SELECT 1 FROM change_objects WHERE user_id = ${demo.userId})`,
      );
      if (busy) continue;
      for (const chat of demo.chats) {
        if (!(await ownAccount(demo, chat.contragentId))) continue;
        const times = chat.messages.map((message) => now - message.ago);
        const created = Math.min(now, ...times);
        const updated = Math.max(created, ...times);
        // The category by its name; 'Другое' (7) for a name that is not a category.
        const row = await first(
          tx,
          sql<{
            id: number;
          }>`INSERT INTO chats (user_id, contragent_id, category, subject, status, created_at, updated_at, category_id)
            VALUES (${demo.userId}, ${chat.contragentId ?? null}, ${chat.category}, ${chat.subject}, ${chat.status}, ${created}, ${updated},
              coalesce((SELECT id FROM chat_categories WHERE name = ${chat.category}), 7)) RETURNING id`,
        );
        if (!row) continue;
        for (const message of chat.messages) {
          await sql`INSERT INTO chat_messages (chat_id, author, text, created_at, read_by_resident)
            VALUES (${row.id}, ${message.author}, ${message.text}, ${now - message.ago}, ${readFlag(message)})`.execute(
            tx,
          );
        }
      }
      for (const request of demo.changeObjects) {
        if (!(await ownAccount(demo, request.contragentId))) continue;
        const details = request.details ? JSON.stringify(request.details(now)) : null;
        const times = request.comments.map((comment) => now - comment.ago);
        const created = now - request.ago;
        // A request number someone already has is theirs: skip the demo request rather than clash.
        const row = await first(
          tx,
          sql<{
            id: number;
          }>`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, details, created_at, updated_at)
            VALUES (${demo.userId}, ${request.contragentId}, ${request.requestNumber}, ${request.kind}, ${request.status}, ${details},
              ${created}, ${Math.max(created, ...times)})
            ON CONFLICT DO NOTHING RETURNING id`,
        );
        if (!row) continue;
        for (const comment of request.comments) {
          await sql`INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident)
            VALUES (${row.id}, ${comment.author}, ${comment.text}, ${now - comment.ago}, ${readFlag(comment)})`.execute(
            tx,
          );
        }
      }
      seeded.push(demo.login);
    }
    return seeded;
  });
}
