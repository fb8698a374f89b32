import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SecuritySettings, TwoFactorSetupResponse } from '@clinio/contracts';
import { Button, toast, useT } from '@clinio/design-system';
import { useState } from 'react';
import { formatDate } from '../common/format';
import { catalog } from './catalog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorStart } from './two-factor-start';

type Step =
  | { kind: 'status' }
  | { kind: 'start' }
  | { kind: 'setup'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

export interface TwoFactorPanelProps {
  settings: SecuritySettings;
  /** Two-factor was turned on or off: the settings are fetched again. */
  onChanged: () => void;
}

/** Spec 4.7: set up with a method, verify with a code, then it can be disabled (with the password). */
export function TwoFactorPanel({ settings, onChanged }: TwoFactorPanelProps) {
  const t = useT(catalog);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const isOn = settings.two_factor_enabled;

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" fontSize="md">
          {t('twoFactor.heading')}
        </Heading>
        <Badge colorPalette={isOn ? 'green' : 'gray'} variant="subtle">
          {isOn ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </HStack>
      {step.kind === 'status' ? (
        <Stack gap="3">
          {isOn ? (
            <Text color="fg.muted">
              {t('twoFactor.onLead', { count: settings.recovery_codes_remaining })}
            </Text>
          ) : (
            <Text color="fg.muted">{t('twoFactor.offLead')}</Text>
          )}
          {settings.password_changed_at !== null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('twoFactor.passwordChanged', { date: formatDate(settings.password_changed_at) })}
            </Text>
          ) : null}
          <HStack>
            {isOn ? (
              <Button variant="outline" onClick={() => setStep({ kind: 'disable' })}>
                {t('twoFactor.turnOff')}
              </Button>
            ) : (
              <Button onClick={() => setStep({ kind: 'start' })}>{t('twoFactor.setUp')}</Button>
            )}
          </HStack>
        </Stack>
      ) : null}
      {step.kind === 'start' ? (
        <TwoFactorStart
          onStarted={(setup) => setStep({ kind: 'setup', setup })}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
      {step.kind === 'setup' ? (
        <TwoFactorSetup
          setup={step.setup}
          onVerified={(codes) => {
            setStep({ kind: 'codes', codes });
            toast.success(t('twoFactor.turnedOn'));
            onChanged();
          }}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'status' })} />
      ) : null}
      {step.kind === 'disable' ? (
        <TwoFactorDisable
          onDisabled={() => {
            setStep({ kind: 'status' });
            toast.success(t('twoFactor.turnedOff'));
            onChanged();
          }}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
    </Stack>
  );
}
