import { Dialog, Portal, Text } from '@chakra-ui/react';
import { Button, useT } from '@clinio/design-system';
import type { EventBus } from '@clinio/platform';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shellCatalog } from '../shell-catalog';
import { formatCountdown } from '@clinio/contracts';

export interface SessionWarningModalProps {
  bus: EventBus;
  /** Spec 4.2: it opens only for a signed-in user, and closes when that ends. */
  authenticated: boolean;
  onStayLoggedIn: () => void;
  onLogoutNow: () => void;
  /** The countdown reached zero: the session-timeout handling. */
  onTimeout: () => void;
}

/**
 * Spec 2.11 / 4.2: opened by the global 'session.warning' signal, it counts down once a second
 * from the seconds the signal carries.
 */
export function SessionWarningModal({
  bus,
  authenticated,
  onStayLoggedIn,
  onLogoutNow,
  onTimeout,
}: SessionWarningModalProps) {
  const t = useT(shellCatalog);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // The interval reads the count here, so reaching zero runs the timeout once, outside render.
  const count = useRef<number | null>(null);
  const latest = useRef({ authenticated, onTimeout });
  useLayoutEffect(() => {
    latest.current = { authenticated, onTimeout };
  });
  const show = (seconds: number | null) => {
    count.current = seconds;
    setSecondsLeft(seconds);
  };

  if (!authenticated && secondsLeft !== null) setSecondsLeft(null);

  useEffect(
    () =>
      bus.subscribe('session.warning', ({ secondsLeft: seconds }) => {
        if (!latest.current.authenticated) return;
        count.current = seconds;
        setSecondsLeft(seconds);
      }),
    [bus],
  );

  const open = secondsLeft !== null;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => {
      const next = (count.current ?? 0) - 1;
      count.current = next > 0 ? next : null;
      setSecondsLeft(count.current);
      if (next <= 0) latest.current.onTimeout();
    }, 1000);
    return () => clearInterval(timer);
  }, [open]);

  if (secondsLeft === null) return null;
  const close = (then: () => void) => {
    show(null);
    then();
  };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-warning">
            <Dialog.Header>
              <Dialog.Title>{t('session.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text aria-live="polite">
                {t('session.expiresIn', { countdown: formatCountdown(secondsLeft) })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => close(onStayLoggedIn)}>
                {t('session.stay')}
              </Button>
              <Button variant="danger" onClick={() => close(onLogoutNow)}>
                {t('session.logout')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
