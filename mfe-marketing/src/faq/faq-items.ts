export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'About Clinio',
    items: [
      {
        id: 'what-is-clinio',
        question: 'What is Clinio?',
        answer:
          'Clinio is web-based practice management for outpatient clinics: appointments and reminders, patient records and notes, intake forms and e-consents, billing and card payments, messaging and reports, with a portal for patients.',
      },
      {
        id: 'launch',
        question: 'Can I use Clinio today?',
        answer:
          'Not yet. Clinio is approaching launch. Leave your e-mail address on the home page to hear when it opens, or contact us to book a demo and join the clinics helping us test it.',
      },
      {
        id: 'who-for',
        question: 'Which clinics is it for?',
        answer:
          'Independent practices and small groups, from a solo practitioner to clinics with several branches: physiotherapy, counselling, general practice, dental, dermatology and similar outpatient services. It is not hospital software and does not replace imaging, laboratory or e-prescribing systems.',
      },
      {
        id: 'install',
        question: 'Do we need to install anything?',
        answer:
          'No. Clinio runs in a modern web browser on computers, tablets and phones. There is no server to buy and no update to install.',
      },
    ],
  },
  {
    title: 'Plans and pricing',
    items: [
      {
        id: 'prices',
        question: 'How much does it cost?',
        answer:
          'There is a free trial. After that, Essential is $49 a month and Pro is $99 a month. Enterprise is priced with you; contact sales for a quote.',
      },
      {
        id: 'change-plan',
        question: 'Can we change plans later?',
        answer:
          'Yes. An admin can move between plans from subscription management inside Clinio. Your data stays where it is when you change plans.',
      },
      {
        id: 'sms-costs',
        question: 'Are text messages included?',
        answer:
          'SMS reminders are sent through a messaging provider, with a phone number and sender registration set up for your clinic. The provider’s per-message charges are not part of the plan price; we go through them with you before you switch SMS on.',
      },
    ],
  },
  {
    title: 'Security and privacy',
    items: [
      {
        id: 'isolation',
        question: 'How is our data kept apart from other clinics?',
        answer:
          'Every record carries the clinic account it belongs to, and the database enforces that a request can only see rows of its own account. A request from one clinic for another clinic’s record gets the same answer as a record that does not exist.',
      },
      {
        id: 'audit',
        question: 'Can we see who looked at a patient’s record?',
        answer:
          'Yes. Every view, change, export and deletion of patient data is written to an audit log with who, when, from where and what. The audit log can be searched and exported, and the application cannot edit or delete its entries. Patients can see who viewed their own record in the portal.',
      },
      {
        id: 'logoff',
        question: 'What happens if someone leaves a computer signed in?',
        answer:
          'Staff sessions end after a period of inactivity, 30 minutes by default and adjustable per clinic, with a warning shortly before. The server enforces the same limit, so closing the warning is not enough to keep a session alive.',
      },
      {
        id: 'certifications',
        question: 'Is Clinio certified or HIPAA compliant?',
        answer:
          'We design Clinio around the technical safeguards health-privacy rules ask for: access control, audit controls, automatic logoff and encrypted connections. We do not hold any certification yet, and we will not claim one before an independent assessment. Compliance also depends on how a clinic uses the software; we are happy to go through your obligations with you.',
      },
    ],
  },
  {
    title: 'Patients and data',
    items: [
      {
        id: 'portal-code',
        question: 'How do patients get into the portal?',
        answer:
          'A patient creates a login and links it to your clinic by entering your clinic’s authorization code. One login can be linked to several clinics, and the patient can withdraw a link at any time.',
      },
      {
        id: 'import',
        question: 'Can we bring our existing patient list?',
        answer:
          'Yes. Patients can be imported from a CSV file, and duplicates can be merged afterwards. Tell us what you use today and we will help you prepare the file.',
      },
      {
        id: 'leave',
        question: 'What if we decide to leave?',
        answer:
          'Your data is yours. Patient lists export as CSV, patient records export as FHIR R4, a widely used open standard for health data, and calendars are available as iCalendar feeds.',
      },
    ],
  },
];
