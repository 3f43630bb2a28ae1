import { Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { findCountry } from '@margin/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { deferredModals } from '@margin/ui';
import { sameScenarioName, type Scenario } from './storage';

export interface SavedScenariosProps {
  scenarios: Scenario[];
  /** Saves under the trimmed name; false when it could not be kept (the name then stays in the field). */
  onSave: (name: string) => boolean;
  onOpen: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

const MAX_NAME_LENGTH = 60;

const savedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function summary(scenario: Scenario): string {
  const country = findCountry(scenario.country);
  const mode = scenario.form.mode === 'forward' ? 'Price → Profit' : 'Profit → Price';
  return [
    mode,
    country ? `${country.flag} ${country.name}` : scenario.country,
    savedOn(scenario.savedAt),
  ].join(' · ');
}

/** Named sets of inputs kept in this browser (core spec §1: saved scenarios stay local). */
export function SavedScenarios({ scenarios, onSave, onOpen, onDelete }: SavedScenariosProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Please enter a name for this scenario');
      return;
    }
    const trimmed = name.trim();
    const commit = () => {
      if (onSave(trimmed)) setName('');
    };
    const existing = scenarios.find((scenario) => sameScenarioName(scenario.name, trimmed));
    if (!existing) {
      commit();
      return;
    }
    deferredModals.openConfirmModal({
      title: 'Replace saved scenario?',
      centered: true,
      children: (
        <Text size="sm">
          “{existing.name}” is already saved on this device. Replace it with the current inputs?
        </Text>
      ),
      labels: { confirm: 'Replace', cancel: 'Cancel' },
      onConfirm: commit,
    });
  };

  const confirmDelete = (scenario: Scenario) =>
    deferredModals.openConfirmModal({
      title: 'Delete scenario?',
      centered: true,
      children: (
        <Text size="sm">“{scenario.name}” will be removed from this device. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(scenario),
    });

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Saved scenarios
          </Title>
          <Text size="sm" c="dimmed">
            Keep the current inputs under a name to come back to them. Stored in this browser only.
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label="Scenario name"
              placeholder="e.g. Silver ring, holiday price"
              value={name}
              maxLength={MAX_NAME_LENGTH}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="light" mt={25} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          </Group>
        </form>
        {scenarios.length === 0 ? (
          <Text size="sm" c="dimmed">
            No saved scenarios yet.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Saved scenarios"
          >
            {scenarios.map((scenario) => (
              <Paper component="li" key={scenario.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {scenario.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {summary(scenario)}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(scenario)}
                      aria-label={`Open ${scenario.name}`}
                    >
                      Open
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmDelete(scenario)}
                      aria-label={`Delete ${scenario.name}`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
