import { Box, Heading, Text } from '@chakra-ui/react';
import type { ContactResponse } from '@clinio/contracts';
import { Button, useT } from '@clinio/design-system';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { catalog } from './catalog';

export interface ContactConfirmationProps {
  name: string;
  receipt: ContactResponse;
  onStartOver: () => void;
}

/** Shown in place of the form once the server has the message. */
export function ContactConfirmation({ name, receipt, onStartOver }: ContactConfirmationProps) {
  const t = useT(catalog);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone; put them on the news instead of at the top of the page.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="xl" p={{ base: '5', md: '8' }}>
      <Box color="green.700" mb="3">
        <CircleCheck size={28} aria-hidden="true" />
      </Box>
      <Heading as="h2" ref={heading} tabIndex={-1} fontSize="2xl" mb="3" outline="none">
        {name ? t('contact.sentNamed', { name }) : t('contact.sent')}
      </Heading>
      <Text mb="2">{t('contact.sentBody')}</Text>
      <Text fontSize="sm" color="fg.muted" mb="6">
        {t('contact.reference', { id: receipt.id })}
      </Text>
      <Button variant="outline" onClick={onStartOver}>
        {t('contact.again')}
      </Button>
    </Box>
  );
}
