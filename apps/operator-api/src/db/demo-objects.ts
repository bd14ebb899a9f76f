import type { ObjectType } from '@resident/contract';
import { DEMO_TARIFFS } from './demo-billing.ts';

export interface DemoObjectChange {
  field: 'residents' | 'area' | 'type';
  oldValue: string;
  newValue: string;
  /** Days before the seed's `now`. */
  daysAgo: number;
  /** A past request that asked for it (a resolved 'residents' request with its comments). */
  request?: { requestNumber: string; comment: string; answer: string };
}

export interface DemoObject {
  contragentId: number;
  address: string;
  garId: string | null;
  type: ObjectType;
  /** Square metres as text, the area the ledger bills (demo-billing.ts). */
  area: string;
  residents: number;
  location: { lat: number; lon: number } | null;
  history?: readonly DemoObjectChange[];
}

const currentTariff = DEMO_TARIFFS.at(-1)?.tariff ?? 0;

/** Every object's service: the waste (ТКО) charge per resident, as billing charges it. */
export const DEMO_OBJECT_SERVICES = [
  { name: 'Обращение с ТКО', basis: 'по числу проживающих', tariff: currentTariff, unit: 'чел./мес.' },
] as const;

/**
 * One object per demo account, with the residents and area its ledger bills; resident@demo.ru's
 * first account has a garden house as well, which the operator has not matched to ГАР yet (spec
 * §8: no change request for it), and its flat shows a past change of residents asked for by a
 * request the operator resolved.
 */
export const demoObjects: readonly DemoObject[] = [
  {
    contragentId: 1,
    address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    garId: '5f0e2a4c-9b1d-4c57-8a43-1d2b7e6f90a1',
    type: 'apartment',
    area: '54.3',
    residents: 3,
    location: { lat: 56.8597, lon: 35.9047 },
    history: [
      {
        field: 'residents',
        oldValue: '2',
        newValue: '3',
        daysAgo: 400,
        request: {
          requestNumber: 'П-000098',
          comment: 'Прошу учитывать трёх проживающих: родилась дочь, свидетельство о рождении прилагаю.',
          answer: 'Количество проживающих изменено на 3, перерасчёт выполнен.',
        },
      },
    ],
  },
  {
    contragentId: 1,
    address: 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17',
    garId: null,
    type: 'garden-house',
    area: '36',
    residents: 0,
    location: { lat: 56.9143, lon: 35.7766 },
  },
  {
    contragentId: 2,
    address: 'Тверская обл., г. Конаково, ул. Энергетиков, д. 3, кв. 41',
    garId: '0c6b1f3e-77d2-4e1a-9f0b-3a2d5c8e41b7',
    type: 'apartment',
    area: '38.6',
    residents: 2,
    location: { lat: 56.7086, lon: 36.7705 },
  },
  {
    contragentId: 3,
    address: 'Тверская обл., г. Ржев, ул. Ленина, д. 7, кв. 2',
    garId: '9a4d7e21-3c5b-4f68-b0e9-6d1c2a7f8b35',
    type: 'apartment',
    area: '31.2',
    residents: 1,
    location: null,
  },
  {
    contragentId: 5,
    address: 'Тверская обл., г. Вышний Волочёк, ул. Урицкого, д. 22, кв. 9',
    garId: 'e3b8c1d5-6a2f-4d90-8c7e-2f5a9b0d14c6',
    type: 'apartment',
    area: '62.8',
    residents: 4,
    location: { lat: 57.5886, lon: 34.5649 },
  },
  {
    contragentId: 6,
    address: 'Тверская обл., г. Кимры, ул. Кирова, д. 4, кв. 17',
    garId: '7d2e9f40-1b3c-4a85-9e6d-0c4b8a2f7e19',
    type: 'apartment',
    area: '47.5',
    residents: 2,
    location: { lat: 56.8731, lon: 37.3555 },
  },
];
