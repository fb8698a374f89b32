import type {} from '@fastify/multipart';
import { PATIENT_IMPORT_MAX_BYTES } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { UPLOAD_FIELD } from '../../uploads/multipart-file';
import { decodeCsvText, summarizeCsv } from './csv-file';
import { guessMapping, type FieldMapping } from './mapping';

/** An uploaded CSV, read and checked outside any transaction (the route's `prepare`). */
export interface ReadUpload {
  fileName: string;
  bytes: Buffer;
  text: string;
  headers: string[];
  rows: number;
  mapping: FieldMapping;
}

function fileProblem(status: number, code: 'validation_error' | 'payload_too_large', message: string) {
  return new AppError(status, code, code === 'validation_error' ? `${UPLOAD_FIELD}: ${message}` : message, {
    ...(code === 'validation_error' ? { fields: [{ field: UPLOAD_FIELD, message }] } : {}),
  });
}

/** The file's own name, reduced to something safe to show (never used as a path). */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'patients.csv' : clean;
}

/**
 * Reads the one file of a multipart upload (at most PATIENT_IMPORT_MAX_BYTES), then checks it is
 * a CSV text by its bytes and reads it once through (header, row count, the CSV syntax), guessing
 * the mapping from the header.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `Send the CSV file as multipart/form-data in a field named ${UPLOAD_FIELD}`,
    );
  }
  let fileName: string;
  let bytes: Buffer;
  try {
    const part = await request.file({
      limits: { fileSize: PATIENT_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    if (part?.fieldname !== UPLOAD_FIELD)
      throw fileProblem(400, 'validation_error', 'Choose a CSV file to upload');
    fileName = displayName(part.filename);
    bytes = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileProblem(
        413,
        'payload_too_large',
        `The file is too large; the limit is ${PATIENT_IMPORT_MAX_BYTES / 1_048_576} MB`,
      );
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileProblem(413, 'payload_too_large', 'Send one file only');
    }
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'bad_request', 'The upload was incomplete or malformed');
  }
  if (bytes.length === 0) throw fileProblem(400, 'validation_error', 'The file is empty');
  const text = decodeCsvText(bytes);
  const summary = await summarizeCsv(text);
  return {
    fileName,
    bytes,
    text,
    headers: summary.headers,
    rows: summary.rows,
    mapping: guessMapping(summary.headers),
  };
}
