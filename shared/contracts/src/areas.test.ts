import { AreaDeclaration, patternsOverlap, routeOverlaps } from './areas';
import { satisfiesCaret, unmetSharedVersions } from './registry';

describe('AreaDeclaration', () => {
  it('fills the defaults of a minimal area', () => {
    expect(AreaDeclaration.parse({ routes: ['/dashboard/patients/*'] })).toEqual({
      title: null,
      routes: ['/dashboard/patients/*'],
      nav: [],
      quickActions: [],
      requiredFeature: null,
      extensions: [],
    });
  });

  it('refuses what the shell could not use, saying where', () => {
    const result = AreaDeclaration.safeParse({
      routes: ['dashboard/x', '/a/*/b'],
      nav: [{ key: 'x', label: 'X', path: '/x', icon: 'x', group: 'nowhere', permission: 'fly' }],
      requiredFeature: 'teleport',
      unknown: true,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'routes.0',
        'routes.1',
        'nav.0.group',
        'nav.0.permission',
        'requiredFeature',
        '',
      ]),
    );
  });
});

describe('patternsOverlap', () => {
  it.each([
    ['/dashboard/patients/*', '/dashboard/patients/*', true],
    ['/dashboard/patients/*', '/dashboard/patients', true],
    ['/dashboard/patients/*', '/dashboard/patients/import', true],
    ['/dashboard/*', '/dashboard/staff', true],
    ['/blog/:slug', '/blog/:id', true],
    ['/blog/:slug', '/blog/featured', false],
    ['/dashboard/patients', '/dashboard/staff', false],
    ['/dashboard/patients/*', '/dashboard/patient-notes/*', false],
    ['/a/b', '/a/b/c', false],
  ])('%s against %s: %s', (a, b, expected) => {
    expect(patternsOverlap(a, b)).toBe(expected);
    expect(patternsOverlap(b, a)).toBe(expected);
  });

  it('names each clash with its owner', () => {
    const others = [
      { name: 'admin', routes: ['/dashboard/staff', '/dashboard/audit'] },
      { name: 'patients', routes: ['/dashboard/patients/*'] },
    ];
    expect(
      routeOverlaps({ name: 'rogue', routes: ['/dashboard/patients/42', '/dashboard/rogue'] }, others),
    ).toEqual(['/dashboard/patients/42 (owned by patients as /dashboard/patients/*)']);
    // A new version of a remote may keep its own paths.
    expect(routeOverlaps({ name: 'admin', routes: ['/dashboard/staff'] }, others)).toEqual([]);
  });
});

describe('shared versions', () => {
  it.each([
    ['1.2.3', '^1.2.3', true],
    ['1.4.0', '^1.2.3', true],
    ['1.2.2', '^1.2.3', false],
    ['2.0.0', '^1.2.3', false],
    ['19.3.1', '^19.3.0', true],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.3-dev.abc', '^1.2.3', true],
    ['nonsense', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  it('says which needs the shell cannot meet', () => {
    expect(
      unmetSharedVersions(
        { react: '^19.3.0', '@clinio/platform': '^1.3.0', 'left-pad': '^1.0.0' },
        { react: '19.3.1', '@clinio/platform': '1.1.0' },
      ),
    ).toEqual(['@clinio/platform ^1.3.0, the shell has 1.1.0', 'left-pad ^1.0.0, the shell has none']);
  });
});
