import { Box, Code, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { kitCatalog } from './i18n/kit-catalog';
import { useT } from './i18n/locale-provider';

/** A short id the user can quote to support; it also tags the error report. */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase();
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `ERR-${time}-${suffix}`;
}

export interface ErrorScreenProps {
  errorId: string;
  onRetry: () => void;
  /** Default: a full load of '/', which also resets every in-memory state. */
  onGoHome?: () => void;
  /** Fill the viewport (page) or only the area of one remote. */
  fullPage?: boolean;
}

/** Spec 2.11: the screen shown when rendering fails. */
export function ErrorScreen({ errorId, onRetry, onGoHome, fullPage = true }: ErrorScreenProps) {
  const t = useT(kitCatalog);
  return (
    <Box
      role="alert"
      minHeight={fullPage ? '100vh' : '320px'}
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      py="12"
    >
      <VStack gap="4" maxWidth="md" textAlign="center">
        <Heading as="h1" size="2xl">
          {t('kit.error.title')}
        </Heading>
        <Text color="fg.muted">{t('kit.error.body')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('kit.error.id')} <Code data-testid="error-id">{errorId}</Code>
        </Text>
        <HStack gap="3" pt="2">
          <Button onClick={onRetry}>{t('kit.error.retry')}</Button>
          <Button variant="outline" onClick={onGoHome ?? (() => window.location.assign('/'))}>
            {t('kit.error.home')}
          </Button>
        </HStack>
      </VStack>
    </Box>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per caught error, after the 'Application Error' log line. */
  onError?: (error: Error, errorId: string, info: ErrorInfo) => void;
  fullPage?: boolean;
}

interface ErrorBoundaryState {
  errorId: string | null;
}

/** Catches render errors below it and shows the error screen; Try Again renders again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { errorId: null };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const errorId = this.state.errorId ?? createErrorId();
    console.error('Application Error', { errorId, message: error.message });
    this.props.onError?.(error, errorId, info);
  }

  override render() {
    if (this.state.errorId !== null) {
      return (
        <ErrorScreen
          errorId={this.state.errorId}
          fullPage={this.props.fullPage ?? true}
          onRetry={() => this.setState({ errorId: null })}
        />
      );
    }
    return this.props.children;
  }
}
