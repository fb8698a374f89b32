import { isJobFinished, jobPercent } from './jobs';

describe('job progress', () => {
  it('gives whole percent done, never above 100', () => {
    expect(jobPercent({ state: 'running', done: 1, total: 3 })).toBe(33);
    expect(jobPercent({ state: 'running', done: 7, total: 5 })).toBe(100);
    expect(jobPercent({ state: 'succeeded', done: 0, total: null })).toBe(100);
  });

  it('has no percent while the amount of work is unknown', () => {
    expect(jobPercent({ state: 'queued', done: 0, total: null })).toBeNull();
    expect(jobPercent({ state: 'queued', done: 0, total: 0 })).toBe(0);
  });

  it('is finished when it succeeded or failed', () => {
    expect(isJobFinished({ state: 'failed' })).toBe(true);
    expect(isJobFinished({ state: 'running' })).toBe(false);
  });
});
