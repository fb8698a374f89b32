import { ALERT_AUTO_CLOSE_DELAY_MS } from '@clinio/contracts';

export const ALERT_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertOptions {
  type?: AlertType;
  title?: string;
  message?: string;
  confirmText?: string;
  showCloseButton?: boolean;
  showConfirmButton?: boolean;
  autoClose?: boolean;
  autoCloseDelay?: number;
  onConfirm?: () => void;
}

export type ResolvedAlert = Required<Omit<AlertOptions, 'onConfirm'>> &
  Pick<AlertOptions, 'onConfirm'> & { id: number };

/** Spec 4.7: every default of the alert dialog. */
export const ALERT_DEFAULTS = {
  type: 'info',
  title: 'Alert',
  message: 'An alert has occurred.',
  confirmText: 'OK',
  showCloseButton: true,
  showConfirmButton: true,
  autoClose: false,
  autoCloseDelay: ALERT_AUTO_CLOSE_DELAY_MS,
} as const satisfies Omit<ResolvedAlert, 'id' | 'onConfirm'>;

type Listener = (alert: ResolvedAlert | null) => void;

interface Pending {
  alert: ResolvedAlert;
  resolve: () => void;
}

/** A queue of alerts: one shows at a time; each `showAlert` promise resolves when it closes. */
function createAlertStore() {
  const queue: Pending[] = [];
  const listeners = new Set<Listener>();
  let nextId = 1;

  const current = () => queue[0]?.alert ?? null;
  const emit = () => {
    for (const listener of listeners) listener(current());
  };

  return {
    show: (options: AlertOptions = {}): Promise<void> => {
      const alert: ResolvedAlert = { ...ALERT_DEFAULTS, ...stripUndefined(options), id: nextId };
      nextId += 1;
      return new Promise<void>((resolve) => {
        queue.push({ alert, resolve });
        if (queue.length === 1) emit();
      });
    },
    /** Closes the current alert; `confirmed` runs its callback first. */
    close: (id: number, confirmed: boolean) => {
      const head = queue[0];
      if (!head || head.alert.id !== id) return;
      queue.shift();
      try {
        if (confirmed) head.alert.onConfirm?.();
      } finally {
        head.resolve();
        emit();
      }
    },
    current,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

export const alertStore = createAlertStore();

export const showAlert = (options?: AlertOptions) => alertStore.show(options);
/** Helper with the spec's title 'Success'. */
export const showSuccess = (message: string, options: AlertOptions = {}) =>
  alertStore.show({ ...options, type: 'success', title: 'Success', message });
/** Helper with the spec's title 'Error'. */
export const showError = (message: string, options: AlertOptions = {}) =>
  alertStore.show({ ...options, type: 'error', title: 'Error', message });

/** Replaces window.alert with an info dialog titled 'Alert' (spec 4.7). Returns the undo. */
export function replaceNativeAlert(target: Pick<Window, 'alert'> = window): () => void {
  const original = target.alert;
  target.alert = (message?: unknown) => {
    const text = typeof message === 'string' ? message : message === undefined ? '' : JSON.stringify(message);
    void alertStore.show({ type: 'info', title: 'Alert', message: text });
  };
  return () => {
    target.alert = original;
  };
}
