import { Box, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { alertStore, type AlertType } from './alert-store';
import { Button } from './button';
import { kitCatalog } from './i18n/kit-catalog';
import { useT } from './i18n/locale-provider';

const ICONS: Record<AlertType, { icon: typeof Info; color: string }> = {
  success: { icon: CircleCheck, color: 'green.600' },
  warning: { icon: TriangleAlert, color: 'orange.500' },
  error: { icon: CircleAlert, color: 'red.600' },
  info: { icon: Info, color: 'brand.solid' },
};

/** Rendered once, by the shell; shows the alert at the head of the queue. */
export function AlertDialogHost() {
  const t = useT(kitCatalog);
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.current, () => null);

  useEffect(() => {
    if (!alert?.autoClose) return undefined;
    const timer = setTimeout(() => alertStore.close(alert.id, false), alert.autoCloseDelay);
    return () => clearTimeout(timer);
  }, [alert]);

  if (!alert) return null;
  const { icon: Icon, color } = ICONS[alert.type];
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnEscape
      closeOnInteractOutside
      onOpenChange={(details) => {
        if (!details.open) alertStore.close(alert.id, false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-alert-type={alert.type}>
            <Dialog.Header>
              <HStack gap="3">
                <Box color={color} aria-hidden="true">
                  <Icon size={22} />
                </Box>
                <Dialog.Title>{alert.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{alert.message}</Text>
            </Dialog.Body>
            {alert.showConfirmButton ? (
              <Dialog.Footer>
                <Button
                  variant={alert.type === 'error' ? 'danger' : 'primary'}
                  onClick={() => alertStore.close(alert.id, true)}
                >
                  {alert.confirmText}
                </Button>
              </Dialog.Footer>
            ) : null}
            {alert.showCloseButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('kit.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
