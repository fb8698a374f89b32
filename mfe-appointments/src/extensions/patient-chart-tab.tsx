import { defineExtension } from '@clinio/platform';
import { PatientAppointments } from '../chart/patient-appointments';

/** The chart's Appointments tab (slot `patient-chart.tab` of mfe-patients; ADR 029). */
export default defineExtension({
  name: 'appointments',
  slot: 'patient-chart.tab',
  Component: PatientAppointments,
});
