import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary, ErrorScreen, createErrorId } from './error-screen';
import { ShellDesignProvider } from './providers';

function renderInDesign(ui: React.ReactElement) {
  return render(ui, { wrapper: ShellDesignProvider });
}

describe('createErrorId', () => {
  it('makes a short, quotable id from the time and a random part', () => {
    expect(createErrorId(0, () => 0)).toBe('ERR-0-0000');
    expect(createErrorId(1_700_000_000_000, () => 0.5)).toBe('ERR-LOYW3V28-I000');
  });

  it('differs from one error to the next', () => {
    expect(createErrorId()).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(new Set(Array.from({ length: 20 }, () => createErrorId())).size).toBe(20);
  });
});

describe('ErrorScreen', () => {
  it('shows the spec 2.11 screen with the error id', () => {
    renderInDesign(<ErrorScreen errorId="ERR-ABC-1234" onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Our team has been notified/)).toBeInTheDocument();
    expect(screen.getByText(/Error ID:/)).toHaveTextContent('Error ID: ERR-ABC-1234');
  });

  it('retries and goes home through the given callbacks', async () => {
    const onRetry = jest.fn();
    const onGoHome = jest.fn();
    renderInDesign(<ErrorScreen errorId="E" onRetry={onRetry} onGoHome={onGoHome} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });

  it("loads the page afresh for 'Go to Home' by default", async () => {
    // jsdom cannot load another document; it reports the attempt instead of silently staying.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/dashboard/reports');
    renderInDesign(<ErrorScreen errorId="E" onRetry={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('navigation') as unknown }),
    );
    window.history.pushState({}, '', '/');
  });
});

describe('ErrorBoundary', () => {
  function Flaky({ fail }: { fail: boolean }) {
    if (fail) throw new Error('chart exploded');
    return <p>Report loaded</p>;
  }

  function Page() {
    const [fail, setFail] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setFail(false)}>
          Fix it
        </button>
        <ErrorBoundary onError={onError}>
          <Flaky fail={fail} />
        </ErrorBoundary>
      </>
    );
  }
  const onError = jest.fn();

  it("shows the error screen, logs 'Application Error' and reports the shown id", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInDesign(<Page />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    const shownId = screen.getByTestId('error-id').textContent;
    expect(shownId).toMatch(/^ERR-/);
    expect(consoleError).toHaveBeenCalledWith('Application Error', {
      errorId: shownId,
      message: 'chart exploded',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'chart exploded' }),
      shownId,
      expect.anything(),
    );
  });

  it("renders the children again on 'Try Again'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInDesign(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Report loaded')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('renders its children untouched when nothing fails', () => {
    renderInDesign(
      <ErrorBoundary>
        <Flaky fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Report loaded')).toBeInTheDocument();
  });
});
