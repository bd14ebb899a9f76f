import type { ChatMessage } from '@resident/contract';

/** `count` messages of chat 7, ids 1..count, alternating resident and operator, oldest first. */
export function makeMessages(count: number, chatId = 7): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    chatId,
    author: index % 2 === 0 ? 'resident' : 'operator',
    text: `Сообщение ${index + 1}`,
    created: new Date(Date.UTC(2026, 3, 1, 9, 0) + index * 60_000).toISOString(),
    read: true,
    documents: [],
  }));
}
