import { ShellDesignProvider } from '@clinio/design-system';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProfileAvatar } from './profile-avatar';

const USER: {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePicture: string | null;
} = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  profilePicture: null,
};
const fetchMock = jest.fn<Promise<{ status: number }>, [string, RequestInit?]>();

function renderAvatar(user: Partial<typeof USER> = {}) {
  return render(<ProfileAvatar user={{ ...USER, ...user }} />, { wrapper: ShellDesignProvider });
}

beforeEach(() => {
  localStorage.clear();
  window.fetch = fetchMock as unknown as typeof fetch;
});

it('shows the initials without a picture', () => {
  const { container } = renderAvatar();
  expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AL');
  expect(container.querySelector('img')).toBeNull();
});

it("shows the user's picture, else the one kept for this user", () => {
  const { container, unmount } = renderAvatar({ profilePicture: 'http://api.test/p/u1.png' });
  expect(container.querySelector('img')).toHaveAttribute('src', 'http://api.test/p/u1.png');
  unmount();
  localStorage.setItem(
    'preservedProfilePicture',
    JSON.stringify({ userId: 'u1', url: 'http://api.test/kept.png' }),
  );
  const again = renderAvatar();
  expect(again.container.querySelector('img')).toHaveAttribute('src', 'http://api.test/kept.png');
});

it('falls back to the initials when the picture fails, and forgets the kept picture on a 404', async () => {
  localStorage.setItem(
    'preservedProfilePicture',
    JSON.stringify({ userId: 'u1', url: 'http://api.test/kept.png' }),
  );
  fetchMock.mockResolvedValue({ status: 404 });
  const { container } = renderAvatar();
  fireEvent.error(container.querySelector('img')!);

  expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AL');
  await waitFor(() => expect(localStorage.getItem('preservedProfilePicture')).toBeNull());
  expect(fetchMock).toHaveBeenCalledWith(
    'http://api.test/kept.png',
    expect.objectContaining({ credentials: 'omit' }),
  );
});

it.each([403, 500])('keeps the kept picture when the check answers %i', async (status) => {
  localStorage.setItem(
    'preservedProfilePicture',
    JSON.stringify({ userId: 'u1', url: 'http://api.test/kept.png' }),
  );
  fetchMock.mockResolvedValue({ status });
  const { container } = renderAvatar();
  fireEvent.error(container.querySelector('img')!);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await Promise.resolve();
  expect(localStorage.getItem('preservedProfilePicture')).not.toBeNull();
  expect(screen.getByTestId('avatar-initials')).toBeInTheDocument();
});
