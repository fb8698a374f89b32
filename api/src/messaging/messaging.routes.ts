import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import { fromMap } from '../http/from-map';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import './messaging.hooks';
import { checkRegistrations } from './a2p-jobs';
import { registerDevClock } from './dev-clock';
import { createA2pCampaign, createBrandRegistration, listBrandRegistrations } from './brand.service';
import {
  cancelCampaign,
  createCampaign,
  listCampaigns,
  previewCampaignAudience,
  sendCampaign,
} from './campaigns.service';
import { getMessage, listMessages, listOptOuts, sendMessage } from './messages.service';
import {
  createReminderRule,
  getMessagingSettings,
  listReminderRules,
  updateMessagingSettings,
  updateReminderRule,
} from './rules.service';
import {
  createMessageTemplate,
  listMessageTemplates,
  previewMessageTemplate,
  updateMessageTemplate,
} from './templates.service';
import { phoneNumberRoutes } from './phone-numbers.routes';
import { unsubscribe } from './unsubscribe';
import { receiveSms, receiveSmsStatus, type SignedWebhook } from './webhooks.service';

const tags = ['messaging'];

/**
 * Reminders and messaging (issue 18, ADR 049): templates, reminder rules, quiet hours, the message
 * history and one-off sends (staff), and the SMS provider's signed webhooks (public).
 */
export const messagingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  // Message bodies and numbers are health data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  // The provider posts its webhooks form-encoded (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const templatesRead = { permission: 'templates_read', feature: 'templates' } as const;
  const templatesWrite = { permission: 'templates_manage', feature: 'templates' } as const;
  const remindersRead = { permission: 'reminders_read', feature: 'reminders' } as const;
  const remindersWrite = { permission: 'reminders_manage', feature: 'reminders' } as const;

  routes.staff(
    {
      ...fromMap('listMessageTemplates', { errors: [401, 403] }),
      ...templatesRead,
      tags,
      summary: "The clinic's message templates",
    },
    (ctx) => listMessageTemplates(ctx),
  );
  routes.staff(
    {
      ...fromMap('createMessageTemplate', { errors: [400, 401, 403], status: 201 }),
      ...templatesWrite,
      tags,
      summary: 'Add a template (an unknown {{variable}} or an SMS over 10 segments is refused)',
      audit: (_input, result) => ({
        action: 'message_template.created',
        resourceType: 'message_template',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => createMessageTemplate(ctx, body),
  );
  routes.staff(
    {
      ...fromMap('previewMessageTemplate', { errors: [400, 401, 403] }),
      ...templatesRead,
      tags,
      summary:
        'A template filled in with sample data, its SMS segments (GSM-7 or UCS-2) and unknown variables',
    },
    async (_ctx, { body }) => previewMessageTemplate(body),
  );
  routes.staff(
    {
      ...fromMap('updateMessageTemplate', { errors: [400, 401, 403, 404] }),
      ...templatesWrite,
      tags,
      summary: 'Change or retire a template (messages already made keep their text)',
      audit: ({ params }) => ({
        action: 'message_template.updated',
        resourceType: 'message_template',
        resourceId: params.id,
        outcome: 'success',
      }),
    },
    (ctx, { params, body }) => updateMessageTemplate(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('listReminderRules', { errors: [401, 403] }),
      ...remindersRead,
      tags,
      summary: "The clinic's reminder rules",
    },
    (ctx) => listReminderRules(ctx),
  );
  routes.staff(
    {
      ...fromMap('createReminderRule', { errors: [400, 401, 403], status: 201 }),
      ...remindersWrite,
      tags,
      summary:
        'Add a rule: a template sent a time before a visit, on booking or after it, per appointment type',
      audit: (_input, result) => ({
        action: 'reminder_rule.created',
        resourceType: 'reminder_rule',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => createReminderRule(ctx, body),
  );
  routes.staff(
    {
      ...fromMap('updateReminderRule', { errors: [400, 401, 403, 404] }),
      ...remindersWrite,
      tags,
      summary: 'Change, pause or resume a reminder rule',
      audit: ({ params }) => ({
        action: 'reminder_rule.updated',
        resourceType: 'reminder_rule',
        resourceId: params.id,
        outcome: 'success',
      }),
    },
    (ctx, { params, body }) => updateReminderRule(ctx, params.id, body),
  );
  routes.staff(
    {
      ...fromMap('getMessagingSettings', { errors: [401, 403] }),
      ...remindersRead,
      tags,
      summary: 'Quiet hours and the HELP contact',
    },
    (ctx) => getMessagingSettings(ctx),
  );
  routes.staff(
    {
      ...fromMap('updateMessagingSettings', { errors: [400, 401, 403] }),
      ...remindersWrite,
      tags,
      summary: "Set the quiet hours (the branch's local time) and the HELP contact",
      audit: () => ({
        action: 'messaging_settings.updated',
        resourceType: 'messaging_settings',
        outcome: 'success',
      }),
    },
    (ctx, { body }) => updateMessagingSettings(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('listMessages', { errors: [400, 401, 403] }),
      permission: 'messages_read',
      feature: 'messaging',
      tags,
      summary: 'The message history: by channel, status, direction, patient, campaign and date, newest first',
    },
    (ctx, { query }) => listMessages(ctx, query),
  );
  routes.staff(
    {
      ...fromMap('getMessage', { errors: [400, 401, 403, 404] }),
      permission: 'messages_read',
      feature: 'messaging',
      tags,
      summary: 'One message with its delivery timeline',
    },
    (ctx, { params }) => getMessage(ctx, params.id),
  );
  routes.staff(
    {
      ...fromMap('sendMessage', { errors: [400, 401, 403, 404], status: 201 }),
      permission: 'campaigns_manage',
      feature: 'messaging',
      tags,
      summary: 'Send one patient a message (queued; waits for the end of the quiet hours unless urgent)',
      audit: (input, result) => ({
        action: 'message.queued',
        resourceType: 'patient',
        resourceId: input.body.patient_id,
        outcome: 'success',
        changedFields: [result.channel],
      }),
    },
    (ctx, { body }) => sendMessage(services, ctx, body),
  );

  const campaignsRead = { permission: 'campaigns_read', feature: 'messaging' } as const;
  const campaignsWrite = { permission: 'campaigns_manage', feature: 'messaging' } as const;
  const campaignAudit = (action: string) => (input: { params: { id: string } }) => ({
    action,
    resourceType: 'campaign',
    resourceId: input.params.id,
    outcome: 'success' as const,
  });
  routes.staff(
    {
      ...fromMap('listCampaigns', { errors: [401, 403] }),
      ...campaignsRead,
      tags,
      summary: 'Campaigns with their results by status',
    },
    (ctx) => listCampaigns(ctx),
  );
  routes.staff(
    {
      ...fromMap('createCampaign', { errors: [400, 401, 403], status: 201 }),
      ...campaignsWrite,
      tags,
      summary: 'A draft campaign: a template, an audience from filters and a throttle (messages per minute)',
      audit: (_input, result) => ({
        action: 'campaign.created',
        resourceType: 'campaign',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => createCampaign(ctx, body),
  );
  routes.staff(
    {
      ...fromMap('previewCampaignAudience', { errors: [400, 401, 403] }),
      ...campaignsRead,
      tags,
      summary: 'How many patients an audience reaches now, and the first few',
    },
    (ctx, { body }) => previewCampaignAudience(ctx, body.audience),
  );
  routes.staff(
    {
      ...fromMap('sendCampaign', { errors: [400, 401, 403, 404, 409] }),
      ...campaignsWrite,
      tags,
      summary:
        'Send a draft campaign now or at a set time, throttled; opted-out and invalid addresses are skipped and counted',
      audit: campaignAudit('campaign.sent'),
    },
    (ctx, { params, body }) => sendCampaign(services, ctx, params.id, body.send_at),
  );
  routes.staff(
    {
      ...fromMap('cancelCampaign', { errors: [400, 401, 403, 404] }),
      ...campaignsWrite,
      tags,
      summary: 'Cancel a campaign: its messages not yet sent are cancelled',
      audit: campaignAudit('campaign.cancelled'),
    },
    (ctx, { params }) => cancelCampaign(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('listBrandRegistrations', { errors: [401, 403] }),
      permission: 'brand_read',
      feature: 'brand_registration',
      tags,
      summary: "The clinic's US A2P 10DLC brand registrations and their status",
    },
    (ctx) => listBrandRegistrations(ctx),
  );
  routes.staff(
    {
      ...fromMap('createBrandRegistration', { errors: [400, 401, 403], status: 201 }),
      permission: 'brand_manage',
      feature: 'brand_registration',
      tags,
      summary:
        "Register the clinic's brand (legal name, EIN, address, contact, vertical) with the SMS provider",
      audit: (_input, result) => ({
        action: 'brand_registration.created',
        resourceType: 'brand_registration',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => createBrandRegistration(services, ctx, body),
  );
  routes.staff(
    {
      ...fromMap('refreshBrandRegistrations', { errors: [401, 403, 429] }),
      permission: 'brand_read',
      feature: 'brand_registration',
      tags,
      // Each check asks the provider once per pending registration.
      rateLimit: { max: 10, timeWindow: '1 minute' },
      summary: "Read the provider's review of every pending brand and campaign now",
    },
    async (ctx) => {
      await checkRegistrations(services, ctx.tx, ctx.principal.tenantId);
      return listBrandRegistrations(ctx);
    },
  );
  routes.staff(
    {
      ...fromMap('createA2pCampaign', { errors: [400, 401, 403, 404, 409], status: 201 }),
      permission: 'brand_manage',
      feature: 'brand_registration',
      tags,
      summary:
        "Register a 10DLC campaign of the brand (use case, samples, opt-in) covering the clinic's numbers",
      audit: (_input, result) => ({
        action: 'a2p_campaign.created',
        resourceType: 'a2p_campaign',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { params, body }) => createA2pCampaign(services, ctx, params.id, body),
  );

  registerDevClock(routes, services);

  routes.staff(
    {
      ...fromMap('listOptOuts', { errors: [400, 401, 403] }),
      permission: 'messages_read',
      feature: 'messaging',
      tags,
      summary: "Who opted out of the clinic's SMS or e-mail (all, or one patient's current addresses)",
    },
    (ctx, { query }) => listOptOuts(ctx, query.patient_id),
  );

  phoneNumberRoutes(routes, services);

  const signed = (request: FastifyRequest, params: Record<string, string>): SignedWebhook => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    return {
      url: `${services.config.publicAppUrl}${request.url}`,
      signature: header('x-twilio-signature'),
      idempotencyToken: header('i-twilio-idempotency-token'),
      params,
      actor: anonymousActor(request),
    };
  };

  routes.public(
    {
      ...fromMap('unsubscribeEmail', { errors: [400, 429], status: 204 }),
      rateLimit: { max: 60, timeWindow: '1 minute' },
      tags,
      summary:
        "One-click unsubscribe (RFC 8058) from a clinic's e-mails: the signed URL of a message's List-Unsubscribe",
    },
    async (request, reply) => {
      await unsubscribe(services, request.query);
      return reply.status(204).send();
    },
  );
  routes.public(
    {
      ...fromMap('receiveSmsStatus', { errors: [400, 403, 404, 409], status: 204 }),
      tags,
      summary: "The SMS provider's delivery status of a message (X-Twilio-Signature checked; 403 otherwise)",
    },
    async (request, reply) => {
      await receiveSmsStatus(services, signed(request, request.body), request.query);
      return reply.status(204).send();
    },
  );
  routes.public(
    {
      ...fromMap('receiveSms', { errors: [400, 403, 409], produces: ['text/xml'] }),
      tags,
      summary:
        'A text to one of the clinics’ numbers: STOP, START, HELP, C (confirm), X (cancel); answered in TwiML',
    },
    async (request, reply) => {
      const answer = await receiveSms(services, signed(request, request.body));
      return reply.header('content-type', 'text/xml; charset=utf-8').send(answer);
    },
  );
};
