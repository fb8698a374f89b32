import { apiRecordProblem } from './api-version';

const recorded = { version: '1.2.0', exports: ['Button', 'toast'] };

describe('apiRecordProblem', () => {
  it('is quiet while the names and the version agree', () => {
    expect(
      apiRecordProblem('@clinio/x', recorded, { version: '1.2.0', exports: ['toast', 'Button'] }),
    ).toBeNull();
  });

  it('asks for a newer minor when a name is added at the same version', () => {
    const problem = apiRecordProblem('@clinio/x', recorded, {
      version: '1.2.0',
      exports: ['Button', 'Dialog', 'toast'],
    });
    expect(problem).toContain('@clinio/x adds Dialog: give package.json a newer minor version than 1.2.0');
    expect(problem).toContain('"version": "1.2.0"');
  });

  it('asks for a new major when a name is removed, even after a minor bump', () => {
    const problem = apiRecordProblem('@clinio/x', recorded, { version: '1.3.0', exports: ['Button'] });
    expect(problem).toContain('@clinio/x removes toast: a removal breaks remotes built against 1.2.0');
  });

  it('asks only to write the record once the version moved the right way', () => {
    const problem = apiRecordProblem('@clinio/x', recorded, {
      version: '1.3.0',
      exports: ['Button', 'Dialog', 'toast'],
    });
    expect(problem).toMatch(/^@clinio\/x adds Dialog: write api.json:/);
    expect(apiRecordProblem('@clinio/x', recorded, { version: '2.0.0', exports: ['Button'] })).toMatch(
      /write api.json/,
    );
    expect(
      apiRecordProblem('@clinio/x', recorded, { version: '1.2.1', exports: recorded.exports }),
    ).toContain('api.json names an older version');
  });
});
