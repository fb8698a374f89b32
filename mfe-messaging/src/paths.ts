/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  reminders: '/dashboard/reminders',
  templates: '/dashboard/templates',
  campaigns: '/dashboard/campaigns',
  campaign: '/dashboard/campaigns/:id',
  brand: '/dashboard/brand',
  phoneNumbers: '/dashboard/phone-numbers',
  history: '/dashboard/message-history',
  message: '/dashboard/message-history/messages/:id',
  conversation: '/dashboard/message-history/patients/:patientId',
} as const;

export const messagePath = (id: string) => `/dashboard/message-history/messages/${id}`;
export const conversationPath = (patientId: string) => `/dashboard/message-history/patients/${patientId}`;
export const campaignPath = (id: string) => `/dashboard/campaigns/${id}`;
