import {
  FIX_FIELDS_MESSAGE,
  PHONE_TYPED_MESSAGE,
  phoneForCountryMessage,
  UNKNOWN_MESSAGE,
} from '@clinio/contracts';
import { apiError } from '../testing/mock-api';
import { platformCatalog } from '../platform-catalog';
import { errorTextIn, fieldTextIn } from './error-text';

type Key = NonNullable<(typeof platformCatalog)['keys']>;

beforeAll(() => platformCatalog.load('es'));

const inSpanish = (error: unknown, standard: string) =>
  errorTextIn((key: Key, values) => platformCatalog.i18nFor('es')._(key, values), 'es', error, standard);
const inEnglish = (error: unknown, standard: string) =>
  errorTextIn((key: Key, values) => platformCatalog.i18nFor('en')._(key, values), 'en', error, standard);

const consentRefusal = apiError(409, {
  code: 'consent_required',
  detail: 'Sign the consents this visit needs first: Consent to treatment, Photo release.',
  consents: ['Consent to treatment', 'Photo release'],
});

it("keeps the server's English detail on an English page (the spec's texts, with their particulars)", () => {
  expect(inEnglish(consentRefusal, consentRefusal.message)).toBe(
    'Sign the consents this visit needs first: Consent to treatment, Photo release.',
  );
});

it("says a refusal by its code in the reader's language, with the particulars the body carries", () => {
  expect(inSpanish(consentRefusal, consentRefusal.message)).toBe(
    'Primero firme los consentimientos que necesita esta cita: Consent to treatment y Photo release.',
  );
  const taken = apiError(409, { code: 'slot_taken', detail: 'This time was just booked.' });
  expect(inSpanish(taken, taken.message)).toBe('Ese horario se acaba de ocupar. Elija otro horario.');
});

it("translates the kit's own sentences, and leaves a code it has no text for as the server said it", () => {
  expect(inSpanish(null, FIX_FIELDS_MESSAGE)).toBe('Corrija los campos marcados e inténtelo de nuevo.');
  expect(inSpanish(null, UNKNOWN_MESSAGE)).toBe('Algo salió mal. Inténtelo de nuevo.');
  const denied = apiError(403, { code: 'permission_denied', detail: 'This account is disabled.' });
  expect(inSpanish(denied, denied.message)).toBe('This account is disabled.');
});

const fieldInSpanish = (message: string) =>
  fieldTextIn((key: Key, values) => platformCatalog.i18nFor('es')._(key, values), 'es', message);

it("says a field rule with a value inside in the reader's language, the country by its name", () => {
  expect(fieldInSpanish(phoneForCountryMessage('US'))).toBe(
    'Escriba un teléfono válido de Estados Unidos, o empiece con + y el código del país',
  );
  expect(fieldInSpanish(phoneForCountryMessage('GB'))).toBe(
    'Escriba un teléfono válido de Reino Unido, o empiece con + y el código del país',
  );
  expect(
    fieldTextIn(
      (key: Key, values) => platformCatalog.i18nFor('en')._(key, values),
      'en',
      phoneForCountryMessage('US'),
    ),
  ).toBe(phoneForCountryMessage('US'));
});

it('keeps the clinic the server names after a rule, and leaves an unknown rule in English', () => {
  expect(fieldInSpanish(`${PHONE_TYPED_MESSAGE} (Demo Family Clinic)`)).toBe(
    'Escriba un teléfono con solo dígitos, espacios y + ( ) . - (Demo Family Clinic)',
  );
  expect(fieldInSpanish(`${phoneForCountryMessage('US')} (Northside Physio)`)).toBe(
    'Escriba un teléfono válido de Estados Unidos, o empiece con + y el código del país (Northside Physio)',
  );
  expect(fieldInSpanish('Something no catalog holds (Clinic)')).toBe('Something no catalog holds (Clinic)');
});
