import type { AnalyticsOverview, AnalyticsReport, SystemAnalytics } from '@clinio/contracts';

const row = (key: string, label: string, total: number) => ({
  key,
  label,
  total,
  attended: total - 2,
  no_shows: 1,
  cancelled: 1,
  expected: 0,
  booked_minutes: 30 * (total - 2),
});

/** A week of figures as the server answers them (Pro: no money). */
export function overview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    range: { from: '2026-03-02', to: '2026-03-08' },
    previous: { from: '2026-02-23', to: '2026-03-01' },
    time_zone: 'America/New_York',
    currency: 'USD',
    headline: {
      visits: { current: 12, previous: 8 },
      attended: { current: 9, previous: 8 },
      no_shows: { current: 1, previous: 0 },
      cancelled: { current: 2, previous: 0 },
      no_show_rate: { current: 0.1, previous: 0 },
      cancellation_rate: { current: 2 / 14, previous: 0 },
      new_patients: { current: 3, previous: 2 },
      returning_patients: { current: 6, previous: 5 },
    },
    advanced: {
      by_day: [
        { date: '2026-03-02', visits: 7, previous: 4 },
        { date: '2026-03-03', visits: 5, previous: 4 },
      ],
      by_week: [{ week: '2026-03-02', visits: 12 }],
      by_provider: [row('p1', 'Priya Shah', 14)],
      by_branch: [row('b1', 'Main', 14)],
      by_appointment_type: [row('consultation', 'Consultation', 14)],
      utilisation: [
        {
          provider_id: '00000000-0000-4000-8000-000000000001',
          label: 'Priya Shah',
          available_minutes: 2400,
          booked_minutes: 600,
          rate: 0.25,
        },
      ],
      lead_time_days: { median: 3.5, average: 4 },
    },
    business: null,
    ...overrides,
  };
}

export function report(): AnalyticsReport {
  return {
    section: 'no_shows',
    group_by: 'provider',
    range: { from: '2026-03-02', to: '2026-03-08' },
    time_zone: 'America/New_York',
    currency: 'USD',
    columns: ['visits', 'no_shows', 'no_show_rate', 'cancelled', 'cancellation_rate'],
    rows: [
      {
        key: 'p1',
        label: '=Priya Shah',
        values: { visits: 12, no_shows: 1, no_show_rate: 10, cancelled: 2, cancellation_rate: 14.3 },
      },
    ],
    totals: { visits: 12, no_shows: 1, no_show_rate: 10, cancelled: 2, cancellation_rate: 14.3 },
  };
}

export function system(): SystemAnalytics {
  return {
    range: { from: '2026-03-02', to: '2026-03-08' },
    time_zone: 'America/New_York',
    sign_ins: { succeeded: 14, failed: 2 },
    sign_ins_by_day: [{ date: '2026-03-02', succeeded: 14, failed: 2 }],
    staff: { active: 5, signed_in: 4, two_factor: 1 },
    portal: { patients: 20, linked: 5, portal_bookings: 3 },
    messages: { sms: 10, email: 7, failed: 1 },
    storage: { bytes: 3_145_728, files: 4 },
  };
}
