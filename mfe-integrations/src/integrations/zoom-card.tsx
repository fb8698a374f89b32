import { HStack, Text } from '@chakra-ui/react';
import type { IntegrationCard } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, toast, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { CardFrame, ConnectionDetails, stateOf } from './card-frame';
import { useConnect } from './use-connect';

/** The clinic's Zoom account (feature telemedicine, clinic settings to change it). */
export function ZoomCard({ card, onChange }: { card: IntegrationCard; onChange: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const { connect, isStarting, error } = useConnect('startZoomAuthorization');
  const [confirming, setConfirming] = useState(false);
  const connection = card.connection;
  return (
    <CardFrame
      id="zoom"
      title={t('zoom.title')}
      description={t('zoom.description')}
      state={stateOf(connection)}
      isDevelopment={card.mode === 'development'}
    >
      {connection !== null ? <ConnectionDetails connection={connection} /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {card.can_manage ? (
        <HStack gap="2" wrap="wrap">
          {connection === null || connection.status === 'error' ? (
            <Button onClick={() => void connect()} loading={isStarting}>
              {connection === null ? t('zoom.connect') : t('card.reconnect')}
            </Button>
          ) : null}
          {connection !== null ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {t('zoom.disconnect')}
            </Button>
          ) : null}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('zoom.askAdmin')}
        </Text>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={t('zoom.disconnectTitle')}
        message={t('zoom.disconnectMessage')}
        confirmLabel={t('zoom.disconnect')}
        pendingLabel={t('card.disconnecting')}
        onConfirm={() => api.call('disconnectZoom')}
        onDone={() => {
          setConfirming(false);
          toast.success(t('zoom.disconnected'));
          onChange();
        }}
        onClose={() => setConfirming(false)}
      />
    </CardFrame>
  );
}
