import { errorMessageFromResponse, fieldErrorsOf, httpErrorMessage, tracingStatusFromHttp } from './errors';

describe('errorMessageFromResponse (spec section 8)', () => {
  it('prefers the server detail', () => {
    expect(
      errorMessageFromResponse({
        status: 400,
        statusText: 'Bad Request',
        body: { detail: 'Email taken', message: 'x' },
      }),
    ).toBe('Email taken');
  });

  it('falls back to message, then status text, then the fixed text', () => {
    expect(
      errorMessageFromResponse({ status: 400, statusText: 'Bad Request', body: { message: 'Nope' } }),
    ).toBe('Nope');
    expect(errorMessageFromResponse({ status: 502, statusText: 'Bad Gateway', body: '<html>' })).toBe(
      'Bad Gateway',
    );
    expect(errorMessageFromResponse({ status: 500, statusText: '', body: null })).toBe(
      'HTTP error! status: 500',
    );
    expect(errorMessageFromResponse({ status: 418 })).toBe('HTTP error! status: 418');
  });

  it('ignores empty or non-string detail fields', () => {
    expect(
      errorMessageFromResponse({ status: 422, statusText: 'Unprocessable', body: { detail: '  ' } }),
    ).toBe('Unprocessable');
    expect(
      errorMessageFromResponse({
        status: 422,
        statusText: 'x',
        body: { detail: [{ msg: 'field required' }, { msg: 'too short' }] },
      }),
    ).toBe('field required; too short');
  });

  it('builds the fixed text used by consent, form and workflow calls', () => {
    expect(httpErrorMessage(404)).toBe('HTTP error! status: 404');
  });
});

describe('tracingStatusFromHttp (spec section 8)', () => {
  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [401, 'unauthenticated'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [409, 'already_exists'],
    [413, 'failed_precondition'],
    [429, 'resource_exhausted'],
    [400, 'invalid_argument'],
    [422, 'invalid_argument'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline_exceeded'],
    [500, 'internal_error'],
    [502, 'internal_error'],
    [0, 'unknown_error'],
  ])('maps %i to %s', (status, expected) => {
    expect(tracingStatusFromHttp(status)).toBe(expected);
  });
});

describe('fieldErrorsOf', () => {
  it('maps each failed field to its first message', () => {
    expect(
      fieldErrorsOf({
        detail: 'email: Enter a valid email address',
        code: 'validation_error',
        fields: [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'email', message: 'second' },
          { field: 'message', message: 'Message must be at least 10 characters' },
        ],
      }),
    ).toEqual({ email: 'Enter a valid email address', message: 'Message must be at least 10 characters' });
  });

  it('returns nothing for other errors', () => {
    expect(fieldErrorsOf({ detail: 'x', code: 'not_found' })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
