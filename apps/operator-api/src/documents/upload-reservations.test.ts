import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { all } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createUploadReservations } from './upload-reservations.ts';

const NOW = 1_000_000;
const LATER = NOW + 60_000;
let stores: TwoInstanceStores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
});

describe.each(BACKENDS)('upload reservations on %s', (backend) => {
  it('grow within the quota, refuse past it, and free their room when released', async () => {
    stores = await openTwoInstanceStores(backend);
    const reservations = createUploadReservations(stores.store);
    expect(await reservations.grow({ id: 'a', userId: 1, bytes: 600, expiresAt: LATER }, 1000, NOW)).toBe(true);
    expect(await reservations.grow({ id: 'b', userId: 1, bytes: 401, expiresAt: LATER }, 1000, NOW)).toBe(false);
    expect(await reservations.grow({ id: 'b', userId: 1, bytes: 400, expiresAt: LATER }, 1000, NOW)).toBe(true);
    // Another resident has room of their own.
    expect(await reservations.grow({ id: 'c', userId: 2, bytes: 1000, expiresAt: LATER }, 1000, NOW)).toBe(true);
    expect(await reservations.usedBy(1, NOW)).toBe(1000);
    await reservations.release('a');
    expect(await reservations.usedBy(1, NOW)).toBe(400);
    // A reservation grows in place.
    expect(await reservations.grow({ id: 'b', userId: 1, bytes: 600, expiresAt: LATER }, 1000, NOW)).toBe(true);
    expect(await reservations.grow({ id: 'b', userId: 1, bytes: 1, expiresAt: LATER }, 1000, NOW)).toBe(false);
  });

  it('stop counting once expired (the upload died with its instance) and are deleted then', async () => {
    stores = await openTwoInstanceStores(backend);
    const reservations = createUploadReservations(stores.store);
    expect(await reservations.grow({ id: 'dead', userId: 1, bytes: 1000, expiresAt: LATER }, 1000, NOW)).toBe(true);
    expect(
      await reservations.grow({ id: 'new', userId: 1, bytes: 1000, expiresAt: LATER + 60_000 }, 1000, LATER - 1),
    ).toBe(false);
    expect(await reservations.usedBy(1, LATER)).toBe(0);
    expect(await reservations.grow({ id: 'new', userId: 1, bytes: 1000, expiresAt: LATER + 60_000 }, 1000, LATER)).toBe(
      true,
    );
    const rows = await all(
      stores.store,
      sql<{ reservation_id: string }>`SELECT reservation_id FROM upload_reservations`,
    );
    expect(rows.map((row) => row.reservation_id)).toEqual(['new']);
  });

  it('never pass the quota together, however many grow at once through two instances', async () => {
    stores = await openTwoInstanceStores(backend);
    const here = createUploadReservations(stores.store);
    const there = createUploadReservations(stores.other);
    const grown = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        (index % 2 === 0 ? here : there).grow(
          { id: `r${index % 6}`, userId: 1, bytes: 100, expiresAt: LATER },
          1000,
          NOW,
        ),
      ),
    );
    expect(grown.filter(Boolean)).toHaveLength(10);
    expect(await here.usedBy(1, NOW)).toBe(1000);
  });
});
