import type { Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { day } from './day.ts';
import { NOTE } from './files.ts';

type Auth = { bearer: string };
type Json = Record<string, unknown>;

/**
 * Orders the command places and takes back itself, none paid: a waste pickup (then cancelled), a
 * container rental (then cancelled; its paid-only calls answer 409 on it), the state-duty order of an
 * account with unpaid duty (it stays open, unpaid, as an order the resident did not pay), and an
 * installment application (it stays pending until the operator refuses it).
 */
export async function orderChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a || state.contragentId === undefined) return;
  const auth = { bearer: state.a.access };
  const ids = state.contragentIds ?? [state.contragentId];
  await wastePickupChecks(ctx, auth, ids);
  await rentalChecks(ctx, auth, state.contragentId);
  await stateDutyChecks(ctx, auth, ids, state);
  await installmentChecks(ctx, auth, ids);
}

async function firstObjectId(ctx: Context, auth: Auth, id: number): Promise<number | undefined> {
  const objects = (await ctx.call(OP.objects, { auth, path: [id] }))?.json;
  const first = Array.isArray(objects) ? (objects[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof first === 'number' ? first : undefined;
}

async function wastePickupChecks(ctx: Context, auth: Auth, ids: number[]): Promise<void> {
  for (const id of ids) {
    const types = await ctx.call(OP.wasteTypes, { auth, path: [id] });
    if (types?.status !== 200) continue;
    const wasteType = (types.json as { code?: string }[])[0]?.code;
    const slot = (
      (await ctx.call(OP.wasteSlots, { auth, path: [id] }))?.json as
        { date: string; period: string; available?: boolean }[] | undefined
    )?.find((item) => item.available !== false);
    const objectId = await firstObjectId(ctx, auth, id);
    if (!wasteType || !slot || objectId === undefined) continue;
    const created = await ctx.expect(
      OP.createPickup,
      'a pickup (1 m³, the first free window), left unpaid → 201',
      {
        auth,
        path: [id],
        json: { objectId, wasteType, volume: 1, date: slot.date, period: slot.period, comment: NOTE },
      },
      { status: [201] },
    );
    const pickupId = idOf(created.answer?.json);
    if (pickupId === undefined) ctx.skip(OP.cancelPickup, 'the pickup it ordered', 'ordering gave no pickup id');
    else
      await ctx.expect(
        OP.cancelPickup,
        'the pickup it ordered → 200 cancelled, the window given back',
        { auth, path: [id, pickupId] },
        { status: [200] },
      );
    return;
  }
  for (const key of [OP.createPickup, OP.cancelPickup])
    ctx.skip(key, 'a pickup', 'no account of resident A has waste removal with a free window and an object');
}

async function rentalChecks(ctx: Context, auth: Auth, id: number): Promise<void> {
  const typeId = ((await ctx.call(OP.containerTypes, { auth }))?.json as { id?: number }[] | undefined)?.[0]?.id;
  const objectId = await firstObjectId(ctx, auth, id);
  const own = [OP.createRental, OP.extensionQuote, OP.extendRental, OP.returnQuote, OP.returnRental, OP.cancelRental];
  if (typeId === undefined) {
    for (const key of own) ctx.skip(key, 'a rental', 'no container type is listed');
    return;
  }
  const where = objectId === undefined ? { address: NOTE } : { objectId };
  const created = await ctx.expect(
    OP.createRental,
    'a listed type for a week from the day after tomorrow, left unpaid → 201',
    {
      auth,
      path: [id],
      json: { typeId, startDate: day(2), endDate: day(8), ...where },
    },
    { status: [201] },
  );
  const rentalId =
    idOf((created.answer?.json as { rental?: unknown } | undefined)?.rental) ?? idOf(created.answer?.json);
  if (rentalId === undefined) {
    for (const key of own.slice(1)) ctx.skip(key, 'the rental it ordered', 'ordering gave no rental id');
    return;
  }
  // Extending and returning are for paid rentals: on the command's unpaid one they answer 409.
  const path = [id, rentalId];
  await ctx.expect(
    OP.extensionQuote,
    'the unpaid rental it ordered → 409',
    { auth, path, query: { endDate: day(15) } },
    { status: [409] },
  );
  await ctx.expect(
    OP.extendRental,
    'the unpaid rental it ordered → 409',
    { auth, path, json: { endDate: day(15) } },
    { status: [409] },
  );
  await ctx.expect(
    OP.returnQuote,
    'the unpaid rental it ordered → 409',
    { auth, path, query: { returnDate: day(4) } },
    { status: [409] },
  );
  await ctx.expect(
    OP.returnRental,
    'the unpaid rental it ordered → 409, nothing changes',
    { auth, path, json: { returnDate: day(4), refund: 0 } },
    { status: [409] },
  );
  await ctx.expect(OP.cancelRental, 'the rental it ordered → 200 cancelled', { auth, path }, { status: [200] });
  await paidRentalQuotes(ctx, auth, id);
}

/** The quotes only read: on a paid rental of the resident's they answer 200. */
async function paidRentalQuotes(ctx: Context, auth: Auth, id: number): Promise<void> {
  const rentals = (await ctx.call(OP.containerRentals, { auth, path: [id] }))?.json as
    { id?: number; status?: string; endDate?: string }[] | undefined;
  const paid = rentals?.find(
    (rental) => rental.status === 'paid' && typeof rental.endDate === 'string' && rental.endDate > day(1),
  );
  if (paid?.id === undefined || !paid.endDate) return;
  const after = new Date(Date.parse(paid.endDate) + 7 * 86_400_000).toISOString().slice(0, 10);
  await ctx.expect(
    OP.extensionQuote,
    'a paid rental of the account, a week longer → 200',
    { auth, path: [id, paid.id], query: { endDate: after } },
    { status: [200] },
  );
  await ctx.expect(
    OP.returnQuote,
    'a paid rental of the account, returned tomorrow → 200',
    { auth, path: [id, paid.id], query: { returnDate: day(1) } },
    { status: [200, 400] },
  );
}

async function stateDutyChecks(ctx: Context, auth: Auth, ids: number[], state: RunState): Promise<void> {
  let chosen: { id: number; unpaid: number } | undefined;
  for (const id of ids) {
    const litigation = (await ctx.call(OP.litigation, { auth, path: [id] }))?.json as
      { stateDuty?: { unpaid?: number } } | undefined;
    const unpaid = litigation?.stateDuty?.unpaid ?? 0;
    if (!chosen || unpaid > chosen.unpaid) chosen = { id, unpaid };
  }
  const id = chosen?.id ?? state.contragentId!;
  if (chosen && chosen.unpaid > 0)
    await ctx.expect(
      OP.stateDutyOrder,
      'an account with unpaid state duty → 201 (200: its open order), left unpaid',
      { auth, path: [id] },
      { status: [201, 200] },
    );
  else
    await ctx.expect(
      OP.stateDutyOrder,
      'no account of A has unpaid state duty → 409, nothing ordered',
      { auth, path: [id] },
      { status: [409] },
    );
}

/** The conditions the document states: a debt of 3 000 ₽ or more, a first payment of 30 % or more. */
const INSTALLMENT_MIN_DEBT = 300_000;

async function installmentChecks(ctx: Context, auth: Auth, ids: number[]): Promise<void> {
  for (const id of ids) {
    const answer = await ctx.call(OP.installments, { auth, path: [id] });
    if (answer?.status !== 200) continue;
    const { debt = 0, applications = [] } = answer.json as { debt?: number; applications?: { status?: string }[] };
    const body = { firstPayment: Math.max(1, Math.ceil(debt * 0.3)), months: 3 };
    if (debt < INSTALLMENT_MIN_DEBT)
      await ctx.expect(
        OP.installmentApplication,
        'a debt under 3 000 ₽ → 400 INSTALLMENT_CONDITION, nothing applied',
        { auth, path: [id], json: body },
        { status: [400] },
      );
    else if (applications.some((item) => item.status === 'pending'))
      await ctx.expect(
        OP.installmentApplication,
        'an application already pending → 409',
        { auth, path: [id], json: body },
        { status: [409] },
      );
    else
      await ctx.expect(
        OP.installmentApplication,
        '30 % first, 3 months → 201 pending (the operator refuses it)',
        { auth, path: [id], json: body },
        { status: [201] },
      );
    return;
  }
  const id = ids[0]!;
  await ctx.expect(
    OP.installmentApplication,
    'an account outside the register → 403',
    { auth, path: [id], json: { firstPayment: 1, months: 3 } },
    { status: [403] },
  );
}

const idOf = (body: unknown): number | undefined => {
  const id = (body as Json | undefined)?.['id'];
  return typeof id === 'number' ? id : undefined;
};
