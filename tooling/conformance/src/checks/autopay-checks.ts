import type { Context } from '../context.ts';
import { OP } from '../keys.ts';

interface AutopayState {
  autopay: { enabled: boolean; maxAmount: number; day: number | null; card: { id: number } } | null;
  cards: { id: number }[];
}

/** An id far above any real one: no resident's card, so asking for it changes nothing. */
const NO_SUCH_CARD = 2_000_000_000;

/**
 * Autopay and saved cards. An autopay the account has is written back as read, removed and put back;
 * with none but a saved card, one is set up and removed; with no card (a card is saved only by a
 * paid payment, which the command never makes), setting one up names a card that is not the
 * resident's (404). The command deletes no saved card: it cannot save one of its own.
 */
export async function autopayChecks(ctx: Context, auth: { bearer: string }, id: number): Promise<void> {
  const read = await ctx.expect(OP.autopay, 'own account → 200', { auth, path: [id] }, { status: [200] });
  const state = read.answer?.json as AutopayState | undefined;
  if (read.answer?.status !== 200 || !state) {
    for (const key of [OP.setAutopay, OP.deleteAutopay, OP.deleteCard]) ctx.skip(key, 'valid request', 'the autopay could not be read, so it could not be put back');
    return;
  }
  const path = [id];
  const existing = state.autopay;
  if (existing) {
    const asRead = { enabled: existing.enabled, maxAmount: existing.maxAmount, day: existing.day, cardId: existing.card.id };
    await ctx.expect(OP.setAutopay, 'the autopay as read, written back → 200', { auth, path, json: asRead }, { status: [200] });
    try {
      await ctx.expect(OP.deleteAutopay, 'the account’s autopay → 200 (put back next)', { auth, path }, { status: [200] });
    } finally {
      await ctx.expect(OP.setAutopay, 'the autopay put back as read → 200', { auth, path, json: asRead }, { status: [200] });
    }
  } else if (state.cards[0]) {
    const own = { enabled: true, maxAmount: 100, day: 28, cardId: state.cards[0].id };
    await ctx.expect(OP.setAutopay, 'no autopay: one on a saved card (max 1 ₽) → 200', { auth, path, json: own }, { status: [200] });
    await ctx.expect(OP.deleteAutopay, 'the autopay it set up → 200', { auth, path }, { status: [200] });
  } else {
    await ctx.expect(OP.setAutopay, 'no saved card: a card that is not the resident’s → 404', { auth, path, json: { enabled: true, maxAmount: 100, day: 28, cardId: NO_SUCH_CARD } }, {
      status: [404],
    });
    await ctx.expect(OP.deleteAutopay, 'no autopay → 404', { auth, path }, { status: [404] });
  }
  await ctx.expect(OP.deleteCard, 'a card that is not the resident’s → 404, nothing deleted', { auth, path: [NO_SUCH_CARD] }, { status: [404] });
}
