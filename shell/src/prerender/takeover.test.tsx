import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DIFFERENT_PAGE_GRACE_MS, prepareTakeover } from './takeover';

const FRAME = `
  <main><h1>Sign in</h1>
    <form method="post" aria-label="Sign in">
      <label for="u">Username</label><input id="u" name="username" value="">
      <label for="p">Password</label><input id="p" name="password" type="password" value="">
      <button type="submit" disabled="">Sign in</button>
    </form>
  </main>`;

/** The live page: the same form, controlled as the screen kit's fields are. */
function LivePage({ onSubmit }: { onSubmit: (values: { username: string; password: string }) => void }) {
  const [values, setValues] = useState({ username: '', password: '' });
  return (
    <main>
      <h1>Sign in</h1>
      <form
        aria-label="Sign in"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(values);
        }}
      >
        <label htmlFor="lu">Username</label>
        <input
          id="lu"
          name="username"
          value={values.username}
          onChange={(event) => setValues({ ...values, username: event.target.value })}
        />
        <label htmlFor="lp">Password</label>
        <input
          id="lp"
          name="password"
          type="password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

function Spinner() {
  return (
    <div role="status">
      <span className="chakra-spinner" />
      Loading…
    </div>
  );
}

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function showFrame(path = '/login') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="prerendered" data-path="${path}" data-locale="en">${FRAME}</div>`;
  return document.getElementById('prerendered') as HTMLElement;
}

function start() {
  const takeover = prepareTakeover();
  if (!takeover) throw new Error('no frame');
  root = createRoot(takeover.container);
  takeover.start();
  return takeover;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('is nothing on a page without a frame', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(prepareTakeover()).toBeNull();
});

it('keeps the frame while the live page only shows a spinner, then puts the live page in its place', async () => {
  const frame = showFrame();
  const takeover = start();
  await act(async () => root?.render(<Spinner />));
  expect(document.getElementById('prerendered')).toBe(frame);
  expect(takeover.container.isConnected).toBe(false);

  await act(async () => root?.render(<LivePage onSubmit={() => undefined} />));
  expect(document.getElementById('prerendered')).toBeNull();
  expect(takeover.container.isConnected).toBe(true);
  expect(document.querySelectorAll('form')).toHaveLength(1);
});

it('carries over what was typed into the frame and where the keyboard was, and the form sends it', async () => {
  const frame = showFrame();
  const username = frame.querySelector<HTMLInputElement>('[name="username"]') as HTMLInputElement;
  const password = frame.querySelector<HTMLInputElement>('[name="password"]') as HTMLInputElement;
  username.value = 'owner';
  password.value = 'typed before the script';
  password.focus();
  password.setSelectionRange(3, 3);
  const sent = jest.fn();

  start();
  await act(async () => root?.render(<LivePage onSubmit={sent} />));

  const live = document.querySelector<HTMLInputElement>('#root [name="password"]') as HTMLInputElement;
  expect(document.querySelector<HTMLInputElement>('#root [name="username"]')?.value).toBe('owner');
  expect(live.value).toBe('typed before the script');
  expect(document.activeElement).toBe(live);
  expect(live.selectionStart).toBe(3);
  // React saw the values (onChange), so the live form sends them.
  act(() => {
    live.form?.requestSubmit();
  });
  expect(sent).toHaveBeenCalledWith({ username: 'owner', password: 'typed before the script' });
});

it('replaces the frame at once when the app has gone to another path', async () => {
  showFrame();
  start();
  await act(async () => root?.render(<Spinner />));
  expect(document.getElementById('prerendered')).not.toBeNull();
  window.history.replaceState(null, '', '/dashboard');
  await act(async () => root?.render(<div role="status">Loading the dashboard…</div>));
  expect(document.getElementById('prerendered')).toBeNull();
});

it('waits a moment before a live page that differs from the frame replaces it (its texts may be loading)', async () => {
  jest.useFakeTimers();
  showFrame();
  start();
  await act(async () =>
    root?.render(
      <main>
        <h1>Iniciar sesión</h1>
      </main>,
    ),
  );
  expect(document.getElementById('prerendered')).not.toBeNull();
  act(() => {
    jest.advanceTimersByTime(DIFFERENT_PAGE_GRACE_MS);
  });
  expect(document.getElementById('prerendered')).toBeNull();
  expect(document.querySelector('h1')?.textContent).toBe('Iniciar sesión');
});
