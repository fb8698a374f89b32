import { z } from 'zod';
import { FhirBundle } from '../patients/fhir';
import {
  ImportPreviewRequest,
  ImportRowsQuery,
  ImportRowsResponse,
  ImportStartRequest,
  PatientImport,
  PatientImportDraft,
  PatientImportsQuery,
  PatientImportsResponse,
} from '../patients/imports';
import {
  DismissDuplicateRequest,
  DuplicatePairsQuery,
  DuplicatePairsResponse,
  PatientDuplicateCheckResponse,
  PatientMergeRequest,
  PatientMergeResponse,
} from '../patients/duplicates';
import {
  MyRecordAccessQuery,
  MyRecordAccessResponse,
  PatientAccessQuery,
  PatientAccessResponse,
  PatientContactDetails,
  PatientContactUpdate,
  PatientEraseRequest,
  PatientInput,
  PatientListQuery,
  PatientListResponse,
  PatientReadQuery,
  PatientRecord,
  PatientUpdate,
} from '../patients/records';
import { defineEndpoint } from './define-endpoint';
import { DetailResponse, uuidParams } from './shapes';

const id = uuidParams('id');

/**
 * The clinic's patient records (spec 7 "Patients and appointments", issue 10): the list and search,
 * one record, create, change, archive, restore and erase, duplicates and merge, the access log,
 * CSV import and export; and the portal's own contact details and "who viewed my record".
 */
export const PATIENT_RECORDS_ENDPOINTS = {
  listPatients: defineEndpoint({
    method: 'GET',
    path: '/api/patients/',
    access: 'staff',
    query: PatientListQuery,
    response: PatientListResponse,
  }),
  createPatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients/',
    access: 'staff',
    body: PatientInput,
    response: PatientRecord,
  }),
  getPatient: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id',
    access: 'staff',
    params: id,
    query: PatientReadQuery,
    response: PatientRecord,
  }),
  exportPatientFhir: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id/fhir',
    access: 'staff',
    params: id,
    response: FhirBundle,
  }),
  updatePatient: defineEndpoint({
    method: 'PATCH',
    path: '/api/patients/:id',
    access: 'staff',
    params: id,
    body: PatientUpdate,
    response: PatientRecord,
  }),
  archivePatient: defineEndpoint({
    method: 'DELETE',
    path: '/api/patients/:id',
    access: 'staff',
    params: id,
    response: PatientRecord,
  }),
  restorePatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients/:id/restore',
    access: 'staff',
    params: id,
    response: PatientRecord,
  }),
  erasePatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients/:id/erase',
    access: 'super_admin',
    params: id,
    body: PatientEraseRequest,
    response: DetailResponse,
  }),
  checkPatientDuplicates: defineEndpoint({
    method: 'POST',
    path: '/api/patients/duplicate-check',
    access: 'staff',
    body: PatientUpdate,
    response: PatientDuplicateCheckResponse,
  }),
  listDuplicatePatients: defineEndpoint({
    method: 'GET',
    path: '/api/patients/duplicates',
    access: 'staff',
    query: DuplicatePairsQuery,
    response: DuplicatePairsResponse,
  }),
  dismissDuplicatePatients: defineEndpoint({
    method: 'POST',
    path: '/api/patients/duplicates/dismiss',
    access: 'staff',
    body: DismissDuplicateRequest,
    response: DetailResponse,
  }),
  mergePatients: defineEndpoint({
    method: 'POST',
    path: '/api/patients/merge',
    access: 'staff',
    body: PatientMergeRequest,
    response: PatientMergeResponse,
  }),
  listPatientAccess: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id/access-log',
    access: 'staff',
    params: id,
    query: PatientAccessQuery,
    response: PatientAccessResponse,
  }),
  exportPatients: defineEndpoint({
    method: 'GET',
    path: '/api/patients/export.csv',
    access: 'staff',
    query: PatientListQuery.omit({ skip: true, limit: true }),
  }),
  createPatientImport: defineEndpoint({
    method: 'POST',
    path: '/api/patients/imports',
    access: 'staff',
    upload: true,
    response: PatientImportDraft,
  }),
  listPatientImports: defineEndpoint({
    method: 'GET',
    path: '/api/patients/imports',
    access: 'staff',
    query: PatientImportsQuery,
    response: PatientImportsResponse,
  }),
  getPatientImport: defineEndpoint({
    method: 'GET',
    path: '/api/patients/imports/:id',
    access: 'staff',
    params: id,
    response: PatientImport,
  }),
  previewPatientImport: defineEndpoint({
    method: 'POST',
    path: '/api/patients/imports/:id/preview',
    access: 'staff',
    params: id,
    body: ImportPreviewRequest,
    response: PatientImportDraft,
  }),
  startPatientImport: defineEndpoint({
    method: 'POST',
    path: '/api/patients/imports/:id/start',
    access: 'staff',
    params: id,
    body: ImportStartRequest,
    response: PatientImport,
  }),
  listPatientImportRows: defineEndpoint({
    method: 'GET',
    path: '/api/patients/imports/:id/rows',
    access: 'staff',
    params: id,
    query: ImportRowsQuery,
    response: ImportRowsResponse,
  }),
  downloadPatientImportReport: defineEndpoint({
    method: 'GET',
    path: '/api/patients/imports/:id/report.csv',
    access: 'staff',
    params: id,
    /** CSV text (line, outcome, reason), sent as an attachment. */
    response: z.string(),
  }),
  getMyContactDetails: defineEndpoint({
    method: 'GET',
    path: '/api/patients/profile/contact',
    access: 'patient',
    response: PatientContactDetails,
  }),
  updateMyContactDetails: defineEndpoint({
    method: 'PATCH',
    path: '/api/patients/profile/contact',
    access: 'patient',
    body: PatientContactUpdate,
    response: PatientContactDetails,
  }),
  listMyRecordAccess: defineEndpoint({
    method: 'GET',
    path: '/api/patients/access-log',
    access: 'patient',
    query: MyRecordAccessQuery,
    response: MyRecordAccessResponse,
  }),
} as const;

export type PatientRecordsEndpoints = typeof PATIENT_RECORDS_ENDPOINTS;
