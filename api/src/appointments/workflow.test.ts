import { NO_WORKFLOW_MESSAGE, type BookingResult, type Workflow } from '@clinio/contracts';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';
import { registerWorkflowStep, startWorkflow } from './workflow.service';

/**
 * The visit's workflow on PostgreSQL (spec 2.9 and 4.6, ADR 042): none until a form, consent or
 * invoice starts it; spec 4.6's actions and nothing else; progress counted by the registered steps;
 * another clinic sees the same 404 as a missing appointment.
 */
let ctx: TestContext;
let clinic: SchedulingClinic;
let owner: Member;
let appointmentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'super_admin' });
  const booked = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: owner.session.headers,
    payload: bookingBody(clinic, '2031-01-06T10:00:00Z'),
  });
  expect(booked.statusCode).toBe(201);
  appointmentId = booked.json<BookingResult>().appointment.id;
});
afterAll(() => ctx.close());

const url = (id = appointmentId) => `/api/appointments/${id}/workflow`;
const read = (member = owner, id = appointmentId) =>
  ctx.server.inject({ method: 'GET', url: url(id), headers: member.session.headers });
const move = (workflow_status: string, member = owner) =>
  ctx.server.inject({
    method: 'PUT',
    url: url(),
    headers: member.session.headers,
    payload: { workflow_status },
  });

it('answers the spec’s 404 while the visit has no workflow, for reading and for changing', async () => {
  for (const response of [await read(), await move('in_progress')]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: NO_WORKFLOW_MESSAGE });
  }
});

it('follows spec 4.6: start, pause, resume, complete, then nothing; each change audited', async () => {
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    startWorkflow(tx, clinic.tenant.tenantId, appointmentId),
  );
  // Starting twice changes nothing.
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    startWorkflow(tx, clinic.tenant.tenantId, appointmentId),
  );
  const first = await read();
  expect(first.statusCode).toBe(200);
  expect(first.json<Workflow>()).toMatchObject({
    appointment_id: appointmentId,
    workflow_status: 'pending',
    forms_complete: true,
    consents_complete: true,
    billing_complete: true,
    progress: {
      forms: { completed: 0, total: 0, percentage: 0 },
      consents: { active: 0, total: 0, percentage: 0 },
      billing: { paid: 0, total: 0, percentage: 0 },
      overall: { percentage: 0 },
    },
  });
  const refused = await move('complete');
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ detail: 'A workflow that is pending cannot become complete.' });
  for (const status of ['in_progress', 'paused', 'in_progress', 'complete']) {
    const moved = await move(status);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Workflow>().workflow_status).toBe(status);
  }
  expect((await move('in_progress')).statusCode).toBe(409);
  expect((await move('blocked')).statusCode).toBe(409);
  const actions = (await auditActions(ctx.db.database, clinic.tenant.tenantId, { resourceId: appointmentId }))
    .map((row) => row.action)
    .filter((action) => action.startsWith('appointment.workflow'));
  expect(actions.filter((action) => action === 'appointment.workflow_changed')).toHaveLength(4);
  expect(actions).toContain('appointment.workflow_viewed');
});

it('counts each step from the domains registered for it', async () => {
  const forms = registerWorkflowStep('forms', async () => ({ done: 1, total: 2 }));
  const billing = registerWorkflowStep('billing', async () => ({ done: 2, total: 2 }));
  try {
    const workflow = (await read()).json<Workflow>();
    expect(workflow).toMatchObject({
      forms_complete: false,
      consents_complete: true,
      billing_complete: true,
    });
    expect(workflow.progress).toEqual({
      forms: { completed: 1, total: 2, percentage: 50 },
      consents: { active: 0, total: 0, percentage: 0 },
      billing: { paid: 2, total: 2, percentage: 100 },
      overall: { percentage: 75 },
    });
  } finally {
    forms();
    billing();
  }
});

it('gives another clinic the same 404 as a missing appointment, and a bad status a field error', async () => {
  const other = await buildSchedulingClinic(ctx.db.database);
  const stranger = await buildMember(ctx.server, ctx.db.database, {
    tenant: other.tenant,
    role: 'super_admin',
  });
  const foreign = await read(stranger);
  const missing = await read(stranger, '6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94');
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual(missing.json());
  expect(foreign.json()).toMatchObject({ detail: 'Appointment not found' });
  const bad = await move('finished');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'validation_error' });
});
