import { loadConfig } from '../config/config';
import { contentSecurityPolicy } from './security';

/** Stripe's card form (issue 17): its script, frames and API are allowed only when the platform takes cards. */
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? null;

it('lets Stripe.js, its frames and its API in only when Stripe is set up with a publishable key', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234',
    STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234',
  };
  const withKey = contentSecurityPolicy(
    loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234' }),
  );
  expect(directive(withKey, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
  expect(directive(withKey, 'frame-src')).toBe(
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  );
  expect(directive(withKey, 'connect-src')).toContain('https://api.stripe.com');
  // No inline script either way, and nothing of Stripe's without the publishable key or Stripe.
  expect(withKey).not.toContain("'unsafe-inline' 'unsafe-eval'");
  for (const policy of [contentSecurityPolicy(loadConfig(stripe)), contentSecurityPolicy(loadConfig({}))]) {
    expect(policy).not.toContain('stripe.com');
    expect(directive(policy, 'frame-src')).toBeNull();
  }
});
