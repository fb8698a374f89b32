import { Box, HStack, Text, VStack } from '@chakra-ui/react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';

export const LOGO_VARIANTS = ['default', 'white', 'marketing', 'branded'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export interface LogoProps {
  variant?: LogoVariant;
  size?: 'sm' | 'md' | 'lg';
  /** The word beside the mark; the product's name unless a clinic's is given. */
  name?: string;
  /** The line under the word (branded and marketing variants); the product's tagline by default. */
  tagline?: string;
  /** False draws the mark alone (an icon rail), still named for screen readers. */
  wordmark?: boolean;
}

const MARK_SIZE = { sm: 24, md: 32, lg: 44 } as const;
const WORD_SIZE = { sm: 'lg', md: 'xl', lg: '3xl' } as const;

function Mark({ size, light }: { size: number; light: boolean }) {
  const fill = light ? '#ffffff' : 'var(--clinio-brand-primary, #3e16d0)';
  const cross = light ? 'var(--clinio-brand-primary, #3e16d0)' : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={fill} />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill={cross} />
      <circle cx="25" cy="7" r="3" fill="var(--clinio-brand-secondary, #1585cb)" />
    </svg>
  );
}

/** Spec 2.11: the logo in four variants; `branded` and `marketing` write the tagline out. */
export function Logo({
  variant = 'default',
  size = 'md',
  name = PRODUCT_NAME,
  tagline = PRODUCT_TAGLINE,
  wordmark = true,
}: LogoProps) {
  const light = variant === 'white';
  const wordColor = light ? 'white' : 'gray.900';
  const showTagline = variant === 'branded' || variant === 'marketing';
  return (
    <HStack gap="2.5" data-logo-variant={variant} aria-label={`${name} — ${tagline}`} role="img">
      <Mark size={MARK_SIZE[size]} light={light} />
      {wordmark ? (
        <VStack gap="0" align="start">
          <Text
            as="span"
            fontWeight="800"
            letterSpacing="-0.02em"
            lineHeight="1"
            fontSize={WORD_SIZE[size]}
            color={variant === 'marketing' ? undefined : wordColor}
            bgGradient={variant === 'marketing' ? 'to-r' : undefined}
            gradientFrom={variant === 'marketing' ? 'brand.solid' : undefined}
            gradientTo={variant === 'marketing' ? 'accent.solid' : undefined}
            bgClip={variant === 'marketing' ? 'text' : undefined}
          >
            {name}
          </Text>
          {showTagline ? (
            <Box as="span" fontSize="xs" fontWeight="500" color={light ? 'whiteAlpha.800' : 'gray.600'}>
              {tagline}
            </Box>
          ) : null}
        </VStack>
      ) : null}
    </HStack>
  );
}
