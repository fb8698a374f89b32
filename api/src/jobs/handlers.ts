import { deliverSealedEmail } from '../email/email-job';
import type { SignupForwarder } from '../marketing/signup-forwarder';
import { forwardSignup } from '../marketing/signup.service';
import type { SubscriptionJobResult } from '../plans/subscription-job';
import { runTrialsJob } from '../plans/subscription-job';
import { runPatientImportJob } from '../patients/imports/import-job';
import type { Services } from '../platform/services';
import { runA2pPollJob, runA2pSubmitJob } from '../messaging/a2p-jobs';
import { runAnalyticsRollupJob } from '../analytics/rollup';
import { runCampaignPrepareJob } from '../messaging/campaign-prepare';
import { runMessageSendJob } from '../messaging/send-job';
import { markEmailSent } from '../messaging/patient-email';
import { runNumberReconcileJob } from '../messaging/phone-numbers.service';
import { runReminderScheduleJob } from '../messaging/reminder-schedule';
import { runRecoveryJob } from '../recovery/recovery-job';
import { runOfferExpireJob, runSlotFreedJob } from '../waitlist/offers';
import { deleteStoredFiles } from '../uploads/stored-files';
import { runCalendarPollJob, runCalendarSyncJob } from '../integrations/calendar-sync';
import { runRevokeJob } from '../integrations/oauth.service';
import { runVisitSyncJob } from '../integrations/visit-sync';
import type { JobHandlers } from './job-queue';

/**
 * Every queue's handler: one line each, the work lives in its domain folder. `services` is read
 * when a job runs, so the queue can be opened before the services object is complete.
 */
export function jobHandlers(
  services: () => Services,
  options: { forwarder: SignupForwarder | null; onTrialResult?: (result: SubscriptionJobResult) => void },
): JobHandlers {
  return {
    'email.send': async ({ sealed, record }) => {
      await deliverSealedEmail(services().keys, services().mailer, sealed);
      // The mail server has it: a failure to mark the history row must not send it twice.
      if (record !== undefined) await markEmailSent(services(), record).catch(() => undefined);
    },
    'trials.check': () => runTrialsJob(services().database, options.onTrialResult),
    'signup.forward': ({ signupId }) =>
      forwardSignup({ db: services().database.app, forwarder: options.forwarder }, signupId),
    'files.delete': (job) => deleteStoredFiles(services(), job),
    'recovery.request': ({ sealed }) => runRecoveryJob(services(), sealed),
    'patients.import': (data, job) => runPatientImportJob(services(), data, job),
    'waitlist.slot_freed': (data, job) => runSlotFreedJob(services(), data, job),
    'waitlist.offer_expire': (data) => runOfferExpireJob(services(), data),
    'messages.send': (data) => runMessageSendJob(services(), data),
    'campaigns.prepare': (data) => runCampaignPrepareJob(services(), data),
    'reminders.schedule': () => runReminderScheduleJob(services()),
    'integrations.calendar_sync': (data) => runCalendarSyncJob(services(), data),
    'integrations.poll': () => runCalendarPollJob(services()),
    'integrations.visit_sync': (data) => runVisitSyncJob(services(), data),
    'integrations.revoke': (data) => runRevokeJob(services(), data),
    'phone_numbers.reconcile': (data) => runNumberReconcileJob(services(), data),
    'a2p.submit': (data) => runA2pSubmitJob(services(), data),
    'a2p.poll': () => runA2pPollJob(services()),
    'analytics.rollup': () => runAnalyticsRollupJob(services().database),
  };
}
