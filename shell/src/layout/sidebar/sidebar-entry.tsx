import { Box, Link, Text, VisuallyHidden, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { FEATURE_ACCESS_TEXT } from '@clinio/contracts';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { SidebarIcon } from './sidebar-icons';
import type { SidebarEntry } from './sidebar-model';
import { SidebarTip } from './sidebar-tip';

export interface SidebarEntryViewProps {
  entry: SidebarEntry;
  iconOnly: boolean;
  /** A click on an entry that does not navigate (locked, expired…). */
  onAction: (entry: SidebarEntry) => void;
  /** Quick actions look like buttons and never show as the current page. */
  tone?: 'item' | 'action';
}

const ROW: HTMLChakraProps<'a'> = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '9',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '500',
  textAlign: 'start',
  focusRing: 'outside',
  _hover: { textDecoration: 'none' },
};

const TONE: Record<'item' | 'action', HTMLChakraProps<'a'>> = {
  item: {
    color: 'fg.muted',
    _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
    css: { '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: '600' } },
  },
  action: {
    color: 'brand.fg',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  },
};

/** The lines under a label that does not simply open: the plan and price, or 'View only'. */
function Details({ entry }: { entry: SidebarEntry }) {
  if (entry.state === 'locked') {
    return (
      <>
        <Text as="span" display="block" fontSize="xs" fontWeight="600" color="orange.600">
          {FEATURE_ACCESS_TEXT.upgradeRequired}
        </Text>
        {entry.hint !== null ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {entry.hint}
          </Text>
        ) : null}
        {entry.upgrade !== null ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {entry.upgrade.price}
          </Text>
        ) : null}
      </>
    );
  }
  if (entry.hint === null) return null;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted">
      {entry.hint}
    </Text>
  );
}

/**
 * One sidebar item or quick action: a link when it opens, else a button that explains why not
 * (lock and plan, view only, expired). Icon-only, it keeps its name for screen readers and shows
 * it in a tooltip.
 */
export function SidebarEntryView({ entry, iconOnly, onAction, tone = 'item' }: SidebarEntryViewProps) {
  const detailsId = useId();
  const opens = entry.state === 'open';
  const inert = entry.state === 'view-only' || entry.state === 'unavailable';
  const hasDetails = !opens && (entry.state === 'locked' || entry.hint !== null);
  const shut = entry.state === 'locked' || entry.state === 'expired';

  const details = hasDetails ? (
    iconOnly ? (
      <VisuallyHidden id={detailsId}>
        <Details entry={entry} />
      </VisuallyHidden>
    ) : (
      <Box id={detailsId}>
        <Details entry={entry} />
      </Box>
    )
  ) : null;
  const body = (
    <>
      <Box as="span" position="relative" flexShrink={0} aria-hidden="true">
        <SidebarIcon name={entry.icon} size={18} />
        {iconOnly && shut ? (
          <Box as="span" position="absolute" right="-1.5" bottom="-1.5" color="orange.600">
            <Lock size={10} />
          </Box>
        ) : null}
      </Box>
      {iconOnly ? (
        details
      ) : (
        <Box as="span" flex="1" minWidth="0">
          <Text as="span" display="block" truncate>
            {entry.label}
          </Text>
          {details}
        </Box>
      )}
      {!iconOnly && shut ? (
        <Box as="span" color="orange.600" aria-hidden="true" data-testid="lock-icon">
          <Lock size={14} />
        </Box>
      ) : null}
    </>
  );
  const tip = (
    <>
      <Text fontWeight="600">{entry.label}</Text>
      {hasDetails ? <Details entry={entry} /> : null}
    </>
  );
  const look = { ...ROW, ...TONE[tone], justifyContent: iconOnly ? 'center' : undefined };

  if (opens) {
    return (
      <SidebarTip content={tip} enabled={iconOnly}>
        <Link asChild {...look}>
          {tone === 'item' ? (
            <NavLink to={entry.to} end aria-label={iconOnly ? entry.label : undefined}>
              {body}
            </NavLink>
          ) : (
            <RouterLink to={entry.to} aria-label={iconOnly ? entry.label : undefined}>
              {body}
            </RouterLink>
          )}
        </Link>
      </SidebarTip>
    );
  }
  return (
    <SidebarTip content={tip} enabled={iconOnly}>
      <chakra.button
        type="button"
        {...(look as HTMLChakraProps<'button'>)}
        aria-label={entry.label}
        aria-describedby={hasDetails ? detailsId : undefined}
        aria-disabled={inert ? true : undefined}
        data-state-access={entry.state}
        cursor={inert ? 'not-allowed' : 'pointer'}
        opacity={inert ? 0.6 : 1}
        onClick={() => onAction(entry)}
      >
        {body}
      </chakra.button>
    </SidebarTip>
  );
}
