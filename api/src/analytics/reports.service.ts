import {
  cancellationRate,
  noShowRate,
  type AnalyticsReport,
  type ReportQuery,
  type ReportRow,
  type ReportSection,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { clinicCurrency } from '../billing/settings.service';
import type { Database } from '../db/database';
import { forbidden } from '../errors/app-error';
import { featureRefusal } from '../plans/feature-gate';
import { filterOf } from './analytics.service';
import { labelsOf } from './labels';
import { moneyCounts } from './money.queries';
import { patientCounts, visitCounts } from './visits.queries';

/**
 * GET /api/analytics/reports/:section (ADR 054): one table per section, grouped by day, week,
 * month, provider, branch or appointment type, with its totals. Rates are percentages rounded to
 * one decimal; money is in minor units. The billing section is billing's: it needs billing_read
 * and the clinical_billing feature besides analytics.
 */

type Values = Record<string, number>;
const percent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10);

const COLUMNS: Record<ReportSection, string[]> = {
  visits: ['visits', 'attended', 'no_shows', 'cancelled', 'expected', 'booked_minutes'],
  no_shows: ['visits', 'no_shows', 'no_show_rate', 'cancelled', 'cancellation_rate'],
  patients: ['seen', 'new', 'returning'],
  billing: ['invoiced', 'collected', 'refunded'],
};

function visitValues(section: 'visits' | 'no_shows', row: Omit<Values, 'key'>): Values {
  const visits = (row.total ?? 0) - (row.cancelled ?? 0);
  const noShows = row.no_shows ?? 0;
  const cancelled = row.cancelled ?? 0;
  if (section === 'visits')
    return {
      visits,
      attended: row.attended ?? 0,
      no_shows: noShows,
      cancelled,
      expected: row.expected ?? 0,
      booked_minutes: row.booked_minutes ?? 0,
    };
  return {
    visits,
    no_shows: noShows,
    no_show_rate: percent(noShowRate({ noShows, attended: row.attended ?? 0 })),
    cancelled,
    cancellation_rate: percent(cancellationRate({ cancelled, total: row.total ?? 0 })),
  };
}

function sumOf(rows: ReadonlyArray<Record<string, number | string>>): Values {
  const total: Values = {};
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (typeof value === 'number') total[key] = (total[key] ?? 0) + value;
  return total;
}

async function sectionRows(
  ctx: StaffContext,
  section: ReportSection,
  filter: Awaited<ReturnType<typeof filterOf>>,
  group: ReportQuery['group_by'],
): Promise<{ rows: Array<{ key: string; values: Values }>; totals: Values }> {
  if (section === 'patients') {
    const rows = await patientCounts(ctx.tx, filter, group);
    const [whole] = await patientCounts(ctx.tx, filter, 'all');
    return {
      rows: rows.map(({ key, ...values }) => ({ key, values })),
      totals:
        whole === undefined
          ? { seen: 0, new: 0, returning: 0 }
          : { seen: whole.seen, new: whole.new, returning: whole.returning },
    };
  }
  if (section === 'billing') {
    const rows = await moneyCounts(ctx.tx, filter, group);
    const values = rows.map(({ key, ...rest }) => ({ key, values: rest }));
    return { rows: values, totals: sumOf(values.map((row) => row.values)) };
  }
  const rows = await visitCounts(ctx.tx, filter, group);
  const totals = sumOf(rows);
  return {
    rows: rows.map(({ key, ...counts }) => ({ key, values: visitValues(section, counts) })),
    totals: visitValues(section, totals),
  };
}

export async function analyticsReport(
  ctx: StaffContext,
  database: Database,
  section: ReportSection,
  query: ReportQuery,
): Promise<AnalyticsReport> {
  if (section === 'billing') {
    if (!ctx.principal.permissions.has('billing_read'))
      throw forbidden('You do not have permission to see billing reports');
    const refusal = await featureRefusal(database, ctx.tx, ctx.principal.roleName, 'clinical_billing');
    if (refusal !== null) throw refusal;
  }
  const filter = await filterOf(ctx, query);
  const group = query.group_by;
  const [{ rows, totals }, labels, currency] = await Promise.all([
    sectionRows(ctx, section, filter, group),
    labelsOf(ctx.tx),
    clinicCurrency(ctx.tx),
  ]);
  const names =
    group === 'provider' || group === 'branch' || group === 'appointment_type' ? labels[group] : null;
  const labelled: ReportRow[] = rows.map((row) => ({
    key: row.key,
    label: names?.get(row.key) ?? row.key,
    values: Object.fromEntries(COLUMNS[section].map((column) => [column, row.values[column] ?? 0])),
  }));
  return {
    section,
    group_by: group,
    range: { from: filter.from, to: filter.to },
    time_zone: filter.timeZone,
    currency,
    columns: COLUMNS[section],
    rows: labelled,
    totals: Object.fromEntries(COLUMNS[section].map((column) => [column, totals[column] ?? 0])),
  };
}
