// The multipart plugin's request decorators (file, isMultipart) come with its types.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** Spec 5: the branding logo and staff picture uploads send one file field, named `file`. */
export const UPLOAD_FIELD = 'file';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
}

function noFile(message: string): AppError {
  return new AppError(400, 'validation_error', `${UPLOAD_FIELD}: ${message}`, {
    fields: [{ field: UPLOAD_FIELD, message }],
  });
}

function multipartFailure(error: unknown, maxBytes: number): AppError | null {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'payload_too_large',
        `The file is too large; the limit is ${megabytes(maxBytes)}`,
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'payload_too_large', 'Send one file only');
    default:
      // Busboy's parse errors (no boundary, a malformed part, a cut-off body) are the client's.
      return error instanceof AppError
        ? null
        : new AppError(400, 'bad_request', 'The upload was incomplete or malformed');
  }
}

/**
 * Reads the one uploaded file into memory, at most `maxBytes` (the multipart limits refuse more
 * before it is buffered). Its name and declared type are ignored: the bytes decide.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `Send the file as multipart/form-data in a field named ${UPLOAD_FIELD}`,
    );
  }
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    if (part?.fieldname !== UPLOAD_FIELD) throw noFile('Choose a file to upload');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw noFile('The file is empty');
    return bytes;
  } catch (error) {
    throw multipartFailure(error, maxBytes) ?? error;
  }
}
