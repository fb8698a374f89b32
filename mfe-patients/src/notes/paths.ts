/** The provider-notes screens of this remote (all under the prefixes its area.json declares). */
export const NOTE_PATHS = {
  list: '/dashboard/provider-notes',
  quick: '/dashboard/provider-notes/quick',
  templates: '/dashboard/provider-notes/templates',
  note: '/dashboard/provider-notes/:id',
  portal: '/patient-dashboard/provider-notes',
} as const;

export const notePath = (id: string) => `/dashboard/provider-notes/${encodeURIComponent(id)}`;
