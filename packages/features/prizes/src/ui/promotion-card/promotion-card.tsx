import type { Promotion } from '@resident/contract';
import { PARTICIPATION_TEXTS, PROMOTION_STATUS_NAMES } from '@resident/contract/limits';
import { formatDate, formatKopecks, StatusAlert, type StatusAlertType } from '@resident/ui';
import { Link } from 'react-router';
import { PRIZES_TEXTS } from '../../lib/texts';
import '../prizes.css';

export interface PromotionCardProps {
  promotion: Promotion;
  /** Where the debt is paid (billing), when the account has one. */
  payHref: string;
  /** The account's masked number as the winners list shows it, to mark its own line. */
  ownAccount?: string;
}

const ALERT: Record<Promotion['participation']['reason'], StatusAlertType> = {
  ok: 'success',
  debt: 'warning',
  closed: 'info',
  'not-started': 'info',
  finished: 'info',
};

/** One promotion: its period and status, whether the account takes part and why, conditions, prizes, results. */
export function PromotionCard({ promotion, payHref, ownAccount }: PromotionCardProps) {
  const { participation, draw } = promotion;
  const headingId = `promotion-${promotion.id}`;
  return (
    <article className="rp-prize" aria-labelledby={headingId}>
      <h2 id={headingId}>{promotion.title}</h2>
      <span className={`rp-prize__status rp-prize__status--${promotion.status}`}>
        {PROMOTION_STATUS_NAMES[promotion.status]}
      </span>
      <p>{promotion.summary}</p>
      <p className="rp-prize__meta">
        {PRIZES_TEXTS.periodLabel}: {PRIZES_TEXTS.period(formatDate(promotion.startsOn), formatDate(promotion.endsOn))}{' '}
        · {PRIZES_TEXTS.drawOn}: {formatDate(promotion.drawOn)}
      </p>

      {promotion.status !== 'finished' ? (
        <>
          <h3>{PRIZES_TEXTS.participation}</h3>
          <StatusAlert
            type={ALERT[participation.reason]}
            action={participation.reason === 'debt' ? <Link to={payHref}>{PRIZES_TEXTS.payDebt}</Link> : undefined}
          >
            {PARTICIPATION_TEXTS[participation.reason]}
            {participation.debt !== null ? ` ${PRIZES_TEXTS.debt(formatKopecks(participation.debt))}` : ''}
          </StatusAlert>
        </>
      ) : null}

      <h3>{PRIZES_TEXTS.conditions}</h3>
      <ul>
        {promotion.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <h3>{PRIZES_TEXTS.prizes}</h3>
      <ul>
        {promotion.prizes.map((prize) => (
          <li key={prize.name}>
            {prize.name} — {PRIZES_TEXTS.pieces(prize.count)}
          </li>
        ))}
      </ul>

      {promotion.status === 'finished' ? (
        <>
          <h3>{PRIZES_TEXTS.results}</h3>
          {draw ? (
            <>
              <p>{PRIZES_TEXTS.heldOn(formatDate(draw.heldOn))}</p>
              {draw.ownPrize ? (
                <StatusAlert type="success" style={{ marginBottom: 8 }}>
                  {PRIZES_TEXTS.ownPrize(draw.ownPrize)}
                </StatusAlert>
              ) : (
                <p>{PRIZES_TEXTS.noOwnPrize}</p>
              )}
              <ul className="rp-prize__winners" aria-label={PRIZES_TEXTS.winners}>
                {draw.winners.map((winner, index) => (
                  <li
                    key={`${winner.account}-${index}`}
                    className={winner.account === ownAccount ? 'rp-prize__own' : undefined}
                  >
                    <span className="rp-prize__account">
                      {PRIZES_TEXTS.winnerAccount} {winner.account}
                    </span>
                    <span>{winner.prize}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{PRIZES_TEXTS.awaitingDraw}</p>
          )}
        </>
      ) : null}

      {promotion.status !== 'finished' || draw?.ownPrize ? (
        <>
          <h3>{PRIZES_TEXTS.howToReceive}</h3>
          <p>{promotion.howToReceive}</p>
        </>
      ) : null}
    </article>
  );
}
