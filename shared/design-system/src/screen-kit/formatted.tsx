import { chakra } from '@chakra-ui/react';
import {
  formatInTimeZone,
  formatMoney,
  formatUtc,
  timeZoneAbbreviation,
  toInstant,
  type DateTimeStyle,
} from '@clinio/contracts';
import { useFormattingLocale } from '../i18n/locale-provider';

export interface DateTimeTextProps {
  value: string | Date | null | undefined;
  /** The branch's IANA zone; the viewer's own when absent. */
  timeZone?: string | undefined;
  style?: DateTimeStyle;
  /** Adds the zone's short name ('09:30 BST') where the reader may be elsewhere. */
  showZone?: boolean;
}

/** An instant as the branch sees it, in a <time> element whose title gives it in UTC. */
export function DateTimeText({ value, timeZone, style = 'dateTime', showZone = false }: DateTimeTextProps) {
  const locale = useFormattingLocale();
  const instant = toInstant(value);
  if (instant === null) return <chakra.span>—</chakra.span>;
  const text = formatInTimeZone(instant, { timeZone, style, locale });
  const zone = showZone && timeZone !== undefined ? ` ${timeZoneAbbreviation(timeZone, instant)}` : '';
  return (
    <chakra.time dateTime={instant.toISOString()} title={formatUtc(instant)}>
      {text}
      {zone}
    </chakra.time>
  );
}

/**
 * An amount from integer minor units, in the screen's language: <MoneyText amountMinor={12345}
 * currency="USD" /> -> $123.45 (English), 123,45 US$ (Spanish).
 */
export function MoneyText({ amountMinor, currency }: { amountMinor: number; currency: string }) {
  const locale = useFormattingLocale();
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {formatMoney({ amountMinor, currency, locale })}
    </chakra.span>
  );
}
