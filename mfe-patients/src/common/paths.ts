/** The paths this remote serves: all under the prefix its area.json declares. */
export const PATHS = {
  list: '/dashboard/patients',
  new: '/dashboard/patients/new',
  chart: '/dashboard/patients/:id',
  print: '/dashboard/patients/:id/print',
} as const;

/** H5's screen of merge suggestions, linked from the chart. */
export const DUPLICATES_PATH = '/dashboard/patients/duplicates';

export const chartPath = (id: string, tab?: string) =>
  `/dashboard/patients/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;
export const printPath = (id: string) => `/dashboard/patients/${encodeURIComponent(id)}/print`;
