/** Quality bar 8: 8 to 128 characters, never truncated, common passwords refused. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords that attackers try first (keyboard walks, sequences, the obvious words) and their
 * trivial variants are caught by `isCommonPassword`.
 */
const COMMON = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'password1',
  'password12',
  'password123',
  'password!',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  'qwerty',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'letmein',
  'letmein1',
  'welcome',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'monkey12',
  'dragon12',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'changeme',
  'changeme1',
  'secret12',
  'clinic123',
  'clinio123',
  'doctor123',
  'hospital',
  'medical1',
  'patient1',
  'nurse123',
  'health123',
  'summer2024',
  'winter2024',
  'spring2025',
  'autumn2025',
  'summer2025',
  'winter2025',
  'summer2026',
  'winter2026',
]);

function normalise(password: string): string {
  return password.toLowerCase().replace(/[\s._-]/g, '');
}

export function isCommonPassword(password: string): boolean {
  const plain = normalise(password);
  if (COMMON.has(plain)) return true;
  // One character repeated, or a run of consecutive digits or letters.
  if (/^(.)\1+$/.test(plain)) return true;
  const codes = Array.from({ length: plain.length }, (_, index) => plain.charCodeAt(index));
  const ascending = codes.every((code, index) => index === 0 || code === (codes[index - 1] ?? 0) + 1);
  return ascending && plain.length >= PASSWORD_MIN_LENGTH;
}

/** Why a new password is refused, in words a person understands; empty when it is acceptable. */
export function passwordProblems(
  password: string,
  context: { username?: string; email?: string } = {},
): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (password.length >= PASSWORD_MIN_LENGTH && isCommonPassword(password)) {
    problems.push('This password is too common; choose one that is harder to guess');
  }
  const lowered = password.toLowerCase();
  const names = [context.username, context.email?.split('@')[0]].filter(
    (name): name is string => name !== undefined && name.length >= 4,
  );
  if (names.some((name) => lowered.includes(name.toLowerCase()))) {
    problems.push('Password must not contain your username or e-mail name');
  }
  return problems;
}
