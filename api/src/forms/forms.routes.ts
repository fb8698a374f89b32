import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMap } from '../http/from-map';
import './forms.merge';
import { registerFormsFhir } from './fhir';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { createFormTemplate, getFormTemplate, listFormTemplates, updateFormTemplate } from './forms.service';
import { leaveKiosk } from './kiosk.service';
import { listTemplateVersions } from './template-versions.service';
import { getPatientPaperwork } from './paperwork.service';
import { listAppointmentTypeRequirements, setAppointmentTypeRequirements } from './requirements.service';
import { registerFormsWorkflowSteps } from './workflow-steps';
import { getMyPaperwork, saveMyFormDraft, submitMyForm } from './portal.service';
import { formSubmissionPdf, getFormSubmission, listPatientFormSubmissions } from './submission-reads.service';
import { saveFormDraftAtDesk, submitFormAtDesk } from './submissions.service';

const tags = ['forms'];

/**
 * Form templates (spec 2.7, 2.8, 7; issue 16, ADR 044): read, create and save from the builder,
 * the clinic's list, and answers given at the desk's kiosk. Every route needs the plan's
 * `forms_management` feature.
 */
export const formsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  registerFormsWorkflowSteps();
  registerFormsFhir();
  const routes = routeHelpers(app, services);
  // Answers are health data: never kept by a browser or proxy cache (quality bar 12).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const feature = 'forms_management' as const;

  routes.staff(
    {
      ...fromMap('getFormTemplate', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "One of the clinic's form templates, with its current version's schema",
    },
    (ctx, { params }) => getFormTemplate(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('listFormTemplateVersions', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "A form template's versions, newest first: what each asked, who saved it, how many answers",
    },
    (ctx, { params }) => listTemplateVersions(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('createFormTemplate', { errors: [400, 401, 403, 404], status: 201 }),
      permission: 'forms_manage',
      feature,
      tags,
      summary: "A new form template from the builder's output (the clinic of ?clinicId=, the caller's own)",
    },
    (ctx, { query, body }) => createFormTemplate(ctx, query, body),
  );

  routes.staff(
    {
      ...fromMap('updateFormTemplate', { errors: [400, 401, 403, 404] }),
      permission: 'forms_manage',
      feature,
      tags,
      summary: 'Save a form template: a new version when the current one already has answers',
    },
    (ctx, { params, body }) => updateFormTemplate(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('listFormTemplates', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "The clinic's active form templates, newest first",
    },
    (ctx, { params }) => listFormTemplates(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('submitFormAtDesk', { errors: [400, 401, 403, 404], status: 201 }),
      permission: 'patients_update',
      feature,
      tags,
      bodyLimit: 512 * 1024,
      summary: "A patient's answers given at the kiosk, validated against the version they were shown",
    },
    (ctx, { params, body }) => submitFormAtDesk(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('saveFormDraftAtDesk', { errors: [400, 401, 403, 404] }),
      permission: 'patients_update',
      feature,
      tags,
      bodyLimit: 512 * 1024,
      summary: 'Keep what the patient typed at the kiosk so far (one draft per form, patient and visit)',
    },
    (ctx, { params, body }) => saveFormDraftAtDesk(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('getPatientPaperwork', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "A patient's forms for their upcoming visits and their consents: what the kiosk shows",
    },
    (ctx, { params }) => getPatientPaperwork(ctx, params.patientId),
  );

  routes.staff(
    {
      ...fromMap('leaveKiosk', { errors: [400, 401, 403, 404, 429] }),
      permission: 'patients_update',
      feature,
      tags,
      summary: "Leave the desk's kiosk: the staff member's own password, checked, throttled and audited",
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
    (ctx, { params, body }) => leaveKiosk(services, ctx, params.patientId, body.password),
  );

  routes.patient(
    {
      ...fromMap('getMyPaperwork', { errors: [400, 401, 403, 404] }),
      tags,
      summary: "The forms the patient's upcoming visits need, with drafts, and their consents",
    },
    (ctx, { params }) => getMyPaperwork(ctx, params.patient_id),
  );

  routes.patient(
    {
      ...fromMap('saveMyFormDraft', { errors: [400, 401, 403, 404] }),
      tags,
      bodyLimit: 512 * 1024,
      summary: 'Keep what the patient typed so far, so a reload or a lost connection loses nothing',
    },
    (ctx, { params, body }) => saveMyFormDraft(ctx, params.patient_id, params.template_id, body),
  );

  routes.patient(
    {
      ...fromMap('submitMyForm', { errors: [400, 401, 403, 404], status: 201 }),
      tags,
      bodyLimit: 512 * 1024,
      summary: "The patient's answers, validated against the version they were shown",
    },
    (ctx, { params, body }) => submitMyForm(ctx, params.patient_id, body),
  );

  routes.staff(
    {
      ...fromMap('listAppointmentTypeRequirements', { errors: [401, 403] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: 'The forms and consent types each of the clinic’s appointment types requires',
    },
    (ctx) => listAppointmentTypeRequirements(ctx),
  );

  routes.staff(
    {
      ...fromMap('setAppointmentTypeRequirements', { errors: [400, 401, 403] }),
      permission: 'forms_manage',
      feature,
      tags,
      summary: 'Set the forms and consent types an appointment type requires',
    },
    (ctx, { params, body }) => setAppointmentTypeRequirements(ctx, params.appointmentType, body),
  );

  routes.staff(
    {
      ...fromMap('listPatientFormSubmissions', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: "A patient's submitted forms, newest first (the chart's Forms tab)",
    },
    (ctx, { params }) => listPatientFormSubmissions(ctx, params.patientId),
  );

  routes.staff(
    {
      ...fromMap('getFormSubmission', { errors: [400, 401, 403, 404] }),
      permission: 'forms_read',
      feature,
      tags,
      summary: 'One submission with the schema of the version it was given on (audited as a view)',
    },
    (ctx, { params }) => getFormSubmission(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('getFormSubmissionPdf', {
        errors: [400, 401, 403, 404, 429],
        produces: ['application/pdf'],
      }),
      permission: 'forms_read',
      feature,
      tags,
      rateLimit: { max: 60, timeWindow: '1 minute' },
      summary: 'A submission as a PDF: the clinic, the questions and answers, the version, who and when',
    },
    async (ctx, { params }, { reply }) => {
      const { pdf, fileName } = await formSubmissionPdf(ctx, params.id);
      void reply.type('application/pdf').headers({
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
      return pdf;
    },
  );
};
