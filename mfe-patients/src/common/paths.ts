/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  list: '/dashboard/patients',
  new: '/dashboard/patients/new',
  import: '/dashboard/patients/import',
  importJob: '/dashboard/patients/import/:id',
  duplicates: '/dashboard/patients/duplicates',
  merge: '/dashboard/patients/merge',
  chart: '/dashboard/patients/:id',
  print: '/dashboard/patients/:id/print',
  portal: '/patient-dashboard',
} as const;

/** The merge suggestions, linked from the chart. */
export const DUPLICATES_PATH = PATHS.duplicates;

export const chartPath = (id: string, tab?: string) =>
  `/dashboard/patients/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;
export const printPath = (id: string) => `/dashboard/patients/${encodeURIComponent(id)}/print`;
