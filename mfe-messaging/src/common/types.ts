import type { EndpointOutput, Endpoints } from '@clinio/contracts';

/** The answers this remote reads, typed by the endpoint map (ADR 031). */
export type MessageTemplate = EndpointOutput<Endpoints['createMessageTemplate']>;
export type ReminderRule = EndpointOutput<Endpoints['createReminderRule']>;
export type MessageSummary = EndpointOutput<Endpoints['sendMessage']>;
export type MessageDetail = EndpointOutput<Endpoints['getMessage']>;
export type MessageStatus = MessageSummary['status'];
export type Campaign = EndpointOutput<Endpoints['createCampaign']>;
export type CampaignAudience = Campaign['audience'];
export type PhoneNumber = EndpointOutput<Endpoints['addPhoneNumber']>;
export type BrandRegistration = EndpointOutput<Endpoints['createBrandRegistration']>;
export type Channel = MessageTemplate['channel'];

export const CHANNELS = ['email', 'sms'] as const satisfies readonly Channel[];
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'opted_out',
  'cancelled',
  'received',
] as const satisfies readonly MessageStatus[];
