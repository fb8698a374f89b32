import { render, screen } from '@testing-library/react';
import { LOGO_VARIANTS, Logo } from './logo';
import { ShellDesignProvider } from './providers';

function renderLogo(ui: React.ReactElement) {
  return render(ui, { wrapper: ShellDesignProvider });
}

it('has the four variants of spec 2.11', () => {
  expect(LOGO_VARIANTS).toEqual(['default', 'white', 'marketing', 'branded']);
});

it.each(LOGO_VARIANTS)('the %s variant is one image named for the product and its tagline', (variant) => {
  renderLogo(<Logo variant={variant} />);
  const logo = screen.getByRole('img', { name: 'Clinio — AI-Powered Healthcare' });
  expect(logo).toHaveAttribute('data-logo-variant', variant);
  expect(logo).toHaveTextContent(/^Clinio/);
});

it.each([
  ['branded', true],
  ['marketing', true],
  ['default', false],
  ['white', false],
] as const)('the %s variant writes the tagline out: %s', (variant, shown) => {
  renderLogo(<Logo variant={variant} />);
  const logo = screen.getByRole('img');
  if (shown) expect(logo).toHaveTextContent('ClinioAI-Powered Healthcare');
  else expect(logo).toHaveTextContent(/^Clinio$/);
});

it('is the default variant when none is given', () => {
  renderLogo(<Logo />);
  expect(screen.getByRole('img')).toHaveAttribute('data-logo-variant', 'default');
});

it('draws the mark in white on the white variant, for dark backgrounds', () => {
  const { container, unmount } = renderLogo(<Logo variant="white" />);
  expect(container.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
  unmount();
  const other = renderLogo(<Logo variant="default" />);
  expect(other.container.querySelector('rect')).not.toHaveAttribute('fill', '#ffffff');
});

it("names a clinic's own logo with its name and tagline, and writes them out on the branded variant", () => {
  renderLogo(<Logo variant="branded" name="Harbour Clinic" tagline="Healthcare Management System" />);
  const logo = screen.getByRole('img', { name: 'Harbour Clinic — Healthcare Management System' });
  expect(logo).toHaveTextContent('Harbour ClinicHealthcare Management System');
});

it('draws the mark alone without the wordmark, still named for screen readers', () => {
  renderLogo(<Logo wordmark={false} />);
  const logo = screen.getByRole('img', { name: 'Clinio — AI-Powered Healthcare' });
  expect(logo).toHaveTextContent('');
  expect(logo.querySelector('svg')).not.toBeNull();
});
