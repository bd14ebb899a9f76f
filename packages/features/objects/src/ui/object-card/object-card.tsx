import type { RealEstateObject } from '@resident/contract';
import { OBJECT_TYPE_NAMES } from '@resident/contract/limits';
import { paths } from '@resident/routes';
import { formatDate, formatKopecks, PlainButton } from '@resident/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatArea, formatChangeValue } from '../../lib/format-object';
import { CHANGE_LABELS, OBJECTS_TEXTS } from '../../lib/texts';
import './object-card.css';

export interface ObjectCardProps {
  object: RealEstateObject;
  /** Its place on the map (the marker's number). */
  index: number;
  userId: number | string;
  onChange?: (object: RealEstateObject) => void;
}

/** One object with everything the operator bills on it, its history and the requests under way. */
export function ObjectCard({ object, index, userId, onChange }: ObjectCardProps) {
  const headingId = `object-${object.id}`;
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'type', label: OBJECTS_TEXTS.type, value: OBJECT_TYPE_NAMES[object.type] },
    { key: 'area', label: OBJECTS_TEXTS.area, value: formatArea(object.area) },
    { key: 'residents', label: OBJECTS_TEXTS.residents, value: object.residentsCount },
    {
      key: 'gar',
      label: OBJECTS_TEXTS.gar,
      value: object.garId ?? <span className="rp-object__warning">{OBJECTS_TEXTS.withoutGar}</span>,
    },
  ];
  return (
    <article aria-labelledby={headingId} className="rp-object">
      <h2 id={headingId} style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600 }}>
        {index + 1}. {object.address}
      </h2>
      <dl className="rp-object__facts">
        {facts.map((fact) => (
          <div key={fact.key} className="rp-object__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="rp-object__section">{OBJECTS_TEXTS.services}</h3>
      <ul className="rp-object__list">
        {object.services.map((service) => (
          <li key={service.name}>
            {service.name} — {formatKopecks(service.tariff)} за {service.unit}, {service.basis}
          </li>
        ))}
      </ul>
      <h3 className="rp-object__section">{OBJECTS_TEXTS.history}</h3>
      {object.history.length === 0 ? (
        <span className="rp-object__secondary">{OBJECTS_TEXTS.noHistory}</span>
      ) : (
        <ul className="rp-object__list">
          {object.history.map((change) => (
            <li key={change.id}>
              с {formatDate(change.changeDate)}: {CHANGE_LABELS[change.field]}{' '}
              {formatChangeValue(change.field, change.oldValue)} → {formatChangeValue(change.field, change.newValue)}
              {change.requestNumber ? ` (заявка №${change.requestNumber})` : null}
            </li>
          ))}
        </ul>
      )}
      {object.openRequests.length > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 12 }}>
          <span>{OBJECTS_TEXTS.openRequests}:</span>
          {object.openRequests.map((request) => (
            <Link key={request.id} to={paths.chatRecalculation.getHref(userId, request.id)}>
              №{request.requestNumber}
            </Link>
          ))}
        </div>
      ) : null}
      <div style={{ marginTop: 12 }}>
        {object.garId ? (
          <PlainButton onClick={() => onChange?.(object)}>{OBJECTS_TEXTS.change}</PlainButton>
        ) : (
          <span className="rp-object__secondary">{OBJECTS_TEXTS.withoutGarHint}</span>
        )}
      </div>
    </article>
  );
}
