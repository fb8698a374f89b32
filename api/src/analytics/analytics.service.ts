import {
  availableMinutes,
  cancellationRate,
  noShowRate,
  previousPeriod,
  utilisation,
  weekStart,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type BreakdownRow,
  type VisitFigures,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { clinicCurrency } from '../billing/settings.service';
import type { Database } from '../db/database';
import { clinicToday } from '../dashboard/dashboard.queries';
import { staffBranchScope } from '../patients/patients.queries';
import { featureRefusal } from '../plans/feature-gate';
import type { VisitFilter } from './filters';
import { labelsOf } from './labels';
import { forecast, moneyCounts, outstanding } from './money.queries';
import { leadTime, NO_VISITS, patientCounts, providerHours, visitCounts } from './visits.queries';

/**
 * GET /api/analytics/overview (ADR 054): the headline figures for everyone with analytics, the
 * breakdowns and trends with advanced_analytics, money with business_analytics; the range beside
 * the previous period of the same length, in the clinic's time zone, in the caller's branches.
 */

export async function filterOf(
  ctx: StaffContext,
  query: Omit<AnalyticsQuery, 'group_by'>,
): Promise<VisitFilter> {
  const [{ time_zone: timeZone }, scope] = await Promise.all([
    clinicToday(ctx.tx),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  return {
    from: query.from,
    to: query.to,
    timeZone,
    providerId: query.provider_id,
    branchId: query.branch_id,
    appointmentType: query.appointment_type,
    scope,
  };
}

export async function hasFeature(ctx: StaffContext, database: Database, feature: string): Promise<boolean> {
  return (await featureRefusal(database, ctx.tx, ctx.principal.roleName, feature)) === null;
}

async function headlineOf(ctx: StaffContext, filter: VisitFilter) {
  const [[visits = { ...NO_VISITS, key: '' }], [patients]] = await Promise.all([
    visitCounts(ctx.tx, filter, 'all'),
    patientCounts(ctx.tx, filter, 'all'),
  ]);
  return { visits, patients: patients ?? { new: 0, returning: 0 } };
}

function breakdown(rows: Array<VisitFigures & { key: string }>, labels: Map<string, string>): BreakdownRow[] {
  return rows
    .map((row) => ({ ...row, label: labels.get(row.key) ?? row.key }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

function dates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}

async function advancedOf(ctx: StaffContext, filter: VisitFilter, previous: VisitFilter) {
  const [days, earlier, byProvider, byBranch, byType, hours, lead, labels] = await Promise.all([
    visitCounts(ctx.tx, filter, 'day'),
    visitCounts(ctx.tx, previous, 'day'),
    visitCounts(ctx.tx, filter, 'provider'),
    visitCounts(ctx.tx, filter, 'branch'),
    visitCounts(ctx.tx, filter, 'appointment_type'),
    providerHours(ctx.tx, filter),
    leadTime(ctx.tx, filter),
    labelsOf(ctx.tx),
  ]);
  const visitsOn = (rows: typeof days) => new Map(rows.map((row) => [row.key, row.total - row.cancelled]));
  const current = visitsOn(days);
  const before = dates(previous.from, previous.to).map((date) => visitsOn(earlier).get(date) ?? 0);
  const byDay = dates(filter.from, filter.to).map((date, index) => ({
    date,
    visits: current.get(date) ?? 0,
    previous: before[index] ?? 0,
  }));
  const weeks = new Map<string, number>();
  for (const day of byDay) weeks.set(weekStart(day.date), (weeks.get(weekStart(day.date)) ?? 0) + day.visits);
  const booked = new Map(byProvider.map((row) => [row.key, row.booked_minutes]));
  const providers = [...new Set([...hours.map((row) => row.provider_id), ...booked.keys()])];
  return {
    by_day: byDay,
    by_week: [...weeks].map(([week, visits]) => ({ week, visits })),
    by_provider: breakdown(byProvider, labels.provider),
    by_branch: breakdown(byBranch, labels.branch),
    by_appointment_type: breakdown(byType, labels.appointment_type),
    utilisation: providers
      .map((providerId) => {
        const available = availableMinutes(
          hours.filter((row) => row.provider_id === providerId),
          filter.from,
          filter.to,
        );
        const bookedMinutes = booked.get(providerId) ?? 0;
        return {
          provider_id: providerId,
          label: labels.provider.get(providerId) ?? providerId,
          available_minutes: available,
          booked_minutes: bookedMinutes,
          rate: utilisation({ bookedMinutes, availableMinutes: available }),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label)),
    lead_time_days: lead,
  };
}

async function businessOf(ctx: StaffContext, filter: VisitFilter, previous: VisitFilter) {
  const [[now], [before], owed, expected] = await Promise.all([
    moneyCounts(ctx.tx, filter, 'all'),
    moneyCounts(ctx.tx, previous, 'all'),
    outstanding(ctx.tx, filter),
    forecast(ctx.tx, filter),
  ]);
  return {
    invoiced: { current: now?.invoiced ?? 0, previous: before?.invoiced ?? 0 },
    collected: { current: now?.collected ?? 0, previous: before?.collected ?? 0 },
    outstanding: owed,
    forecast: expected.amount,
    forecast_visits: expected.visits,
  };
}

export async function analyticsOverview(
  ctx: StaffContext,
  database: Database,
  query: AnalyticsQuery,
): Promise<AnalyticsOverview> {
  const filter = await filterOf(ctx, query);
  const previous = { ...filter, ...previousPeriod(filter) };
  const [now, before, advanced, business, currency] = await Promise.all([
    headlineOf(ctx, filter),
    headlineOf(ctx, previous),
    hasFeature(ctx, database, 'advanced_analytics'),
    hasFeature(ctx, database, 'business_analytics'),
    clinicCurrency(ctx.tx),
  ]);
  const pair = (pick: (side: typeof now) => number) => ({ current: pick(now), previous: pick(before) });
  const rate = (pick: (side: typeof now) => number | null) => ({
    current: pick(now),
    previous: pick(before),
  });
  return {
    range: { from: filter.from, to: filter.to },
    previous: { from: previous.from, to: previous.to },
    time_zone: filter.timeZone,
    currency,
    headline: {
      visits: pair((side) => side.visits.total - side.visits.cancelled),
      attended: pair((side) => side.visits.attended),
      no_shows: pair((side) => side.visits.no_shows),
      cancelled: pair((side) => side.visits.cancelled),
      no_show_rate: rate((side) =>
        noShowRate({ noShows: side.visits.no_shows, attended: side.visits.attended }),
      ),
      cancellation_rate: rate((side) =>
        cancellationRate({ cancelled: side.visits.cancelled, total: side.visits.total }),
      ),
      new_patients: pair((side) => side.patients.new),
      returning_patients: pair((side) => side.patients.returning),
    },
    advanced: advanced ? await advancedOf(ctx, filter, previous) : null,
    business: business ? await businessOf(ctx, filter, previous) : null,
  };
}
