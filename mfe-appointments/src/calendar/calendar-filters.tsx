import { Box, HStack, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { SchedulingResources } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import { useId } from 'react';
import type { Branch } from '../booking/booking-model';
import type { CalendarState } from './view-state';
import { catalog } from '../catalog';

interface Choice {
  id: string;
  label: string;
}

/** A group of native checkboxes: none ticked means every one (no filter). */
function ChoiceGroup({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT(catalog);
  const id = useId();
  return (
    <chakra.fieldset minWidth="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </chakra.legend>
      {choices.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('filters.none')}
        </Text>
      ) : (
        <Stack gap="1" maxHeight="10rem" overflowY="auto">
          {choices.map((choice) => {
            const inputId = `${id}-${choice.id}`;
            const isChosen = chosen.includes(choice.id);
            return (
              <HStack key={choice.id} gap="2">
                <chakra.input
                  id={inputId}
                  type="checkbox"
                  checked={isChosen}
                  onChange={() =>
                    onChange(isChosen ? chosen.filter((item) => item !== choice.id) : [...chosen, choice.id])
                  }
                  boxSize="4"
                  accentColor="var(--clinio-brand-primary, #3e16d0)"
                />
                <chakra.label htmlFor={inputId} fontSize="sm">
                  {choice.label}
                </chakra.label>
              </HStack>
            );
          })}
        </Stack>
      )}
    </chakra.fieldset>
  );
}

export interface CalendarFiltersProps {
  resources: SchedulingResources;
  branch: Branch;
  state: CalendarState;
  onBranch: (branchId: string) => void;
  onChoose: (filter: 'providers' | 'rooms' | 'types', ids: string[]) => void;
}

/** Branch, providers, rooms and types; every choice is written to the URL (screen kit list filters). */
export function CalendarFilters({ resources, branch, state, onBranch, onChoose }: CalendarFiltersProps) {
  const t = useT(catalog);
  const providers = resources.providers
    .filter((provider) => provider.branch_ids.includes(branch.id))
    .map((provider) => ({ id: provider.id, label: provider.name }));
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" mb="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <FormField label={t('filters.branch')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={branch.id} onChange={(event) => onBranch(event.target.value)}>
              {resources.branches.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <ChoiceGroup
          legend="Providers"
          choices={providers}
          chosen={state.providerIds}
          onChange={(ids) => onChoose('providers', ids)}
        />
        <ChoiceGroup
          legend="Rooms"
          choices={branch.rooms.map((room) => ({ id: room.id, label: room.name }))}
          chosen={state.roomIds}
          onChange={(ids) => onChoose('rooms', ids)}
        />
        <ChoiceGroup
          legend="Types"
          choices={resources.appointment_types
            .filter((type) => type.active)
            .map((type) => ({ id: type.key, label: type.name }))}
          chosen={state.types}
          onChange={(ids) => onChoose('types', ids)}
        />
      </SimpleGrid>
    </Box>
  );
}
