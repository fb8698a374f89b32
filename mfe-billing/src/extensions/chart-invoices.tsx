import { defineExtension } from '@clinio/platform';
import { PatientInvoicesTab } from './invoices-tab';

/** The chart's Invoices tab (slot `patient-chart.tab` of mfe-patients; ADR 029). */
export default defineExtension({
  name: 'billing',
  slot: 'patient-chart.tab',
  Component: PatientInvoicesTab,
});
