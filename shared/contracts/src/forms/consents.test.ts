import fc from 'fast-check';
import {
  CONSENT_FORM_MESSAGES,
  CONSENT_TYPES,
  ConsentCreateRequest,
  checkConsentForm,
  consentStatus,
  consentTypesToSign,
} from './consents';

const now = new Date('2026-03-02T10:00:00Z');

describe('consent status (spec 4.5)', () => {
  it('is inactive first, then expired, then signed, else pending', () => {
    const base = { is_active: true, expires_at: null, patient_signature: null };
    expect(consentStatus({ ...base, is_active: false, patient_signature: 'Ann' }, now)).toBe('inactive');
    expect(
      consentStatus({ ...base, expires_at: '2026-03-01T00:00:00Z', patient_signature: 'Ann' }, now),
    ).toBe('expired');
    expect(
      consentStatus({ ...base, expires_at: '2026-04-01T00:00:00Z', patient_signature: 'Ann' }, now),
    ).toBe('signed');
    expect(consentStatus(base, now)).toBe('pending');
  });

  it('never expires without expires_at', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.option(fc.string()), (at, signature) => {
        const status = consentStatus({ is_active: true, expires_at: null, patient_signature: signature }, at);
        expect(status === 'signed' || status === 'pending').toBe(true);
      }),
    );
  });

  it('follows the order for every combination', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: -1e6, max: 1e6 })),
        fc.option(fc.string({ minLength: 1 })),
        (active, offsetSeconds, signature) => {
          const expires =
            offsetSeconds === null ? null : new Date(now.getTime() + offsetSeconds * 1000).toISOString();
          const status = consentStatus(
            { is_active: active, expires_at: expires, patient_signature: signature },
            now,
          );
          const expected = !active
            ? 'inactive'
            : offsetSeconds !== null && offsetSeconds < 0
              ? 'expired'
              : signature !== null
                ? 'signed'
                : 'pending';
          expect(status).toBe(expected);
        },
      ),
    );
  });
});

describe('the edit consent checks (spec 5)', () => {
  const values = { patient_id: 'p', consent_type: 'treatment', consent_text: 'I agree' };

  it('asks for the required fields first', () => {
    for (const missing of ['patient_id', 'consent_type', 'consent_text'] as const) {
      expect(
        checkConsentForm({
          values: { ...values, [missing]: ' ' },
          profileClinicId: null,
          hasAccessToken: false,
        }),
      ).toEqual({ ok: false, message: 'Please fill in all required fields' });
    }
  });

  it('takes the clinic id from the profile, else the original consent, else refuses', () => {
    expect(
      checkConsentForm({ values, profileClinicId: 'c1', originalClinicId: 'c2', hasAccessToken: true }),
    ).toEqual({
      ok: true,
      clinicId: 'c1',
    });
    expect(
      checkConsentForm({ values, profileClinicId: null, originalClinicId: 'c2', hasAccessToken: true }),
    ).toEqual({
      ok: true,
      clinicId: 'c2',
    });
    expect(checkConsentForm({ values, profileClinicId: '', hasAccessToken: true })).toEqual({
      ok: false,
      message: 'Clinic ID not found. Please ensure you are properly authenticated.',
    });
  });

  it('needs an access token last', () => {
    expect(checkConsentForm({ values, profileClinicId: 'c1', hasAccessToken: false })).toEqual({
      ok: false,
      message: CONSENT_FORM_MESSAGES.authRequired,
    });
    expect(CONSENT_FORM_MESSAGES.authRequired).toBe('Authentication required');
  });
});

describe('a new consent (spec 3, 5)', () => {
  const body = {
    patient_id: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    consent_type: 'treatment',
    consent_text: 'Text',
  };

  it('has the six consent types', () => {
    expect(CONSENT_TYPES).toEqual([
      'hipaa_privacy',
      'treatment',
      'billing',
      'research',
      'photography',
      'telemedicine',
    ]);
  });

  it('is required when is_required is absent, and has no expiry when left empty', () => {
    const parsed = ConsentCreateRequest.parse({ ...body, expires_at: '' });
    expect(parsed.is_required).toBe(true);
    expect(parsed.expires_at).toBeNull();
    expect(ConsentCreateRequest.parse({ ...body, is_required: false }).is_required).toBe(false);
  });

  it('refuses an unknown type and an empty text', () => {
    expect(ConsentCreateRequest.safeParse({ ...body, consent_type: 'other' }).success).toBe(false);
    expect(ConsentCreateRequest.safeParse({ ...body, consent_text: '  ' }).success).toBe(false);
  });
});

describe('re-consent before booking', () => {
  const signed = (consent_type: string, expires_at: string | null = null, is_active = true) => ({
    consent_type,
    is_active,
    expires_at,
    patient_signature: 'Ann',
  });

  it('asks for the required types not held signed today: missing, unsigned, withdrawn or expired', () => {
    const consents = [
      signed('hipaa_privacy'),
      signed('treatment', '2026-01-01T00:00:00Z'),
      signed('photography', null, false),
      { ...signed('billing'), patient_signature: null },
    ];
    expect(
      consentTypesToSign(
        ['hipaa_privacy', 'treatment', 'photography', 'billing', 'telemedicine'],
        consents,
        now,
      ),
    ).toEqual(['treatment', 'photography', 'billing', 'telemedicine']);
  });

  it('never asks for a type held signed, and always for one never given', () => {
    fc.assert(
      fc.property(fc.subarray([...CONSENT_TYPES]), fc.subarray([...CONSENT_TYPES]), (required, held) => {
        const missing = consentTypesToSign(
          required,
          held.map((type) => signed(type)),
          now,
        );
        for (const type of missing) expect(held).not.toContain(type);
        for (const type of required) if (!held.includes(type)) expect(missing).toContain(type);
      }),
    );
  });
});
