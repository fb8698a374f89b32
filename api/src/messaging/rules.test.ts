import { inboundKeyword, keywordReply } from './keywords';
import { isQuiet, outOfQuietHours } from './quiet-hours';
import { smsSegments } from './segments';
import { renderTemplate, unknownVariables } from './templates';
import { toE164 } from './phone';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

const QUIET = { start: '21:00', end: '08:00' };

describe('templates', () => {
  it('fills in known variables, spaces inside the braces allowed', () => {
    expect(
      renderTemplate('Hi {{patient_first_name}}, {{ clinic_name }}!', {
        patient_first_name: 'Ana',
        clinic_name: 'Demo',
      }),
    ).toBe('Hi Ana, Demo!');
  });
  it('names each unknown variable once', () => {
    expect(unknownVariables('{{first}} {{patient_first_name}} {{first}} {{__proto__}}')).toEqual([
      'first',
      '__proto__',
    ]);
  });
});

describe('SMS segments', () => {
  it('counts GSM-7 in septets: 160 in one, 153 per part, extension characters as two', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });
  it('counts UCS-2 in UTF-16 units: 70 in one, 67 per part (an emoji is two)', () => {
    expect(smsSegments('é'.repeat(70))).toEqual({ encoding: 'GSM-7', units: 70, segments: 1 });
    expect(smsSegments('ł'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('ł'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('😀'.repeat(34) + 'a')).toEqual({ encoding: 'UCS-2', units: 69, segments: 1 });
    expect(smsSegments('😀'.repeat(36))).toEqual({ encoding: 'UCS-2', units: 72, segments: 2 });
  });
});

describe('quiet hours', () => {
  it('leaves a daytime message alone and moves a night one to the local morning', () => {
    const noon = new Date('2026-06-10T16:00:00Z'); // 12:00 in New York (EDT)
    expect(outOfQuietHours(noon, 'America/New_York', QUIET)).toEqual(noon);
    // 22:30 EDT -> 08:00 EDT the next day
    expect(outOfQuietHours(new Date('2026-06-11T02:30:00Z'), 'America/New_York', QUIET)).toEqual(
      new Date('2026-06-11T12:00:00Z'),
    );
    // 06:00 EDT -> 08:00 the same day
    expect(outOfQuietHours(new Date('2026-06-11T10:00:00Z'), 'America/New_York', QUIET)).toEqual(
      new Date('2026-06-11T12:00:00Z'),
    );
  });
  it('follows the local clock across the DST changes (spring forward and fall back)', () => {
    // Sat 2026-03-07 23:00 EST; the night spans the change to EDT on Sunday 2026-03-08: 08:00 EDT = 12:00Z.
    expect(outOfQuietHours(new Date('2026-03-08T04:00:00Z'), 'America/New_York', QUIET)).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
    // Sat 2026-10-31 22:00 EDT; back to EST on Sunday 2026-11-01: 08:00 EST = 13:00Z.
    expect(outOfQuietHours(new Date('2026-11-01T02:00:00Z'), 'America/New_York', QUIET)).toEqual(
      new Date('2026-11-01T13:00:00Z'),
    );
    // Europe: 2026-03-29 01:30 CET is quiet; 08:00 CEST = 06:00Z.
    expect(outOfQuietHours(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris', QUIET)).toEqual(
      new Date('2026-03-29T06:00:00Z'),
    );
  });
  it('reads the window at its edges and without wrapping midnight', () => {
    expect(isQuiet(new Date('2026-06-10T21:00:00Z'), 'UTC', QUIET)).toBe(true);
    expect(isQuiet(new Date('2026-06-10T20:59:00Z'), 'UTC', QUIET)).toBe(false);
    expect(isQuiet(new Date('2026-06-10T08:00:00Z'), 'UTC', QUIET)).toBe(false);
    expect(isQuiet(new Date('2026-06-10T13:00:00Z'), 'UTC', { start: '12:00', end: '14:00' })).toBe(true);
    expect(isQuiet(new Date('2026-06-10T13:00:00Z'), 'UTC', { start: '12:00', end: '12:00' })).toBe(false);
  });
});

describe('inbound keywords', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['cancel', 'stop'],
    ['END', 'stop'],
    ['quit', 'stop'],
    ['STOPALL', 'stop'],
    ['start', 'start'],
    ['UNSTOP', 'start'],
    ['yes', 'start'],
    ['help', 'help'],
    ['INFO', 'help'],
    ['c', 'confirm'],
    ['X', 'cancel'],
    ['stop please', null],
    ['Can I move my visit?', null],
  ])('%j is %s', (body, keyword) => {
    expect(inboundKeyword(body)).toBe(keyword);
  });
  it('answers with the standard texts and the clinic contact', () => {
    const clinic = { name: 'Demo Clinic', helpContact: '(555) 010-0100' };
    expect(keywordReply('stop', clinic)).toContain('unsubscribed');
    expect(keywordReply('stop', clinic)).toContain('Reply START to resubscribe');
    expect(keywordReply('start', clinic)).toContain('re-subscribed');
    expect(keywordReply('help', clinic)).toContain('(555) 010-0100');
  });
});

describe('phone numbers and webhook signatures', () => {
  it('stores E.164 and refuses what is not a phone number', () => {
    expect(toE164('(415) 555-2671')).toBe('+14155552671');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12')).toBeNull();
    expect(toE164('not a number')).toBeNull();
  });
  it("computes Twilio's documented example signature", () => {
    // https://www.twilio.com/docs/usage/webhooks/webhooks-security (the documented example).
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isValidTwilioSignature('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(
      isValidTwilioSignature('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, { ...params, Digits: '1235' }),
    ).toBe(false);
    expect(isValidTwilioSignature('12345', undefined, url, params)).toBe(false);
  });
});
