import { render, screen } from '@testing-library/react';
import { ShellContext, useShell } from './shell-context';
import { createShellServices } from './testing/shell-services';

function Environment() {
  return <p>{useShell().config.environment}</p>;
}

it('throws outside its provider, naming the provider (spec 8)', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Environment />)).toThrow('useShell must be used within a ShellContext.Provider');
});

it('returns the services of the provider', () => {
  render(
    <ShellContext.Provider value={createShellServices()}>
      <Environment />
    </ShellContext.Provider>,
  );
  expect(screen.getByText('test')).toBeInTheDocument();
});
