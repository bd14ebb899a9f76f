import type { Result } from 'lighthouse';
import type { LighthouseCategory } from './run.ts';

export interface LighthouseFigures {
  lighthouseVersion: string;
  /** 0–100 per category run; null when Lighthouse could not score it. */
  scores: Partial<Record<LighthouseCategory, number | null>>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Bytes over the network for the whole load (Lighthouse's total-byte-weight). */
  transferBytes?: number;
  /** Per category, the ids of the audits that cost it points. */
  losing: Partial<Record<LighthouseCategory, string[]>>;
  /** What Lighthouse names as the largest contentful paint: the element's label (its text or alt). */
  lcpElement?: string;
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue;

/** The scores and the metrics of one run, as the issue's table shows them. */
export function lighthouseFigures(lhr: Result): LighthouseFigures {
  const scores: LighthouseFigures['scores'] = {};
  const losing: LighthouseFigures['losing'] = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id as LighthouseCategory] = category.score === null ? null : Math.round(category.score * 100);
    losing[id as LighthouseCategory] = losingAudits(lhr, id as LighthouseCategory).map((audit) => audit.id);
  }
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    losing,
    lcpElement: lcpElement(lhr),
  };
}

interface LcpNode {
  nodeLabel?: string;
  snippet?: string;
}

/**
 * The largest-contentful-paint-element audit's node: in Lighthouse 12 a list whose first table
 * holds the element (the second its phases); older versions give the table itself.
 */
function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { type?: string; items?: ({ type?: string; items?: { node?: LcpNode }[] } & { node?: LcpNode })[] } | undefined;
  const first = details?.items?.[0];
  const node = first?.type === 'table' ? first.items?.[0]?.node : first?.node;
  const label = node?.nodeLabel ?? node?.snippet;
  return label ? label.replace(/\s+/g, ' ').trim() : undefined;
}

/** The scored audits of `category` that did not fully pass. */
function losingAudits(lhr: Result, category: LighthouseCategory) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => audit!);
}

/**
 * The audits that cost `category` points: 'id: title', with the elements Lighthouse names for
 * each, so a failing test says what to fix without opening a report.
 */
export function failingAudits(lhr: Result, category: LighthouseCategory): string[] {
  return losingAudits(lhr, category).map((audit) => {
    const details = audit.details as
      | {
          items?: {
            node?: { snippet?: string; selector?: string };
            description?: string;
            sourceLocation?: { url?: string };
          }[];
        }
      | undefined;
    // An element for an element's audit; the message and address for a console error.
    const nodes = (details?.items ?? [])
      .map(
        (item) =>
          item.node?.selector ??
          item.node?.snippet ??
          [item.description, item.sourceLocation?.url].filter(Boolean).join(' at '),
      )
      .filter(Boolean);
    return `${audit.id}: ${audit.title}${nodes.length > 0 ? ` — ${nodes.slice(0, 5).join(' | ')}` : ''}`;
  });
}
