import type { RealEstateObject } from '@resident/contract';
import { OBJECT_TYPE_NAMES } from '@resident/contract/limits';
import { paths } from '@resident/routes';
import { formatDate, formatMoney } from '@resident/ui';
import { Button, Card, Descriptions, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatArea, formatChangeValue } from '../../lib/format-object';
import { CHANGE_LABELS, OBJECTS_TEXTS } from '../../lib/texts';

export interface ObjectCardProps {
  object: RealEstateObject;
  /** Its place on the map (the marker's number). */
  index: number;
  userId: number | string;
  onChange?: (object: RealEstateObject) => void;
}

/** One object with everything the operator bills on it, its history and the requests under way. */
export function ObjectCard({ object, index, userId, onChange }: ObjectCardProps) {
  const heading = `${index + 1}. ${object.address}`;
  return (
    <Card
      size="small"
      title={
        <h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal', fontWeight: 600 }} data-testid="object-title">
          {heading}
        </h2>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'type', label: OBJECTS_TEXTS.type, children: OBJECT_TYPE_NAMES[object.type] },
          { key: 'area', label: OBJECTS_TEXTS.area, children: formatArea(object.area) },
          { key: 'residents', label: OBJECTS_TEXTS.residents, children: object.residentsCount },
          {
            key: 'gar',
            label: OBJECTS_TEXTS.gar,
            children: object.garId ? <span style={{ wordBreak: 'break-all' }}>{object.garId}</span> : <Typography.Text type="danger">{OBJECTS_TEXTS.withoutGar}</Typography.Text>,
          },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
        {OBJECTS_TEXTS.services}
      </Typography.Title>
      <List
        size="small"
        dataSource={object.services}
        renderItem={(service) => (
          <List.Item>
            {service.name} — {formatMoney(service.tariff / 100)} за {service.unit}, {service.basis}
          </List.Item>
        )}
      />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
        {OBJECTS_TEXTS.history}
      </Typography.Title>
      {object.history.length === 0 ? (
        <Typography.Text type="secondary">{OBJECTS_TEXTS.noHistory}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={object.history}
          renderItem={(change) => (
            <List.Item>
              с {formatDate(change.changeDate)}: {CHANGE_LABELS[change.field]} {formatChangeValue(change.field, change.oldValue)} →{' '}
              {formatChangeValue(change.field, change.newValue)}
              {change.requestNumber ? ` (заявка №${change.requestNumber})` : null}
            </List.Item>
          )}
        />
      )}
      {object.openRequests.length > 0 ? (
        <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
          <Typography.Text>{OBJECTS_TEXTS.openRequests}:</Typography.Text>
          {object.openRequests.map((request) => (
            <Link key={request.id} to={paths.chatRecalculation.getHref(userId, request.id)}>
              <Tag color="#0958d9">№{request.requestNumber}</Tag>
            </Link>
          ))}
        </Flex>
      ) : null}
      <div style={{ marginTop: 12 }}>
        {object.garId ? (
          <Button onClick={() => onChange?.(object)}>{OBJECTS_TEXTS.change}</Button>
        ) : (
          <Typography.Text type="secondary">{OBJECTS_TEXTS.withoutGarHint}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
