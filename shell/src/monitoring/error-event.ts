import { MONITORING_SETTINGS, scrubUrl, type ReportBreadcrumb, type ReportEvent } from '@clinio/contracts';
import { jsonBytes, normalize } from './normalize';

export interface StackFrame {
  filename: string;
  function: string;
  lineno?: number;
  colno?: number;
}

export interface ExceptionValue {
  type: string;
  value: string;
  mechanism: { type: string; handled: boolean };
  stacktrace?: { frames: StackFrame[] };
}

export type BreadcrumbLevel = 'info' | 'warning' | 'error';

export interface Breadcrumb extends ReportBreadcrumb {
  timestamp: number;
  type?: 'default' | 'http' | 'navigation';
  level?: BreadcrumbLevel;
}

/** An error event of the envelope protocol, with the fields the shell fills. */
export interface ErrorReport extends ReportEvent {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: 'error';
  environment: string;
  release?: string;
  exception: { values: ExceptionValue[] };
  breadcrumbs: Breadcrumb[];
  request: { url: string; headers: Record<string, string> };
  user?: { id: string };
  tags: Record<string, string>;
  contexts?: Record<string, unknown>;
}

const MAX_FRAMES = 50;
const CHROME_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const FIREFOX_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** Frames of a V8 or Gecko stack, oldest call first as the protocol wants; file URLs scrubbed. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (stack === undefined) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = CHROME_FRAME.exec(line) ?? FIREFOX_FRAME.exec(line);
    if (match === null) continue;
    const [, name, file, lineno, colno] = match;
    frames.push({
      filename: scrubUrl(file ?? '?'),
      function: name === undefined || name === '' ? '?' : name,
      lineno: Number(lineno),
      colno: Number(colno),
    });
  }
  return frames.slice(0, MAX_FRAMES).reverse();
}

/**
 * The exception part of an event. A thrown non-Error says only what kind of value it was: its
 * contents could be anything, including a patient record.
 */
export function exceptionOf(error: unknown, mechanism: ExceptionValue['mechanism']): ExceptionValue {
  if (error instanceof Error) {
    const frames = parseStack(error.stack);
    return {
      type: error.name || 'Error',
      value: error.message,
      mechanism,
      ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
    };
  }
  if (typeof error === 'string') return { type: 'Error', value: error, mechanism };
  const kind = error === null ? 'null' : Array.isArray(error) ? 'array' : typeof error;
  return { type: 'Error', value: `Non-Error value thrown (${kind})`, mechanism };
}

/** A 32-hex-digit id, as the protocol's event_id. */
export function createEventId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec 9: the free-form parts are cut at depth 3. */
export function normalizeEvent(event: ErrorReport): ErrorReport {
  return {
    ...event,
    breadcrumbs: event.breadcrumbs.map((crumb) =>
      crumb.data === undefined ? crumb : { ...crumb, data: normalize(crumb.data) as Record<string, unknown> },
    ),
    ...(event.contexts === undefined
      ? {}
      : { contexts: normalize(event.contexts) as Record<string, unknown> }),
    tags: Object.fromEntries(Object.entries(event.tags).map(([key, value]) => [key, value.slice(0, 200)])),
  };
}

const MAX_TEXT = 2_000;

/**
 * Spec 9: at most 100 KB. What goes first when an event is too large: the oldest breadcrumbs,
 * then stack frames, then long texts; an event that still does not fit is not sent (null).
 */
export function fitEvent(
  event: ErrorReport,
  maxBytes: number = MONITORING_SETTINGS.maxPayloadBytes,
): ErrorReport | null {
  let current = event;
  while (jsonBytes(current) > maxBytes && current.breadcrumbs.length > 0) {
    current = {
      ...current,
      breadcrumbs: current.breadcrumbs.slice(Math.ceil(current.breadcrumbs.length / 2)),
    };
  }
  if (jsonBytes(current) > maxBytes) {
    current = {
      ...current,
      exception: {
        values: current.exception.values.map(({ stacktrace: _frames, ...value }) => ({
          ...value,
          value: value.value.slice(0, MAX_TEXT),
        })),
      },
      ...(current.contexts === undefined ? {} : { contexts: {} }),
    };
  }
  return jsonBytes(current) > maxBytes ? null : current;
}
