import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_DEFAULT_DURATION_MS } from '@clinio/contracts';
import { kitCatalog } from './i18n/kit-catalog';
import { useT } from './i18n/locale-provider';

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec section 3: a toast has an id, a title, a message, a type and a duration. */
export interface ToastOptions {
  id?: string;
  title?: string;
  message: string;
  type?: ToastType;
  duration?: number;
}

/**
 * One store for the page. The design system is a shared singleton, so a toast raised inside a
 * remote appears in the shell's <Toaster />.
 */
const store = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

let counter = 0;

function show({ id, title, message, type = 'info', duration = TOAST_DEFAULT_DURATION_MS }: ToastOptions) {
  counter += 1;
  const toastId = id ?? `toast-${Date.now().toString(36)}-${counter}`;
  store.create({ id: toastId, title, description: message, type, duration, closable: true });
  return toastId;
}

export const toast = {
  show,
  success: (message: string, title?: string) => show({ message, title, type: 'success' }),
  error: (message: string, title?: string) => show({ message, title, type: 'error' }),
  warning: (message: string, title?: string) => show({ message, title, type: 'warning' }),
  info: (message: string, title?: string) => show({ message, title, type: 'info' }),
  dismiss: (id?: string) => {
    store.dismiss(id);
  },
};

/**
 * Chakra's solid green and orange behind white text measure below 4.5:1 (green 2.6:1); the
 * darker shades keep every toast at WCAG AA (green.700 5.0:1, orange.700 5.2:1 on white text).
 */
const AA_BACKGROUNDS = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
} as const;

/** Rendered once, by the shell. */
export function Toaster() {
  const t = useT(kitCatalog);
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} data-toast-type={item.type} css={AA_BACKGROUNDS}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label={t('kit.closeNotification')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
