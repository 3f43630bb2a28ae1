import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { countryName, findCountry, isEnglish } from '@margin/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { deferredModals } from '@margin/ui';
import { i18n, useLocale } from '../../i18n/runtime';
import { sameScenarioName, type Scenario } from './storage';

export interface SavedScenariosProps {
  scenarios: Scenario[];
  /** Saves under the trimmed name; false when it could not be kept (the name then stays in the field). */
  onSave: (name: string) => boolean;
  onOpen: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

const MAX_NAME_LENGTH = 60;

/** When a scenario was saved, as the seller's language writes a moment (English keeps the US style it had). */
const savedOn = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(isEnglish(locale) ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

function summary(scenario: Scenario, locale: string): string {
  const country = findCountry(scenario.country);
  const mode = i18n._(scenario.form.mode === 'forward' ? msg`Price → Profit` : msg`Profit → Price`);
  return [
    mode,
    country ? `${country.flag} ${countryName(country.code, country.name, locale)}` : scenario.country,
    savedOn(scenario.savedAt, locale),
  ].join(' · ');
}

/** Named sets of inputs kept in this browser (core spec §1: saved scenarios stay local). */
export function SavedScenarios({ scenarios, onSave, onOpen, onDelete }: SavedScenariosProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t`Please enter a name for this scenario`);
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
    const existingName = existing.name;
    deferredModals.openConfirmModal({
      title: t`Replace saved scenario?`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>“{existingName}” is already saved on this device. Replace it with the current inputs?</Trans>
        </Text>
      ),
      labels: { confirm: t`Replace`, cancel: t`Cancel` },
      onConfirm: commit,
    });
  };

  const confirmDelete = (scenario: Scenario) => {
    const doomed = scenario.name;
    deferredModals.openConfirmModal({
      title: t`Delete scenario?`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>“{doomed}” will be removed from this device. This cannot be undone.</Trans>
        </Text>
      ),
      labels: { confirm: t`Delete`, cancel: t`Keep it` },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(scenario),
    });
  };

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            <Trans>Saved scenarios</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Keep the current inputs under a name to come back to them. Stored in this browser only.
            </Trans>
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t`Scenario name`}
              placeholder={t`e.g. Silver ring, holiday price`}
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
              <Trans>Save</Trans>
            </Button>
          </Group>
        </form>
        {scenarios.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No saved scenarios yet.</Trans>
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Saved scenarios`}
          >
            {scenarios.map((scenario) => (
              <Paper component="li" key={scenario.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {scenario.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {summary(scenario, locale)}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(scenario)}
                      aria-label={t`Open ${scenario.name}`}
                    >
                      <Trans>Open</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmDelete(scenario)}
                      aria-label={t`Delete ${scenario.name}`}
                    >
                      <Trans>Delete</Trans>
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
