import { ComingSoonBanner } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';

/**
 * Spec 2.1's coming-soon banner on the inner marketing pages. The remote renders it itself (the
 * shell does so only on its own public pages) so that the skip link stays the first stop; the
 * landing page carries the full section instead.
 */
export function LaunchStrip() {
  const { api, bus, config } = useRemote();

  async function subscribe(email: string) {
    await api.call('signUpForLaunchNews', { body: { email, source: 'banner' } });
    bus.publish('marketing.signup-completed', { source: 'banner' });
  }

  return <ComingSoonBanner estimatedLaunch={config.estimatedLaunch} onSubmit={subscribe} />;
}
