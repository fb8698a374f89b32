// The browser's side of the pre-rendered sign-in pages (ADR 067): the page arrives with its frame
// painted from HTML and CSS; the shell renders the real page off the document and puts it in the
// frame's place, in one task, once it shows the same thing. What the visitor typed, and where the
// keyboard was, carry over.
import { flushSync } from 'react-dom';
import { FRAME_ID } from './frame-id';

/** How long a live page that differs from its frame (a notice, other flags) waits before replacing it. */
export const DIFFERENT_PAGE_GRACE_MS = 3000;

export interface Takeover {
  /** The React root's container: detached while the frame shows, then in the frame's place. */
  container: HTMLElement;
  /** Watches the container and replaces the frame once the live page is ready. */
  start: () => void;
}

const FIELDS = 'input, textarea, select';
const FOCUSABLE = 'a[href], button, input, textarea, select, [tabindex]';

const textOf = (element: Element) => element.textContent.replace(/\s+/g, '');

/** A loading page (spec 2.4's spinner, a suspended screen) is not ready to stand in for the frame. */
function isLoading(container: HTMLElement): boolean {
  return (
    container.childElementCount === 0 || container.querySelector('[role="status"] .chakra-spinner') !== null
  );
}

interface Typed {
  name: string;
  tag: string;
  value: string;
  checked: boolean;
}

function typedIn(frame: HTMLElement): Typed[] {
  return [...frame.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)]
    .filter((field) => field.name !== '')
    .map((field) => ({
      name: field.name,
      tag: field.tagName,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

/** The field of `live` with this tag and name (names are compared, never put in a selector). */
function namedIn(live: HTMLElement, tag: string, name: string): HTMLElement | null {
  return (
    [...live.querySelectorAll<HTMLInputElement>(FIELDS)].find(
      (field) => field.tagName === tag && field.name === name,
    ) ?? null
  );
}

function counterpart(frame: HTMLElement, live: HTMLElement, element: Element): HTMLElement | null {
  const name = element.getAttribute('name');
  if (name !== null) {
    const named = namedIn(live, element.tagName, name);
    if (named) return named;
  }
  const index = [...frame.querySelectorAll(FOCUSABLE)].indexOf(element);
  return index < 0 ? null : (live.querySelectorAll<HTMLElement>(FOCUSABLE)[index] ?? null);
}

/** Sets a field the way typing does, so React's onChange sees it. */
function type(field: HTMLElement, typed: Typed) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== typed.checked) field.click();
    return;
  }
  if (typed.value === '') return;
  if ((field as HTMLInputElement).value === typed.value) return;
  // The element's own prototype setter: React watches the instance's, and would miss the change.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed.value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The frame out, the live page in its place, with the typed values and the focus moved over. */
export function replaceFrame(frame: HTMLElement, live: HTMLElement): void {
  const typed = typedIn(frame);
  const focused = frame.contains(document.activeElement) ? document.activeElement : null;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? { start: focused.selectionStart, end: focused.selectionEnd }
      : null;
  const target = focused ? counterpart(frame, live, focused) : null;
  frame.replaceWith(live);
  flushSync(() => {
    for (const field of typed) {
      const element = namedIn(live, field.tag, field.name);
      if (element) type(element, field);
    }
  });
  if (target) {
    target.focus({ preventScroll: true });
    if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      try {
        target.setSelectionRange(selection.start, selection.end);
      } catch {
        // an input type without a selection (email): the caret stays where focus put it
      }
    }
  }
}

/**
 * When the page carries a pre-rendered frame: a container for the React root, off the document
 * (so the page never holds two sign-in forms), and the watch that puts it in the frame's place.
 * The live page replaces the frame as soon as its text is the frame's (the same screen, its
 * language's texts loaded), at once when the app has gone to another path, and after a short wait
 * when it shows a different screen (a notice from the page before, flags changed since).
 * While it only shows a spinner, the frame stays. Without a frame, null: the root is #root.
 */
export function prepareTakeover(doc: Document = document): Takeover | null {
  const frame = doc.getElementById(FRAME_ID);
  if (!frame) return null;
  const container = doc.createElement('div');
  container.id = 'root';
  const framePath = frame.dataset.path ?? '';
  const frameText = textOf(frame);
  return {
    container,
    start: () => {
      let done = false;
      let grace: ReturnType<typeof setTimeout> | null = null;
      const observer = new MutationObserver(() => check());
      const finish = () => {
        if (done) return;
        done = true;
        observer.disconnect();
        if (grace !== null) clearTimeout(grace);
        replaceFrame(frame, container);
      };
      const check = () => {
        if (done) return;
        if (
          window.location.pathname !== framePath ||
          (!isLoading(container) && textOf(container) === frameText)
        ) {
          finish();
        } else if (!isLoading(container)) {
          grace ??= setTimeout(finish, DIFFERENT_PAGE_GRACE_MS);
        }
      };
      observer.observe(container, { childList: true, subtree: true, characterData: true });
      check();
    },
  };
}
