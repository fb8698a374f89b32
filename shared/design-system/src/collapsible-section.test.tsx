import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleSection } from './collapsible-section';
import { ShellDesignProvider } from './providers';

function renderSection(props: { defaultExpanded?: boolean; icon?: React.ReactNode } = {}) {
  render(
    <CollapsibleSection title="Clinical Operations" {...props}>
      <a href="/dashboard/appointments">Appointments</a>
    </CollapsibleSection>,
    { wrapper: ShellDesignProvider },
  );
  return screen.getByRole('button', { name: 'Clinical Operations' });
}

it('starts expanded by default and folds on a click on its title', async () => {
  const title = renderSection();
  expect(title).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Appointments' })).toBeVisible();

  await userEvent.click(title);
  // Folding waits a frame for the exit animation.
  await waitFor(() => expect(title).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.queryByRole('link', { name: 'Appointments' })).not.toBeInTheDocument();
});

it('starts folded when told, and unfolds with the keyboard', async () => {
  const title = renderSection({ defaultExpanded: false });
  expect(title).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Appointments' })).not.toBeInTheDocument();

  title.focus();
  await userEvent.keyboard('{Enter}');
  expect(title).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Appointments' })).toBeVisible();
});

it('shows the optional icon beside the title, hidden from screen readers', () => {
  const title = renderSection({ icon: <svg data-testid="section-icon" /> });
  const icon = screen.getByTestId('section-icon');
  expect(title).toContainElement(icon);
  expect(icon.parentElement).toHaveAttribute('aria-hidden', 'true');
});

it('follows its owner when controlled, and reports every toggle', async () => {
  const changes: boolean[] = [];
  const view = render(
    <CollapsibleSection
      title="Messaging & Campaigns"
      expanded={false}
      onExpandedChange={(open) => changes.push(open)}
    >
      <a href="/dashboard/campaigns">Campaigns</a>
    </CollapsibleSection>,
    { wrapper: ShellDesignProvider },
  );
  const title = screen.getByRole('button', { name: 'Messaging & Campaigns' });
  await userEvent.click(title);
  expect(changes).toEqual([true]);
  // The owner has not changed its state: still folded.
  expect(title).toHaveAttribute('aria-expanded', 'false');

  view.rerender(
    <CollapsibleSection
      title="Messaging & Campaigns"
      expanded
      onExpandedChange={(open) => changes.push(open)}
    >
      <a href="/dashboard/campaigns">Campaigns</a>
    </CollapsibleSection>,
  );
  await waitFor(() => expect(title).toHaveAttribute('aria-expanded', 'true'));
  expect(screen.getByRole('link', { name: 'Campaigns' })).toBeVisible();
});
