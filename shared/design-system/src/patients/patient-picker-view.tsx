import { Box, HStack, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { PATIENT_SEARCH_HINT, type PatientSummary } from '@clinio/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { describeBirth, patientName, patientSearchTerm } from './patient-format';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

export interface PatientPickerViewProps {
  /** The field's visible label: 'Patient'. */
  label: string;
  /** The chosen patient, shown in place of the search box; null while searching. */
  value: PatientSummary | null;
  onChoose: (patient: PatientSummary) => void;
  onClear: () => void;
  /** What is typed in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches of the latest search (every page read), or null before its first answer. */
  results: readonly PatientSummary[] | null;
  total: number;
  isSearching: boolean;
  searchError: string | null;
  /** Spec 5: the last page held exactly 20. */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  allowCreate: boolean;
  /** The inline create form, shown in place of the results while it is open. */
  createForm: ReactNode;
  onStartCreate: () => void;
  /** A message about the field from the surrounding form. */
  error?: string | undefined;
}

/**
 * The patient picker as people see it (spec 2.11, 4.7): a search box with the spec 5 hint, the
 * matches as a combobox listbox (arrow keys, Enter, Escape), 'Load More', and the chosen patient in
 * place of the box with "Clear" to search again. `PatientPicker` of @clinio/platform reads the
 * data; this draws it.
 */
export function PatientPickerView({
  label,
  value,
  onChoose,
  onClear,
  text,
  onTextChange,
  results: matches,
  total,
  isSearching,
  searchError,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  allowCreate,
  createForm,
  onStartCreate,
  error,
}: PatientPickerViewProps) {
  const t = useT(kitCatalog);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'input' | 'clear' | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const isCreating = createForm !== null && createForm !== undefined && createForm !== false;
  const typedTerm = patientSearchTerm(text);
  const results = typedTerm === null ? [] : (matches ?? []);
  const showList = isOpen && !isCreating && typedTerm !== null;

  // After a choice the Clear button has the keyboard; after Clear (or a cancelled create), the box.
  useEffect(() => {
    if (focusNext.current === 'input') input.current?.focus();
    if (focusNext.current === 'clear') clearButton.current?.focus();
    focusNext.current = null;
  });
  const wasCreating = useRef(isCreating);
  useEffect(() => {
    if (wasCreating.current && !isCreating && value === null) input.current?.focus();
    wasCreating.current = isCreating;
  }, [isCreating, value]);

  function choose(patient: PatientSummary) {
    focusNext.current = 'clear';
    setIsOpen(false);
    setActive(-1);
    onChoose(patient);
  }

  function clear() {
    focusNext.current = 'input';
    onClear();
  }

  function type(next: string) {
    onTextChange(next);
    setActive(-1);
    setIsOpen(true);
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setActive((current) => Math.min(current + 1, results.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, 0));
        return;
      case 'Enter': {
        const patient = showList ? results[active] : undefined;
        if (patient !== undefined) {
          event.preventDefault();
          choose(patient);
        } else if (showList) {
          // Keeps a surrounding form from being sent while the list is open.
          event.preventDefault();
        }
        return;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          event.stopPropagation();
          setIsOpen(false);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          type('');
        }
        return;
      default:
        return;
    }
  }

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const errorText =
    error !== undefined ? (
      <Text id={errorId} color="red.700" fontSize="sm">
        {error}
      </Text>
    ) : null;

  if (value !== null) {
    return (
      <Stack gap="1.5">
        <Text id={labelId} fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        <HStack
          role="group"
          aria-labelledby={labelId}
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          wrap="wrap"
        >
          <Box minWidth="0">
            <Text fontWeight="600">{patientName(value)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {describeBirth(value.date_of_birth)} · {value.chart_number}
            </Text>
          </Box>
          <Button
            ref={clearButton}
            size="sm"
            variant="outline"
            onClick={clear}
            aria-label={t('kit.picker.clearLabel', { label: label.toLowerCase(), name: patientName(value) })}
          >
            {t('kit.picker.clear')}
          </Button>
        </HStack>
        {errorText}
      </Stack>
    );
  }

  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const status =
    typedTerm === null
      ? ''
      : searchError !== null
        ? searchError
        : matches === null || isSearching
          ? 'Searching…'
          : results.length === 0
            ? 'No patients match this search'
            : `${total} ${total === 1 ? 'patient' : 'patients'} found`;

  return (
    <Stack
      ref={container}
      gap="1.5"
      onBlur={(event) => {
        // The list closes when the keyboard or a click leaves the picker, not when it moves inside it.
        if (!(event.relatedTarget instanceof Node && container.current?.contains(event.relatedTarget))) {
          setIsOpen(false);
        }
      }}
    >
      <chakra.label id={labelId} htmlFor={`${id}-input`} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      <Box position="relative">
        <Input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={t('kit.picker.placeholder')}
          value={text}
          disabled={isCreating}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[hintId, statusId, error !== undefined ? errorId : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error !== undefined ? true : undefined}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setIsOpen(true)}
          onKeyDown={handleKey}
        />
        {/* Always there, hidden by an attribute while idle: mounting it, or changing one of its
            style props, at the first searched keystroke added new rules to the page's styles,
            and the browser then restyled and laid out the whole page behind the dialog. */}
        <Spinner
          size="sm"
          position="absolute"
          right="3"
          top="3"
          aria-hidden="true"
          data-idle={isSearching && typedTerm !== null ? undefined : ''}
          css={{ '&[data-idle]': { visibility: 'hidden' } }}
        />
      </Box>
      <Text id={hintId} fontSize="sm" color="fg.muted" hidden={typedTerm !== null}>
        {PATIENT_SEARCH_HINT}
      </Text>
      <Text id={statusId} role="status" fontSize="sm" color={searchError !== null ? 'red.700' : 'fg.muted'}>
        {showList ? status : ''}
      </Text>
      {errorText}
      <chakra.ul
        id={listboxId}
        role="listbox"
        aria-label={t('kit.picker.results', { label })}
        hidden={!showList || results.length === 0}
        listStyleType="none"
        borderWidth="1px"
        borderRadius="md"
        maxHeight="20rem"
        overflowY="auto"
      >
        {results.map((patient, index) => (
          <chakra.li
            key={patient.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            // From aria-selected, not a prop that changes: the arrow keys then add no new styles.
            _hover={{ bg: 'bg.muted' }}
            _selected={{ bg: 'brand.subtle' }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(patient)}
          >
            <Text fontWeight="600">
              {patientName(patient)}
              {patient.is_active ? '' : ` ${t('kit.picker.archived')}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {describeBirth(patient.date_of_birth)} · {patient.chart_number}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
      {showList && (hasMore || searchError !== null) ? (
        <HStack gap="2" wrap="wrap">
          {hasMore && results.length > 0 ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onLoadMore}
              loading={isLoadingMore}
              loadingText={t('kit.picker.loading')}
            >
              {t('kit.picker.loadMore')}
            </Button>
          ) : null}
          {searchError !== null ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('kit.tryAgain')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {allowCreate && !isCreating ? (
        <HStack>
          <Button size="sm" variant="ghost" onClick={onStartCreate}>
            {t('kit.picker.newPatient')}
          </Button>
        </HStack>
      ) : null}
      {isCreating ? createForm : null}
    </Stack>
  );
}
