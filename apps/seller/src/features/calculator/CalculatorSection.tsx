import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  List,
  Loader,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  countriesMap,
  DEFAULT_COUNTRY,
  findCountry,
  findPreset,
  type PresetField,
  type PresetId,
  type TCalculationMode,
} from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAccount } from '../account/AccountProvider';
import { ResultsPanel } from '../results/ResultsPanel';
import { AdvancedOptions } from './AdvancedOptions';
import { CalculatorFaq } from './CalculatorFaq';
import classes from './Calculator.module.css';
import { CostFields } from './CostFields';
import { CountrySelect } from './CountrySelect';
import {
  ADVANCED_TAB_LABELS,
  forgetRequestedTab,
  readRequestedTab,
  useAdvancedModeRequests,
  type AdvancedTab,
} from './display-mode';
import { Disclosure } from './Disclosure';
import { advancedInUse, DEFAULT_FORM, formFromPrefill, type CalculatorForm } from './form';
import { PREFILL_DELAY_MS, prefillCountry, readPrefill, removePrefillFromAddress } from './prefill';
import { PriceFields } from './PriceFields';
import { ProSellerTools } from './ProSellerTools';
import { prepareRequest } from './request';
import { SavedScenarios } from './SavedScenarios';
import {
  readLastInputs,
  readView,
  writeLastInputs,
  writeView,
  type CalculatorView,
  type Scenario,
} from './storage';
import { useCalculation, type Attempt, type CalculationFailure } from './use-calculation';
import { useCountries, useSelectedCountry } from './use-countries';
import { useScenarios } from './use-scenarios';
import { HERO_SUBTITLE, HERO_TITLE } from './hero';

const MODE_LABELS: Record<TCalculationMode, string> = {
  forward: 'Forward: Price → Profit',
  reverse: 'Reverse: Profit → Price',
};
const SUBMIT_LABELS: Record<TCalculationMode, string> = {
  forward: 'Calculate Profit',
  reverse: 'Calculate Required Price',
};

/** Phones (below Mantine's md breakpoint) show the results under the form and scroll to them. */
const PHONE_QUERY = '(max-width: 61.99em)';
const NARROW_QUERY = '(max-width: 35.99em)';

function FailureAlert({ failure }: { failure: CalculationFailure }) {
  if (failure.kind === 'invalid') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="Please check these fields"
      >
        <List size="sm" spacing={2}>
          {failure.messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="No price for this target">
      <Text size="sm">{failure.message}</Text>
    </Alert>
  );
}

function EmptyResults({ mode, busy }: { mode: TCalculationMode; busy: boolean }) {
  if (busy) {
    return (
      <Card aria-busy="true">
        <Stack gap="sm">
          <Skeleton height={22} width="50%" />
          <Skeleton height={64} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      </Card>
    );
  }
  return (
    <Card bg="var(--mantine-color-margin-0)">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          {mode === 'forward' ? 'Profit Analysis' : 'Required Price Analysis'}
        </Title>
        <Text size="sm">
          {mode === 'forward'
            ? 'Enter your price and costs, then press Calculate Profit: every fee, tax and cost is counted, to the cent.'
            : 'Enter your costs and the profit or margin you want, then press Calculate Required Price.'}
        </Text>
        <Text size="sm" c="dimmed">
          Calculations run on your device, so they work offline too.
        </Text>
      </Stack>
    </Card>
  );
}

export function CalculatorSection() {
  const { countries, offline } = useCountries();
  // A calculator link (core spec §2.4) is read once, when the page opens.
  const [prefill] = useState(() => readPrefill());
  const [countryChoice, setCountry] = useSelectedCountry(prefillCountry(prefill));
  const [form, setForm] = useState<CalculatorForm>(() =>
    prefill ? formFromPrefill(prefill) : (readLastInputs() ?? DEFAULT_FORM),
  );
  // The stored last inputs are the seller's own work: a link's values replace them only once the seller
  // edits the form or calculates from it, so opening a shared link never wipes unsaved inputs.
  const [keepInputs, setKeepInputs] = useState(false);
  const [view, setViewState] = useState<CalculatorView>(readView);
  const [requestedTab, setRequestedTab] = useState<AdvancedTab | null>(readRequestedTab);
  const [toolsOpened, tools] = useDisclosure(false);
  const [advancedOpened, setAdvancedOpened] = useState(() => view === 'advanced');
  const { scenarios, save, remove } = useScenarios();
  const account = useAccount();
  const trpc = useTRPC();
  const { mutate: track } = useMutation(trpc.calc.track.mutationOptions());
  const isPhone = useMediaQuery(PHONE_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY);
  const resultsRef = useRef<HTMLDivElement>(null);
  const modeLabelId = useId();

  const country = findCountry(countryChoice)?.code ?? DEFAULT_COUNTRY;
  const currency = findCountry(country)!.currency;
  const prepared = useMemo(() => prepareRequest(form, country), [form, country]);
  // The server's row when it has answered, else the same table built into the app.
  const countryTable = useMemo(() => countries ?? countriesMap(), [countries]);
  const countryInfo = countryTable[country];
  const validRequest = Object.keys(prepared.errors).length === 0 ? prepared.request : null;

  const onRun = (attempt: Attempt) => {
    if (!attempt.ok) return;
    // Counts toward the signed-in seller's usage stats; a failure here must never bother the seller.
    if (account.user) {
      const { mode, country: code } = attempt.shown.input;
      track({ mode, country: code }, { onError: () => undefined });
    }
    if (isPhone) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const calc = useCalculation(prepared, onRun);
  const { run } = calc;

  useEffect(() => {
    if (keepInputs) writeLastInputs(form);
  }, [keepInputs, form]);

  useEffect(() => {
    if (!prefill) return;
    removePrefillFromAddress();
    const timer = setTimeout(run, PREFILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefill, run]);

  const edit = useCallback((next: CalculatorForm | ((current: CalculatorForm) => CalculatorForm)) => {
    setKeepInputs(true);
    setForm(next);
  }, []);
  const patch = useCallback((change: Partial<CalculatorForm>) => edit((f) => ({ ...f, ...change })), [edit]);

  const showAdvanced = useCallback((tab: AdvancedTab | null) => {
    setViewState('advanced');
    setAdvancedOpened(true);
    setRequestedTab(tab);
  }, []);
  // The menu's advanced actions (requestAdvancedMode) have already stored the view and the tab.
  useAdvancedModeRequests(showAdvanced);

  const setView = (next: CalculatorView) => {
    writeView(next);
    // A display the seller picks here is not the menu's request any more.
    forgetRequestedTab();
    if (next === 'advanced') showAdvanced(null);
    else setViewState(next);
  };

  const applyPreset = (id: PresetId) => {
    const preset = findPreset(id);
    const values = Object.fromEntries(
      Object.entries(preset.values).map(([field, value]) => [field, String(value)]),
    ) as Partial<Record<PresetField, string>>;
    patch(values);
    notifications.show({ message: `Costs and price filled in from “${preset.label}”.` });
  };

  const openScenario = (scenario: Scenario) => {
    edit(scenario.form);
    setCountry(scenario.country);
    run();
  };

  const saveScenario = (name: string) => {
    const saved = save(name, country, form);
    notifications.show(
      saved
        ? { color: 'margin', message: `Saved “${name}” on this device.` }
        : { color: 'red', message: 'Could not save on this device: storage is full or blocked.' },
    );
    return saved;
  };

  const deleteScenario = (scenario: Scenario) => {
    if (!remove(scenario.id)) {
      notifications.show({ color: 'red', message: 'Could not delete on this device: storage is blocked.' });
    }
  };

  const basePrice =
    form.mode === 'forward'
      ? validRequest?.selling_price || null
      : calc.shown?.result.mode === 'reverse'
        ? calc.shown.result.sellingPrice
        : null;
  const inUse = advancedInUse(form);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {HERO_TITLE}
        </Title>
        <Text c="dimmed" mt={6} maw={640}>
          {HERO_SUBTITLE}
        </Text>
      </div>

      <div className={classes.layout}>
        <Stack gap="lg" className={classes.form}>
          <Card>
            <Stack gap="md">
              <CountrySelect countries={countries} value={country} onChange={setCountry} offline={offline} />
              <div>
                <Text component="div" id={modeLabelId} size="sm" fw={500} mb={4}>
                  Mode
                </Text>
                <SegmentedControl
                  aria-labelledby={modeLabelId}
                  fullWidth
                  orientation={narrow ? 'vertical' : 'horizontal'}
                  value={form.mode}
                  onChange={(mode) => patch({ mode: mode })}
                  data={(['forward', 'reverse'] as const).map((mode) => ({
                    value: mode,
                    label: MODE_LABELS[mode],
                  }))}
                />
              </div>
              <Group justify="space-between" gap="sm">
                <Text size="sm" fw={500}>
                  Display
                </Text>
                <SegmentedControl
                  aria-label="Display"
                  size="xs"
                  value={view}
                  onChange={(next) => setView(next)}
                  data={[
                    { value: 'basic', label: 'Basic' },
                    { value: 'advanced', label: 'Advanced' },
                  ]}
                />
              </Group>
              {view === 'advanced' && (
                <Alert variant="light" color="margin" icon={<IconInfoCircle size={18} />} p="sm">
                  <Text size="sm">
                    Advanced Options are open below. Advanced analytics, the multi-product calculator and
                    market research live in the Tools menu.
                  </Text>
                  {requestedTab && (
                    <Text size="sm" mt={4} fw={500}>
                      Opened from the menu: {ADVANCED_TAB_LABELS[requestedTab]} — arriving with the advanced
                      tools.
                    </Text>
                  )}
                </Alert>
              )}
            </Stack>
          </Card>

          <Card p={4}>
            <Disclosure
              title="Pro Seller Tools"
              hint="Presets, price suggestions, sale planner and bundles"
              opened={toolsOpened}
              onToggle={tools.toggle}
            >
              <ProSellerTools
                currency={currency}
                basePrice={basePrice}
                request={validRequest}
                onPreset={applyPreset}
                onUsePrice={(price) => patch({ mode: 'forward', selling_price: String(price) })}
              />
            </Disclosure>
          </Card>

          <Card
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setKeepInputs(true);
              run();
            }}
          >
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {form.mode === 'forward' ? 'Your price' : 'Your target'}
                </Title>
                <PriceFields
                  form={form}
                  onChange={patch}
                  currency={currency}
                  errors={prepared.errors}
                  request={validRequest}
                />
              </Stack>
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  Item costs
                </Title>
                <CostFields form={form} onChange={patch} currency={currency} errors={prepared.errors} />
              </Stack>
              <Card withBorder p={4} radius="md">
                <Disclosure
                  title="Advanced Options"
                  hint="Quantity, discount, VAT, shipping, ads and optional charges"
                  badge={
                    inUse > 0 ? (
                      <Badge size="sm" variant="light">
                        {inUse} in use
                      </Badge>
                    ) : undefined
                  }
                  opened={advancedOpened}
                  onToggle={() => setAdvancedOpened((o) => !o)}
                >
                  <AdvancedOptions
                    form={form}
                    onChange={patch}
                    currency={currency}
                    errors={prepared.errors}
                    country={countryInfo}
                  />
                </Disclosure>
              </Card>
              {calc.failure && <FailureAlert failure={calc.failure} />}
              <Divider />
              <Button
                type="submit"
                size="lg"
                fullWidth
                leftSection={calc.running ? <Loader size={18} color="white" /> : undefined}
              >
                {calc.running ? 'Calculating...' : SUBMIT_LABELS[form.mode]}
              </Button>
            </Stack>
          </Card>
        </Stack>

        <div ref={resultsRef} className={classes.results}>
          {calc.shown ? (
            <div className={calc.failure ? classes.stale : undefined}>
              <ResultsPanel result={calc.shown.result} input={calc.shown.input} busy={calc.busy} />
            </div>
          ) : (
            <EmptyResults mode={form.mode} busy={calc.busy} />
          )}
        </div>

        <Stack gap="lg" className={classes.scenarios}>
          <SavedScenarios
            scenarios={scenarios}
            onSave={saveScenario}
            onOpen={openScenario}
            onDelete={deleteScenario}
          />
          <CalculatorFaq />
        </Stack>
      </div>
    </Stack>
  );
}
