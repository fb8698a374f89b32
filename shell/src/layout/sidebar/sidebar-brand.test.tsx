import { ShellDesignProvider } from '@clinio/design-system';
import { DEFAULT_BRANDING, type TenantBranding } from '@clinio/platform';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellContext } from '../../shell-context';
import { createShellServices } from '../../testing/shell-services';
import { SidebarBrand } from './sidebar-brand';

function renderBrand(branding: Partial<TenantBranding>, iconOnly = false) {
  render(
    <ShellContext.Provider value={createShellServices({ branding: { ...DEFAULT_BRANDING, ...branding } })}>
      <MemoryRouter>
        <SidebarBrand home="/dashboard" iconOnly={iconOnly} />
      </MemoryRouter>
    </ShellContext.Provider>,
    { wrapper: ShellDesignProvider },
  );
}

it("falls back to the product's branded logo, name and 'Healthcare Management System'", () => {
  renderBrand({});
  const home = screen.getByRole('link', { name: 'Clinio home' });
  expect(home).toHaveAttribute('href', '/dashboard');
  expect(
    screen.getByRole('img', { name: 'Clinio — Healthcare Management System', hidden: true }),
  ).toHaveTextContent('ClinioHealthcare Management System');
  expect(screen.queryByTestId('custom-header-text')).not.toBeInTheDocument();
});

it("shows the clinic's own logo, name and tagline, and its header text in the primary colour", () => {
  renderBrand({
    logo: 'https://api.test/logos/harbour.png',
    clinicName: 'Harbour Clinic',
    customHeaderText: 'Welcome to Harbour',
  });
  expect(screen.getByRole('img', { name: 'Harbour Clinic logo', hidden: true })).toHaveAttribute(
    'src',
    'https://api.test/logos/harbour.png',
  );
  expect(screen.getByText('Harbour Clinic')).toBeInTheDocument();
  expect(screen.getByText('Healthcare Management System')).toBeInTheDocument();
  const headerText = screen.getByTestId('custom-header-text');
  expect(headerText).toHaveTextContent('Welcome to Harbour');
  expect(headerText).toHaveStyle({ color: 'var(--chakra-colors-brand-solid)' });
});

it('writes the name out without a logo when the clinic hides it', () => {
  renderBrand({ clinicName: 'Harbour Clinic', showLogoInHeader: false });
  expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Harbour Clinic home' })).toHaveTextContent(
    'Harbour ClinicHealthcare Management System',
  );
});

it('keeps only the mark, still named, in icon-only mode', () => {
  renderBrand({ customHeaderText: 'Welcome' }, true);
  expect(
    screen.getByRole('img', { name: 'Clinio — Healthcare Management System', hidden: true }),
  ).toHaveTextContent('');
  expect(screen.queryByTestId('custom-header-text')).not.toBeInTheDocument();
});
