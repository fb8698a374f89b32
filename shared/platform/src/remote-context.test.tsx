import { render, screen } from '@testing-library/react';
import { RemotePropsContext, useRemote } from './remote-context';
import { createTestRemoteProps } from './testing';

function BasePath() {
  return <p>base {useRemote().basePath}</p>;
}

it('throws outside its provider, naming the provider (spec 8)', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<BasePath />)).toThrow(
    'useRemote must be used within a RemotePropsContext.Provider (mount the remote through defineMfe)',
  );
});

it('returns the props of the nearest provider', () => {
  render(
    <RemotePropsContext.Provider value={createTestRemoteProps({ basePath: '/forms' })}>
      <BasePath />
    </RemotePropsContext.Provider>,
  );
  expect(screen.getByText('base /forms')).toBeInTheDocument();
});
