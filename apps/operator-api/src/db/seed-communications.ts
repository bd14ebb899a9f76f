import type { DatabaseSync } from 'node:sqlite';
import { demoCommunications } from './demo-communications.ts';
import type { DemoCommunication, DemoMessage } from './demo-communications.ts';
import { typed } from './rows.ts';
import { createTransaction } from './transaction.ts';

// The resident's own messages are read by definition; operator ones as the demo data says.
const readFlag = (message: DemoMessage) => (message.author === 'resident' || message.read ? 1 : 0);

/**
 * Gives each demo resident their chats and recalculation requests once: only a resident who has
 * none yet gets them, so a second run adds nothing and whatever happened since (messages read,
 * replies) is kept. Returns the logins that got them.
 */
export function seedDemoCommunications(
  db: DatabaseSync,
  now: number,
  communications: readonly DemoCommunication[] = demoCommunications,
): string[] {
  const resident = typed<{ fresh: number }, [number, string]>(
    db.prepare(`SELECT NOT EXISTS (SELECT 1 FROM chats WHERE user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM change_objects WHERE user_id = u.id) AS fresh
      FROM users u WHERE u.id = ? AND u.login = ?`),
  );
  const owns = typed<{ owned: number }, [number, number]>(
    db.prepare('SELECT 1 AS owned FROM user_contragents WHERE user_id = ? AND contragent_id = ?'),
  );
  // The category by its name; 'Другое' (7) for a name that is not a category.
  const insertChat = typed<{ id: number }, [number, number | null, string, string, string, number, number]>(
    db.prepare(`INSERT INTO chats (user_id, contragent_id, category, subject, status, created_at, updated_at, category_id)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce((SELECT id FROM chat_categories WHERE name = ?3), 7)) RETURNING id`),
  );
  const insertMessage = db.prepare(
    'INSERT INTO chat_messages (chat_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, ?)',
  );
  // A request number someone already has is theirs: skip the demo request rather than clash.
  const insertChangeObject = typed<{ id: number }, [number, number, string, string, string, string | null, number, number]>(
    db.prepare(`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, details, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`),
  );
  const insertComment = db.prepare(
    'INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, ?)',
  );
  const transaction = createTransaction(db);

  return transaction(() => {
    const seeded: string[] = [];
    for (const demo of communications) {
      if (resident.get(demo.userId, demo.login)?.fresh !== 1) continue;
      const ownAccount = (id: number | undefined) => id === undefined || owns.get(demo.userId, id) !== undefined;
      for (const chat of demo.chats) {
        if (!ownAccount(chat.contragentId)) continue;
        const times = chat.messages.map((message) => now - message.ago);
        const created = Math.min(now, ...times);
        const updated = Math.max(created, ...times);
        const row = insertChat.get(demo.userId, chat.contragentId ?? null, chat.category, chat.subject, chat.status, created, updated);
        if (!row) continue;
        for (const message of chat.messages) {
          insertMessage.run(row.id, message.author, message.text, now - message.ago, readFlag(message));
        }
      }
      for (const request of demo.changeObjects) {
        if (!ownAccount(request.contragentId)) continue;
        const details = request.details ? JSON.stringify(request.details(now)) : null;
        const times = request.comments.map((comment) => now - comment.ago);
        const created = now - request.ago;
        const row = insertChangeObject.get(
          demo.userId,
          request.contragentId,
          request.requestNumber,
          request.kind,
          request.status,
          details,
          created,
          Math.max(created, ...times),
        );
        if (!row) continue;
        for (const comment of request.comments) {
          insertComment.run(row.id, comment.author, comment.text, now - comment.ago, readFlag(comment));
        }
      }
      seeded.push(demo.login);
    }
    return seeded;
  });
}
