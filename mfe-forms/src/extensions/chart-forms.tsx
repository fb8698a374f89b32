import { defineExtension } from '@clinio/platform';
import { PatientFormsTab } from './forms-tab';

/** The chart's Forms tab (slot `patient-chart.tab` of mfe-patients; ADR 029). */
export default defineExtension({ name: 'forms', slot: 'patient-chart.tab', Component: PatientFormsTab });
