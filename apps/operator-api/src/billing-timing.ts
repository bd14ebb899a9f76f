import { createBillingService } from './billing/billing-service.ts';
import { receiptPdf, reconciliationPdf } from './billing/billing-documents.ts';
import type { DocumentParties } from './billing/billing-documents.ts';
import { paymentsCsv, paymentsXlsx } from './billing/payment-export.ts';
import { createPaymentHistoryRepository } from './billing/payment-history-repository.ts';
import { loadBrand } from './branding/load-brand.ts';
import { loadOptionsFromEnv } from './config/env.ts';
import { seedDemoData } from './db/seed.ts';
import { openAppStore } from './db/store/open-app-store.ts';
import { createPaymentRepository } from './payments/payment-repository.ts';

// `pnpm --filter @resident/operator-api billing-timing`: how long the billing documents take in
// this process, one after another (no HTTP, no concurrency): receipts, the reconciliation of the
// whole demo ledger, and the export of ten years of payments. A figure for the benchmark's notes.
const RUNS = 200;
const TEN_YEARS_OF_PAYMENTS = 10 * 12 * 3;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function time(label: string, runs: number, work: () => Promise<unknown>): Promise<void> {
  await work();
  const durations: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await work();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  // CPU time as well as wall time: on a shared machine the wall clock measures the neighbours too.
  process.stdout.write(
    `${label.padEnd(44)} runs ${String(runs).padStart(3)}  wall p50 ${ms(percentile(durations, 0.5))} p99 ${ms(percentile(durations, 0.99))}` +
      `  cpu p50 ${ms(percentile(cpu, 0.5))} p99 ${ms(percentile(cpu, 0.99))}\n`,
  );
}

// An in-memory SQLite database, or the PostgreSQL one under DATABASE_URL (seeded like the server's;
// the ten years of payments are added to demo account 6 there).
const opened = await openAppStore({
  dbPath: ':memory:',
  databaseUrl: loadOptionsFromEnv(process.env).databaseUrl,
  now: Date.now(),
});
const { store } = opened;
await seedDemoData(store, Date.now());
const payments = createPaymentRepository(store);
const billing = createBillingService(store, payments);
const { brand } = loadBrand();
const parties: DocumentParties = {
  operatorName: brand.company.name,
  requisites: brand.requisites,
  supportPhone: brand.contacts?.supportPhone,
  numberPersonalAccount: '7700000001',
  payerName: 'Иванов Иван Иванович',
  address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
};
const ledger = await billing.ledger(1);
const month = ledger.at(-1);
if (!month) throw new Error('the demo ledger is empty');

const tenYearsAgo = Date.now() - 10 * 365 * 86_400_000;
for (let index = 0; index < TEN_YEARS_OF_PAYMENTS; index += 1) {
  const createdAt = tenYearsAgo + index * 10 * 86_400_000;
  await payments.insert({
    contragentId: 6,
    amount: 15_000 + index,
    status: 'succeeded',
    purpose: 'charges',
    channel: 'card',
    description: 'Оплата картой',
    createdAt,
    settledAt: createdAt + 60_000,
  });
}
const tenYears = await createPaymentHistoryRepository(store).all(6, {});

await time('receipt PDF (one month, QR, font subset)', RUNS, () => receiptPdf(parties, { contragentId: 1, ...month }));
await time(`reconciliation PDF (${ledger.length} months)`, 50, () => reconciliationPdf(parties, ledger));
await time(`export CSV (${tenYears.length} payments, 10 years)`, 50, async () => paymentsCsv(tenYears));
await time(`export XLSX (${tenYears.length} payments, 10 years)`, 50, () => paymentsXlsx(tenYears));
await time('ledger of one account (48 months)', RUNS, () => billing.ledger(1));
await opened.close();
