import { sql, type Updateable } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { writeOpeningHours } from '../clinics/opening-hours';
import type { Database, TenantTx } from '../db/database';
import type { BranchesTable, ClinicsTable } from '../db/schema';
import { insertActiveStaff, provisionTenant, type ProvisionedTenant } from '../tenancy/provision';
import { seedDemoBilling } from './demo-billing';
import { seedDemoBooking } from './demo-booking';
import { seedDemoForms } from './demo-forms';
import { seedDemoHistory } from './demo-history';
import { seedDemoMessaging } from './demo-messaging';
import { seedDemoNotes } from './demo-notes';
import { demoPatients } from './demo-patients';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoWaitlist } from './demo-waitlist';

/** Shown in the README: every demo account uses it. */
export const DEMO_PASSWORD = 'Clinio!demo1';
export const DEMO_TENANT_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0a01';
export const NORTHSIDE_TENANT_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0a02';
export const DEMO_CLINIC_CODE = 'DEMOFAMILY-4821';
export const NORTHSIDE_CLINIC_CODE = 'NORTHSIDE-7315';

const DEMO_STAFF = [
  { username: 'owner', role: 'super_admin', first: 'Olivia', last: 'Grant' },
  { username: 'admin', role: 'admin', first: 'Marcus', last: 'Hale' },
  { username: 'provider', role: 'provider', first: 'Priya', last: 'Shah' },
  { username: 'frontdesk', role: 'front_desk', first: 'Tom', last: 'Reyes' },
  { username: 'billing', role: 'billing', first: 'Bea', last: 'Lindqvist' },
] as const;

/**
 * The demo clinic's other patient records (invented people, no portal login), with the age of
 * each record in days, so the dashboards have something true to count on a fresh start.
 */
const DEMO_PATIENTS: ReadonlyArray<readonly [first: string, last: string, born: string, daysAgo: number]> = [
  ['Amara', 'Okoye', '1975-02-03', 170],
  ['Liam', 'Novak', '1990-07-21', 150],
  ['Sofia', 'Marchetti', '2001-11-09', 142],
  ['Noah', 'Fischer', '1968-05-30', 120],
  ['Hana', 'Sato', '1983-09-14', 96],
  ['Mateo', 'Alvarez', '2012-01-18', 88],
  ['Grace', 'Whitfield', '1957-03-27', 75],
  ['Yusuf', 'Demir', '1994-12-02', 61],
  ['Elena', 'Petrova', '1979-08-08', 44],
  ['Owen', 'Gallagher', '2006-04-25', 37],
  ['Priscilla', 'Adeyemi', '1962-10-11', 29],
  ['Ravi', 'Menon', '1987-06-06', 18],
  ['Chloe', 'Dubois', '1999-02-14', 9],
  ['Samuel', 'Brooks', '1971-12-24', 3],
];

const WEEKDAY_HOURS = (open: string, close: string) => ({
  monday: { open, close },
  tuesday: { open, close },
  wednesday: { open, close },
  thursday: { open, close },
  friday: { open, close },
});

/** The demo clinics' profile and branding, and their branches' opening hours (0006). */
async function brandDemoClinic(
  tx: TenantTx,
  tenant: ProvisionedTenant,
  demo: {
    profile: Updateable<ClinicsTable>;
    hours: { [branchIndex: number]: Parameters<typeof writeOpeningHours>[2] };
    branchBranding?: { [branchIndex: number]: Updateable<BranchesTable> };
  },
): Promise<void> {
  await tx
    .updateTable('clinics')
    .set({ ...demo.profile, default_branch_id: tenant.branchIds[0] ?? null })
    .where('id', '=', tenant.clinicId)
    .execute();
  for (const [index, branchId] of tenant.branchIds.entries()) {
    const hours = demo.hours[index];
    if (hours) await writeOpeningHours(tx, { tenantId: tenant.tenantId, branchId }, hours);
    const branding = demo.branchBranding?.[index];
    if (branding) await tx.updateTable('branches').set(branding).where('id', '=', branchId).execute();
  }
}

/**
 * The demo data of the README: two tenants (so isolation can be seen), their staff, a patient
 * login and a system administrator. Runs only on an empty database, never over other data.
 * `now` (tests) fixes the day the records' ages and the calendar's week are counted from.
 */
export async function seedDemoData(
  database: Database,
  options: { now?: Date } = {},
): Promise<{ created: boolean }> {
  const system = database.unscoped();
  const existing = await system
    .selectFrom('tenants')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (existing.count > 0) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await provisionTenant(
    database,
    {
      tenantId: DEMO_TENANT_ID,
      slug: 'demo',
      name: 'Demo Family Clinic',
      clinicCode: DEMO_CLINIC_CODE,
      timezone: 'America/New_York',
      plan: { plan: 'pro', status: 'active' },
      branches: [
        {
          name: 'Main Street',
          address_line1: '120 Main Street',
          city: 'Hartford',
          region: 'CT',
          postal_code: '06103',
          country: 'US',
          phone: '+1 860 555 0142',
        },
        {
          name: 'West End',
          address_line1: '48 Farmington Avenue',
          city: 'Hartford',
          region: 'CT',
          postal_code: '06105',
          country: 'US',
          phone: '+1 860 555 0177',
        },
      ],
    },
    async (tx, tenant) => {
      for (const person of DEMO_STAFF) {
        await insertActiveStaff(tx, {
          tenantId: tenant.tenantId,
          roleId: tenant.roleIds[person.role],
          branchIds: person.role === 'provider' ? [tenant.branchIds[0] ?? ''] : tenant.branchIds,
          username: person.username,
          email: `${person.username}@demo.test`,
          firstName: person.first,
          lastName: person.last,
          passwordHash,
          emailVerified: true,
        });
      }
      await brandDemoClinic(tx, tenant, {
        profile: {
          email: 'hello@demofamily.example',
          phone: '+1 860 555 0100',
          website: 'https://demofamily.example',
          address_line1: '120 Main Street',
          city: 'Hartford',
          region: 'CT',
          postal_code: '06103',
          country: 'US',
          primary_color: '#0f766e',
          secondary_color: '#f59e0b',
          custom_header_text: 'Demo Family Clinic',
          tagline: 'Family medicine in Hartford',
        },
        hours: {
          0: { ...WEEKDAY_HOURS('08:00', '18:00'), saturday: { open: '09:00', close: '13:00' } },
          1: { ...WEEKDAY_HOURS('09:00', '17:00'), friday: { open: '09:00', close: '15:00' } },
        },
        // West End shows its own header text over the clinic's branding.
        branchBranding: { 1: { custom_header_text: 'Demo Family Clinic · West End' } },
      });
      const login = await tx
        .insertInto('patient_logins')
        .values({
          username: 'demopatient',
          username_normalized: 'demopatient',
          email: 'patient@demo.test',
          email_normalized: 'patient@demo.test',
          password_hash: passwordHash,
          first_name: 'Jordan',
          last_name: 'Miller',
          phone_number: '+1 860 555 0199',
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const patient = await tx
        .insertInto('patients')
        .values({
          tenant_id: tenant.tenantId,
          first_name: 'Jordan',
          last_name: 'Miller',
          email: 'patient@demo.test',
          phone_number: '+18605550199',
          date_of_birth: '1988-04-12',
          login_id: login.id,
          branch_id: tenant.branchIds[0] ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('patient_clinic_links')
        .values({
          tenant_id: tenant.tenantId,
          login_id: login.id,
          patient_id: patient.id,
          clinic_id: tenant.clinicId,
        })
        .execute();
      const now = (options.now ?? new Date()).getTime();
      await tx
        .insertInto('patients')
        .values(
          DEMO_PATIENTS.map(([first, last, born, daysAgo], index) => ({
            tenant_id: tenant.tenantId,
            branch_id: tenant.branchIds[index % tenant.branchIds.length] ?? null,
            first_name: first,
            last_name: last,
            email: `${first}.${last}@patients.example`.toLowerCase(),
            date_of_birth: born,
            created_at: new Date(now - daysAgo * 86_400_000),
          })),
        )
        .execute();
      // About two hundred patients in all (issue 10): one multi-row insert.
      await tx
        .insertInto('patients')
        .values(
          demoPatients({
            tenantId: tenant.tenantId,
            country: 'US',
            branchIds: tenant.branchIds,
            count: 180,
            seed: 10_001,
            today: new Date(now),
            emailDomain: 'patients.example',
            city: { city: 'Hartford', region: 'CT', postalPrefix: '061' },
          }),
        )
        .execute();
      // Issue 11: the calendar's hours, rooms, providers and this week's appointments.
      await seedDemoSchedule(tx, tenant, { timezone: 'America/New_York', passwordHash, now: new Date(now) });
      // Issue 21: twelve weeks of past visits, so analytics and reports have trends to show.
      await seedDemoHistory(tx, tenant.tenantId, 'America/New_York', new Date(now));
      await seedDemoWaitlist(tx, tenant, { now: new Date(now) });
      await seedDemoBooking(tx, tenant);
    },
  );

  // Issue 11: Dr Shah's notes, signed (one shared with Jordan Miller) and drafts.
  await seedDemoNotes(database, DEMO_TENANT_ID);
  // Issue 16: the intake and medical history forms, the six consent texts, each type's
  // requirements, and the paperwork of the coming visits (one consent of Jordan Miller expired).
  await seedDemoForms(database, DEMO_TENANT_ID, { now: options.now ?? new Date() });
  // Issue 18: reminder templates and rules, the clinic's number, past reminders with their
  // statuses, a patient who replied STOP, a draft campaign and a pending brand.
  await seedDemoMessaging(database, DEMO_TENANT_ID, { now: options.now ?? new Date() });
  // Issue 17: prices, a tax rate, and invoices in every status on recent visits.
  await seedDemoBilling(database, DEMO_TENANT_ID, { now: options.now ?? new Date() });

  await provisionTenant(
    database,
    {
      tenantId: NORTHSIDE_TENANT_ID,
      slug: 'northside',
      name: 'Northside Physio',
      clinicCode: NORTHSIDE_CLINIC_CODE,
      timezone: 'Europe/London',
      branches: [
        {
          name: 'Northside',
          address_line1: '9 Canal Street',
          city: 'Manchester',
          postal_code: 'M1 3HE',
          country: 'GB',
          phone: '+44 161 555 0102',
        },
      ],
    },
    async (tx, tenant) => {
      await brandDemoClinic(tx, tenant, {
        profile: {
          email: 'team@northside.example',
          phone: '+44 161 555 0100',
          website: 'https://northside.example',
          address_line1: '9 Canal Street',
          city: 'Manchester',
          postal_code: 'M1 3HE',
          country: 'GB',
          primary_color: '#1d4ed8',
          secondary_color: '#10b981',
          tagline: 'Physiotherapy in Manchester',
        },
        hours: { 0: { ...WEEKDAY_HOURS('07:30', '19:00'), saturday: { open: '09:00', close: '12:00' } } },
      });
      await insertActiveStaff(tx, {
        tenantId: tenant.tenantId,
        roleId: tenant.roleIds.super_admin,
        branchIds: tenant.branchIds,
        username: 'owner2',
        email: 'owner2@northside.test',
        firstName: 'Nia',
        lastName: 'Okafor',
        passwordHash,
        emailVerified: true,
      });
      await tx
        .insertInto('patients')
        .values(
          demoPatients({
            tenantId: tenant.tenantId,
            country: 'GB',
            branchIds: tenant.branchIds,
            count: 192,
            seed: 20_002,
            today: new Date(),
            emailDomain: 'northside-patients.example',
            city: { city: 'Manchester', region: '', postalPrefix: 'M1 ' },
          }),
        )
        .execute();
    },
  );

  await system
    .insertInto('system_admins')
    .values({
      username: 'sysadmin',
      username_normalized: 'sysadmin',
      email: 'sysadmin@clinio.test',
      name: 'Platform Administrator',
      password_hash: passwordHash,
    })
    .execute();
  return { created: true };
}
