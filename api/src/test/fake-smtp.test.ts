import nodemailer from 'nodemailer';
import { decodeMail, decodeQuotedPrintable, startFakeSmtp } from './fake-smtp';

describe('the fake SMTP server for tests', () => {
  it('receives what nodemailer sends, with envelope, subject and both bodies decoded', async () => {
    const smtp = await startFakeSmtp();
    try {
      const transport = nodemailer.createTransport(smtp.url);
      const long = `Ünïcode text with a link https://app.example.test/reset-password?token=${'a'.repeat(60)} and more`;
      await transport.sendMail({
        from: 'Clinio <no-reply@clinio.local>',
        to: 'someone@example.test',
        subject: 'Réinitialiser — reset',
        text: long,
        html: `<p>${long}</p>`,
      });
      const mail = await smtp.waitFor((item) => item.to.includes('someone@example.test'));
      expect(mail.from).toBe('no-reply@clinio.local');
      expect(mail.subject).toBe('Réinitialiser — reset');
      expect(mail.text).toBe(long);
      expect(mail.html).toBe(`<p>${long}</p>`);
    } finally {
      await smtp.close();
    }
  });

  it('decodes quoted-printable soft breaks and bytes, and base64 parts', () => {
    expect(decodeQuotedPrintable('caf=C3=A9 =\r\nau lait=3D')).toBe('café au lait=');
    const raw = [
      'Subject: =?UTF-8?B?SGVsbG8g8J+Riw==?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('plain body').toString('base64'),
    ].join('\r\n');
    expect(decodeMail(raw)).toEqual({ subject: 'Hello 👋', text: 'plain body', html: '' });
  });
});
