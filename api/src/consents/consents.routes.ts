import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMap } from '../http/from-map';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import {
  createConsent,
  getConsent,
  listPatientConsentRecords,
  signConsentAtDesk,
  updateConsent,
} from './consents.service';
import { registerConsentAttachment } from './attach-on-booking';
import { getConsentNeeds, getMyConsentNeeds, signMyConsentNeed } from './consent-needs.service';
import { listConsentTemplates, saveConsentTemplate } from './consent-templates.service';
import { registerFormsAndConsentsBlockers } from './erase-blocker';
import { signMyConsent } from '../forms/portal.service';
import { consentPdfOf } from '../forms/submission-reads.service';

const tags = ['consents'];

/**
 * Consents (spec 2.10, 5, 7; issue 16, ADR 044): create, read and edit a patient's consent, the
 * patient's consent records, and signing at the desk's kiosk. Every route needs the plan's
 * `consent_management` feature.
 */
export const consentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  registerFormsAndConsentsBlockers();
  registerConsentAttachment(services);
  const routes = routeHelpers(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const feature = 'consent_management' as const;

  routes.staff(
    {
      ...fromMap('createConsent', { errors: [400, 401, 403, 404], status: 201 }),
      permission: 'forms_manage',
      feature,
      tags,
      summary: 'Give a patient a consent to sign (is_required is true when absent)',
    },
    (ctx, { body }) => createConsent(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('getConsent', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: 'One consent with its status (spec 4.5) and signature (audited as a view)',
    },
    (ctx, { params }) => getConsent(ctx, params.consentId),
  );

  routes.staff(
    {
      ...fromMap('updateConsent', { errors: [400, 401, 403, 404, 409] }),
      permission: 'forms_manage',
      feature,
      tags,
      summary:
        'Edit a consent; once signed its text, type, patient, expiry and signature cannot change (409)',
    },
    (ctx, { params, body }) => updateConsent(ctx, params.consentId, body),
  );

  routes.staff(
    {
      ...fromMap('listPatientConsentRecords', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "A patient's consents, newest first, each with its status",
    },
    (ctx, { params }) => listPatientConsentRecords(ctx, params.patientId),
  );

  routes.staff(
    {
      ...fromMap('signConsentAtDesk', { errors: [400, 401, 403, 404, 409, 413] }),
      permission: 'patients_update',
      feature,
      tags,
      bodyLimit: 512 * 1024,
      summary: 'The patient signs at the kiosk: a PNG of the drawn signature and the typed name',
    },
    (ctx, { params, body }) => signConsentAtDesk(ctx, params.consentId, body),
  );

  routes.patient(
    {
      ...fromMap('signMyConsent', { errors: [400, 401, 403, 404, 409, 413] }),
      tags,
      bodyLimit: 512 * 1024,
      summary: 'The patient signs one of their consents in the portal: the drawn PNG and their typed name',
    },
    (ctx, { params, body }) => signMyConsent(ctx, params.patient_id, params.consent_id, body),
  );

  routes.staff(
    {
      ...fromMap('listConsentTemplates', { errors: [401, 403] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "The clinic's standard text of each consent type",
    },
    (ctx) => listConsentTemplates(ctx),
  );

  routes.staff(
    {
      ...fromMap('saveConsentTemplate', { errors: [400, 401, 403] }),
      permission: 'forms_manage',
      feature,
      tags,
      summary: "Set the clinic's standard text of a consent type (consents already given keep theirs)",
    },
    (ctx, { params, body }) => saveConsentTemplate(ctx, params.consentType, body),
  );

  routes.staff(
    {
      ...fromMap('getConsentNeeds', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary:
        'The consents a visit of this type needs that the patient does not hold signed (booking warning)',
    },
    (ctx, { params, query }) => getConsentNeeds(ctx, params.patientId, query.appointment_type),
  );

  routes.patient(
    {
      ...fromMap('getMyConsentNeeds', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'The consents to sign before booking a visit of this type (lacking or expired)',
    },
    (ctx, { params, query }) => getMyConsentNeeds(ctx, params.patient_id, query.appointment_type),
  );

  routes.patient(
    {
      ...fromMap('signMyConsentNeed', { errors: [400, 401, 403, 404, 409, 413] }),
      tags,
      bodyLimit: 512 * 1024,
      summary: "Sign a needed consent type: the clinic's text of that type, signed at once",
    },
    (ctx, { params, body }) => signMyConsentNeed(ctx, params.patient_id, params.consentType, body),
  );

  routes.staff(
    {
      ...fromMap('getConsentPdf', { errors: [400, 401, 403, 404, 429], produces: ['application/pdf'] }),
      permission: 'forms_read',
      feature,
      tags,
      rateLimit: { max: 60, timeWindow: '1 minute' },
      summary: 'A consent as a PDF: its exact text and, once signed, the signature, signer, time and SHA-256',
    },
    async (ctx, { params }, { reply }) => {
      const { pdf, fileName } = await consentPdfOf(ctx, params.consentId);
      void reply.type('application/pdf').headers({
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
      return pdf;
    },
  );
};
