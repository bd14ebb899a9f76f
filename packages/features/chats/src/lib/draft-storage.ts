/**
 * The unsent text of a chat survives a reload (design.md §5: nothing typed is lost), per tab:
 * sessionStorage, key `chat-draft:<chatId>`. Storage may be unavailable (private mode, quota):
 * then the draft only lives in memory.
 */
export const draftKey = (chatId: number | string) => `chat-draft:${chatId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): string {
  try {
    return storage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string, text: string): void {
  try {
    if (text === '') storage()?.removeItem(key);
    else storage()?.setItem(key, text);
  } catch {
    // A full or blocked storage must not break typing.
  }
}
