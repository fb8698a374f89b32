import type { AuditEntry } from '@clinio/contracts';
import { auditCsv, csvCell } from './audit-csv';

describe('csvCell', () => {
  it('quotes every value and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "quoted", value\r\nnext line')).toBe('"a ""quoted"", value\r\nnext line"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps cells that a spreadsheet would run as formulas as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1:A9)`)).toBe(`"'${start}SUM(A1:A9)"`);
    }
    expect(csvCell('2024-03-12T08:00:00.000Z')).toBe('"2024-03-12T08:00:00.000Z"');
  });
});

describe('auditCsv', () => {
  it('writes a header row and one CRLF-terminated row per entry', () => {
    const entry: AuditEntry = {
      id: '7',
      at: '2024-03-12T08:00:00.000Z',
      actor_type: 'anonymous',
      actor_id: null,
      actor_name: null,
      actor_role: null,
      branch_id: null,
      action: 'auth.login',
      resource_type: 'session',
      resource_id: null,
      outcome: 'failure',
      ip_address: '203.0.113.9',
      user_agent: '@evil',
      session_id: null,
    };
    const csv = auditCsv([entry]);
    expect(csv.startsWith('\uFEFF"id","at",')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '"7","2024-03-12T08:00:00.000Z","anonymous",,,,,"auth.login","session",,"failure","203.0.113.9","\'@evil",',
    );
  });
});
