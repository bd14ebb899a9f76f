import { describe, expect, it } from 'vitest';
import { tasksResponse } from '../testing/fixtures.ts';
import { countNotifications } from './count-notifications.ts';

describe('countNotifications', () => {
  it('counts recalculation requests plus chats, not comments', () => {
    expect(countNotifications(tasksResponse)).toBe(2);
    expect(countNotifications({ chats: [], changeObjects: tasksResponse.changeObjects })).toBe(1);
    expect(countNotifications({ chats: [...tasksResponse.chats, ...tasksResponse.chats], changeObjects: [] })).toBe(2);
  });

  it('is 0 with no tasks or before they are loaded', () => {
    expect(countNotifications({ chats: [], changeObjects: [] })).toBe(0);
    expect(countNotifications(undefined)).toBe(0);
  });
});
