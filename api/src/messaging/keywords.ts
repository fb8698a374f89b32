/**
 * Inbound SMS keywords (CTIA's opt-out and help keywords, as carriers and Twilio treat them): the
 * whole message, trimmed and case-insensitive. `C` and `X` answer a reminder (confirm, cancel);
 * CANCEL is an opt-out word, so it never cancels a visit.
 */
export type InboundKeyword = 'stop' | 'start' | 'help' | 'confirm' | 'cancel';

const KEYWORDS: Record<string, InboundKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  REVOKE: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
  C: 'confirm',
  X: 'cancel',
};

export function inboundKeyword(body: string): InboundKeyword | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

/** The standard answers (Twilio's default opt-out texts, prefixed with the clinic's name). */
export function keywordReply(keyword: InboundKeyword, clinic: { name: string; helpContact: string }): string {
  switch (keyword) {
    case 'stop':
      return `${clinic.name}: You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.`;
    case 'start':
      return `${clinic.name}: You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply.`;
    case 'help':
      return `${clinic.name}: ${clinic.helpContact === '' ? 'Please call the clinic for help.' : `For help, contact ${clinic.helpContact}.`} Reply STOP to unsubscribe. Msg&Data Rates May Apply.`;
    case 'confirm':
      return `${clinic.name}: Thank you, your appointment is confirmed.`;
    case 'cancel':
      return `${clinic.name}: Your appointment has been cancelled. Please call us to book again.`;
  }
}

/** `X` past the clinic's cancel notice (or with no visit to cancel): the clinic's number, not a cancellation. */
export function cancelRefusedReply(clinic: { name: string; helpContact: string }): string {
  return `${clinic.name}: We could not cancel your appointment by text. ${
    clinic.helpContact === '' ? 'Please call the clinic.' : `Please contact ${clinic.helpContact}.`
  }`;
}
