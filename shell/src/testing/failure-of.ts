import { act } from '@testing-library/react';

/** What `work` rejected with, inside act(); fails the test when it resolves. */
export async function failureOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await act(work);
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
