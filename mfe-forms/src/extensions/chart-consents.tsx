import { defineExtension } from '@clinio/platform';
import { PatientConsentsTab } from './consents-tab';

/** The chart's Consents tab (slot `patient-chart.tab` of mfe-patients; ADR 029). */
export default defineExtension({
  name: 'forms',
  slot: 'patient-chart.tab',
  Component: PatientConsentsTab,
});
