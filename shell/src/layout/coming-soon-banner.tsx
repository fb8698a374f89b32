import { ComingSoonBanner as Banner } from '@clinio/design-system';
import { useShell } from '../shell-context';

/** Spec 2.1: with SHOW_COMING_SOON on, the shell's own public pages carry the launch banner. */
export function ComingSoonBanner() {
  const { api, bus, config } = useShell();

  async function subscribe(email: string) {
    await api.call('signUpForLaunchNews', { body: { email, source: 'banner' } });
    bus.publish('marketing.signup-completed', { source: 'banner' });
  }

  return <Banner estimatedLaunch={config.estimatedLaunch} onSubmit={subscribe} />;
}
