import type { MessageKey } from './catalog';

/** A question and its answer, by their keys in the remote's catalog. */
export interface FaqItem {
  id: string;
  questionKey: MessageKey;
  answerKey: MessageKey;
}

export interface FaqGroup {
  titleKey: MessageKey;
  items: readonly FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    titleKey: 'faq.group.about',
    items: [
      {
        id: 'what-is-clinio',
        questionKey: 'faq.what-is-clinio.question',
        answerKey: 'faq.what-is-clinio.answer',
      },
      { id: 'launch', questionKey: 'faq.launch.question', answerKey: 'faq.launch.answer' },
      { id: 'who-for', questionKey: 'faq.who-for.question', answerKey: 'faq.who-for.answer' },
      { id: 'install', questionKey: 'faq.install.question', answerKey: 'faq.install.answer' },
    ],
  },
  {
    titleKey: 'faq.group.plans',
    items: [
      { id: 'prices', questionKey: 'faq.prices.question', answerKey: 'faq.prices.answer' },
      { id: 'change-plan', questionKey: 'faq.change-plan.question', answerKey: 'faq.change-plan.answer' },
      { id: 'sms-costs', questionKey: 'faq.sms-costs.question', answerKey: 'faq.sms-costs.answer' },
    ],
  },
  {
    titleKey: 'faq.group.security',
    items: [
      { id: 'isolation', questionKey: 'faq.isolation.question', answerKey: 'faq.isolation.answer' },
      { id: 'audit', questionKey: 'faq.audit.question', answerKey: 'faq.audit.answer' },
      { id: 'logoff', questionKey: 'faq.logoff.question', answerKey: 'faq.logoff.answer' },
      {
        id: 'certifications',
        questionKey: 'faq.certifications.question',
        answerKey: 'faq.certifications.answer',
      },
    ],
  },
  {
    titleKey: 'faq.group.patients',
    items: [
      { id: 'portal-code', questionKey: 'faq.portal-code.question', answerKey: 'faq.portal-code.answer' },
      { id: 'import', questionKey: 'faq.import.question', answerKey: 'faq.import.answer' },
      { id: 'leave', questionKey: 'faq.leave.question', answerKey: 'faq.leave.answer' },
    ],
  },
];
