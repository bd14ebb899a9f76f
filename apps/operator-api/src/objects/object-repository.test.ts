import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeObjectDetails } from '@resident/contract';
import { createChangeObjectRepository } from '../communication/change-object-repository.ts';
import { seedDemoObjects } from '../db/seed-objects.ts';
import { openCommunicationTestStore } from '../test-support/communication-stores.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createObjectRepository } from './object-repository.ts';
import type { ObjectRepository } from './object-repository.ts';

const NOW = Date.UTC(2026, 9, 10, 10);
// resident@demo.ru (user 1): account 1 has the flat (object 1, 54.3 m², with ГАР) and a garden house (object 2).
const OWNER = { userId: 1, contragentId: 1 };

// Objects are on the async store: the same SQL and the same decisions on both backends.
describe.each(BACKENDS)('object repository on %s', (backend) => {
  let test: TestStore;
  let objects: ObjectRepository;
  beforeEach(async () => {
    test = await openCommunicationTestStore(backend, NOW);
    await seedDemoObjects(test.store, NOW);
    objects = createObjectRepository(test.store);
  });
  afterEach(() => test.close());

  const request = async (details: ChangeObjectDetails) => {
    const created = await createChangeObjectRepository(test.store).create({
      ...OWNER,
      details,
      comment: 'Перепланировка',
      documents: [],
      at: NOW,
    });
    return { id: created.id, details };
  };
  const area = (value: string): ChangeObjectDetails => ({
    kind: 'object-area',
    objectId: 1,
    area: value,
    changeDate: '2026-10-01',
  });

  it('lists an account’s objects with services and history, finds only its own', async () => {
    const [flat, garden] = await objects.listOf(1);
    expect(flat).toMatchObject({
      id: 1,
      area: 54.3,
      history: [{ field: 'residents', requestNumber: 'П-000098' }],
      openRequests: [],
    });
    expect(flat?.services).toHaveLength(1);
    expect(garden).toMatchObject({ id: 2, garId: null, history: [] });
    expect(await objects.listOf(999)).toEqual([]);
    expect(await objects.find(1, 1)).toEqual({ id: 1, garId: flat?.garId });
    expect(await objects.find(6, 1)).toBeUndefined();
  });

  it('applies a request resolved five times at once once', async () => {
    const resolved = await request(area('60'));
    await Promise.all(Array.from({ length: 5 }, () => objects.applyResolved(resolved.id, resolved.details, NOW)));
    const [flat] = await objects.listOf(1);
    expect(flat?.area).toBe(60);
    expect(flat?.history.filter((change) => change.field === 'area')).toEqual([
      expect.objectContaining({ oldValue: '54.3', newValue: '60' }),
    ]);
  });

  it('chains requests about one object resolved at once: each records the value the one before it left', async () => {
    const resolved = [];
    for (const value of ['60', '61', '62', '63', '64']) resolved.push(await request(area(value)));
    await Promise.all(resolved.map((each) => objects.applyResolved(each.id, each.details, NOW)));
    const [flat] = await objects.listOf(1);
    const changes = flat?.history.filter((change) => change.field === 'area') ?? [];
    expect(changes).toHaveLength(5);
    // Never two from the same value: the old values are the start and every new value but the last.
    const olds = changes.map((change) => change.oldValue).sort();
    const news = changes.map((change) => change.newValue).filter((value) => value !== String(flat?.area));
    expect(olds).toEqual(['54.3', ...news].sort());
  });
});
