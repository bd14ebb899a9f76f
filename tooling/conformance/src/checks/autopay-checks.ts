import type { Context } from '../context.ts';
import { OP } from '../keys.ts';

interface AutopayState {
  autopay: { enabled: boolean; maxAmount: number; day: number | null; card: { id: number } } | null;
  cards: { id: number }[];
}

/** An id far above any real one: no resident's card, so asking for it changes nothing. */
const NO_SUCH_CARD = 2_000_000_000;

interface FirstCharge {
  on: string | null;
  amount: number;
  needsConfirmation: boolean;
}
type Settings = { enabled: boolean; maxAmount: number; day: number | null; cardId: number };

/**
 * The settings with their first charge confirmed when the backend asks for it (a charge within 3
 * days of saving is saved only with its date and amount), as the portal does after its dialog.
 */
async function confirmedAsPreviewed(
  ctx: Context,
  auth: { bearer: string },
  id: number,
  settings: Settings,
  check: string,
) {
  const query = { maxAmount: settings.maxAmount, day: settings.day ?? undefined };
  const { answer } = await ctx.expect(OP.previewAutopay, check, { auth, path: [id], query }, { status: [200] });
  const charge = (answer?.json as { firstCharge?: FirstCharge } | undefined)?.firstCharge;
  return charge?.needsConfirmation && charge.on !== null
    ? { ...settings, confirmedCharge: { on: charge.on, amount: charge.amount } }
    : settings;
}

/**
 * Autopay and saved cards. The first charge's preview of the account; an autopay the account has is
 * written back as read (its close first charge confirmed as the preview names it), removed and put back;
 * with none but a saved card, one is set up and removed; with no card (a card is saved only by a
 * paid payment, which the command never makes), setting one up names a card that is not the
 * resident's (404). The command deletes no saved card: it cannot save one of its own.
 */
export async function autopayChecks(ctx: Context, auth: { bearer: string }, id: number): Promise<void> {
  const read = await ctx.expect(OP.autopay, 'own account → 200', { auth, path: [id] }, { status: [200] });
  const state = read.answer?.json as AutopayState | undefined;
  if (read.answer?.status !== 200 || !state) {
    for (const key of [OP.setAutopay, OP.deleteAutopay, OP.deleteCard])
      ctx.skip(key, 'valid request', 'the autopay could not be read, so it could not be put back');
    return;
  }
  const path = [id];
  await ctx.expect(
    OP.previewAutopay,
    'bad input (maximum 0) → 400 { details, message }',
    { auth, path, query: { maxAmount: 0, day: 10 } },
    { status: [400] },
  );
  const existing = state.autopay;
  if (existing) {
    const read = {
      enabled: existing.enabled,
      maxAmount: existing.maxAmount,
      day: existing.day,
      cardId: existing.card.id,
    };
    const asRead = await confirmedAsPreviewed(ctx, auth, id, read, 'the autopay as read → 200, its first charge');
    await ctx.expect(
      OP.setAutopay,
      'the autopay as read, written back → 200',
      { auth, path, json: asRead },
      { status: [200] },
    );
    try {
      await ctx.expect(
        OP.deleteAutopay,
        'the account’s autopay → 200 (put back next)',
        { auth, path },
        { status: [200] },
      );
    } finally {
      const again = await confirmedAsPreviewed(ctx, auth, id, read, 'the autopay as read, again → 200');
      await ctx.expect(
        OP.setAutopay,
        'the autopay put back as read → 200',
        { auth, path, json: again },
        { status: [200] },
      );
    }
  } else if (state.cards[0]) {
    // Maximum 1 ₽: any debt is over it, so the first charge takes nothing and needs no confirmation.
    const own = await confirmedAsPreviewed(
      ctx,
      auth,
      id,
      { enabled: true, maxAmount: 100, day: 28, cardId: state.cards[0].id },
      'own account (maximum 1 ₽) → 200',
    );
    await ctx.expect(
      OP.setAutopay,
      'no autopay: one on a saved card (max 1 ₽) → 200',
      { auth, path, json: own },
      { status: [200] },
    );
    await ctx.expect(OP.deleteAutopay, 'the autopay it set up → 200', { auth, path }, { status: [200] });
  } else {
    await ctx.expect(
      OP.previewAutopay,
      'own account (maximum 1 ₽, day 28) → 200',
      { auth, path, query: { maxAmount: 100, day: 28 } },
      { status: [200] },
    );
    await ctx.expect(
      OP.setAutopay,
      'no saved card: a card that is not the resident’s → 404',
      { auth, path, json: { enabled: true, maxAmount: 100, day: 28, cardId: NO_SUCH_CARD } },
      {
        status: [404],
      },
    );
    await ctx.expect(OP.deleteAutopay, 'no autopay → 404', { auth, path }, { status: [404] });
  }
  await ctx.expect(
    OP.deleteCard,
    'a card that is not the resident’s → 404, nothing deleted',
    { auth, path: [NO_SUCH_CARD] },
    { status: [404] },
  );
}
