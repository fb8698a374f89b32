import { Box, Circle, chakra } from '@chakra-ui/react';
import type { AuthUser } from '@clinio/platform';
import { useState } from 'react';
import { initialsOf } from '../auth/auth-state';
import { createSessionStore } from '../auth/session-store';
import { isPictureGone } from './picture';

const SIZES = { sm: '8', md: '12', lg: '20' } as const;
const FONT_SIZES = { sm: 'xs', md: 'md', lg: '2xl' } as const;

export interface ProfileAvatarProps {
  user: Pick<AuthUser, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePicture'>;
  size?: keyof typeof SIZES;
  /** A picture to show instead of the user's (a file just chosen). */
  previewUrl?: string | null;
}

/** The user's picture, else their uploaded one kept across logouts, else their initials. */
export function pictureOf(user: ProfileAvatarProps['user']): string | null {
  return user.profilePicture ?? createSessionStore().preservedPicture(user.id);
}

/**
 * Spec 8: a picture that does not load falls back to the initials; if the server says it is
 * gone (404), the kept copy is forgotten.
 */
export function ProfileAvatar({ user, size = 'sm', previewUrl = null }: ProfileAvatarProps) {
  const src = previewUrl ?? pictureOf(user);
  const [failed, setFailed] = useState<string | null>(null);

  const onError = () => {
    if (src === null) return;
    setFailed(src);
    if (src === previewUrl) return;
    void isPictureGone(src).then((gone) => {
      if (gone) createSessionStore().clearPreservedPicture();
    });
  };

  return (
    <Circle size={SIZES[size]} bg="brand.solid" color="brand.contrast" overflow="hidden" flexShrink={0}>
      {src !== null && failed !== src ? (
        <chakra.img src={src} alt="" width="full" height="full" objectFit="cover" onError={onError} />
      ) : (
        <Box as="span" fontSize={FONT_SIZES[size]} fontWeight="600" data-testid="avatar-initials">
          {initialsOf(user)}
        </Box>
      )}
    </Circle>
  );
}
