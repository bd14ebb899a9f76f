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
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue;

/** The scores and the metrics of one run, as the issue's table shows them. */
export function lighthouseFigures(lhr: Result): LighthouseFigures {
  const scores: LighthouseFigures['scores'] = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id as LighthouseCategory] = category.score === null ? null : Math.round(category.score * 100);
  }
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
  };
}

/**
 * The audits that cost `category` points: 'id: title', with the elements Lighthouse names for
 * each, so a failing test says what to fix without opening a report.
 */
export function failingAudits(lhr: Result, category: LighthouseCategory): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit!.details as { items?: { node?: { snippet?: string; selector?: string }; description?: string; sourceLocation?: { url?: string } }[] } | undefined;
      // An element for an element's audit; the message and address for a console error.
      const nodes = (details?.items ?? [])
        .map((item) => item.node?.selector ?? item.node?.snippet ?? [item.description, item.sourceLocation?.url].filter(Boolean).join(' at '))
        .filter(Boolean);
      return `${audit!.id}: ${audit!.title}${nodes.length > 0 ? ` — ${nodes.slice(0, 5).join(' | ')}` : ''}`;
    });
}
