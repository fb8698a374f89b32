import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

function pricingSection() {
  return within(screen.getByRole('region', { name: 'Simple plans' }));
}

it('shows the four plans with the prices of the spec', () => {
  renderApp('/');
  const pricing = pricingSection();
  const cards = pricing.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
    'Trial',
    'Essential',
    'Pro',
    'Enterprise',
  ]);
  expect(cards[0]).toHaveTextContent('$0 free while you try');
  expect(cards[1]).toHaveTextContent('$49/month');
  expect(cards[2]).toHaveTextContent('$99/month');
  expect(within(cards[3]!).getAllByText('Contact Sales').length).toBeGreaterThan(0);
});

it('offers the trial sign-up only when registration is open', () => {
  const open = renderApp('/', { flags: { ENABLE_REGISTRATION: true } });
  expect(pricingSection().getByRole('link', { name: 'Start a free trial' })).toHaveAttribute(
    'href',
    '/register',
  );
  open.unmount();
  renderApp('/', { flags: { ENABLE_REGISTRATION: false } });
  expect(pricingSection().queryByRole('link', { name: 'Start a free trial' })).not.toBeInTheDocument();
  expect(pricingSection().getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
});
