import type { RealEstateObject } from '@resident/contract';

/** Two objects of account 501: a flat with a past change, and a garden house not matched to ГАР. */
export const OBJECTS: RealEstateObject[] = [
  {
    id: 1,
    address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    garId: '5f0e2a4c-9b1d-4c57-8a43-1d2b7e6f90a1',
    type: 'apartment',
    area: 54.3,
    residentsCount: 3,
    location: { lat: 56.8597, lon: 35.9047 },
    services: [{ name: 'Обращение с ТКО', basis: 'по числу проживающих', tariff: 17_960, unit: 'чел./мес.' }],
    history: [
      { id: 1, field: 'residents', oldValue: '2', newValue: '3', changeDate: '2025-10-21', requestNumber: 'П-000098' },
    ],
    openRequests: [{ id: 7, requestNumber: 'П-000130' }],
  },
  {
    id: 2,
    address: 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17',
    garId: null,
    type: 'garden-house',
    area: 36,
    residentsCount: 0,
    location: null,
    services: [{ name: 'Обращение с ТКО', basis: 'по числу проживающих', tariff: 17_960, unit: 'чел./мес.' }],
    history: [],
    openRequests: [],
  },
];
