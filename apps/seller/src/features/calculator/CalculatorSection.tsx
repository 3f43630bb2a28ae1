import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type TCalculationMode } from '@margin/core';
import { deferredComponent } from '@margin/ui';
import { useCallback, useMemo, useRef } from 'react';
import { ResultAnnouncer } from '../results/ResultAnnouncer';
import { ResultsPlaceholder } from '../results/ResultsPlaceholder';
import { FeatureRefusal } from '../subscription/FeatureRefusal';
import { useFeatureAccess } from '../subscription/use-feature-access';
import { CalculatorFaq } from './CalculatorFaq';
import { EmptyResults, FailureAlert } from './CalculatorNotices';
import classes from './Calculator.module.css';
import { CostFields } from './CostFields';
import { useDisplayMode } from './display-mode';
import { Disclosure } from './Disclosure';
import { HERO } from './hero';
import { PriceFields } from './PriceFields';
import { ProductNameField } from './ProductNameField';
import { SavedScenarios } from './SavedScenarios';
import { SetupCard } from './SetupCard';
import { lazyPanel } from '../shell/lazy-dialog';
import { useCalculatorForm } from './use-calculator-form';
import { localized } from '../../i18n/localized';

// The tools' code (sale planner, bundles, price suggestions) comes when the browser is idle or the panel opens.
const ProSellerTools = lazyPanel(
  () => import('./ProSellerTools').then((m) => m.ProSellerTools),
  msg`Loading the tools`,
);

// Advanced Options' fields (closed at first) come when the browser is idle or the block opens.
const AdvancedOptions = lazyPanel(
  () => import('./AdvancedOptions').then((m) => m.AdvancedOptions),
  msg`Loading the options`,
);

// The results' code (breakdowns, formulas, share menu, exports) comes when the browser is idle after the first
// paint, or as soon as the seller starts on the form: one who calculates before it is here sees the headline
// numbers at once (ResultsPlaceholder), and the breakdowns a moment later.
const resultsPanel = deferredComponent(() => import('../results/ResultsPanel').then((m) => m.ResultsPanel));

const SUBMIT_LABELS: Record<TCalculationMode, string> = localized({
  forward: msg`Calculate Profit`,
  reverse: msg`Calculate Required Price`,
});

/** Phones (below Mantine's md breakpoint) show the results under the form and scroll to them. */
const PHONE_QUERY = '(max-width: 61.99em)';

/** The calculator page (core spec §2.4): the layout of useCalculatorForm's state, and the Basic/Advanced display. */
export function CalculatorSection() {
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [toolsOpened, tools] = useDisclosure(false);
  const proTools = useFeatureAccess('pro_tools');
  const display = useDisplayMode();
  const calculator = useCalculatorForm({
    onCalculated: () => {
      // In the frame that draws the result, not in the click: scrolling now would lay the page out once for the
      // old results and again for the new.
      if (isPhone)
        requestAnimationFrame(() =>
          resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        );
    },
  });
  const { form, patch, currency, fieldErrors, calc } = calculator;
  const resultsReady = resultsPanel.useReady(calc.shown !== null);
  const { countries, country, setCountry, offline, validRequest, basePrice, advancedInUse, countryInfo } =
    calculator;
  const { applyPreset, submit } = calculator;
  const { failure, running } = calc;
  const { choose: chooseView, optionsOpened, toggleOptions } = display;
  const toggleTools = tools.toggle;
  const onUsePrice = useCallback(
    (price: number) => patch({ mode: 'forward', selling_price: String(price) }),
    [patch],
  );

  // Kept while nothing it shows changes: a calculation's answer is drawn in the results column alone, so the
  // click that asks for it is not slowed by drawing every field of the form again.
  const formColumn = useMemo(
    () => (
      <Stack gap="lg" className={classes.form}>
        <SetupCard
          countries={countries}
          value={country}
          onChange={setCountry}
          offline={offline}
          mode={form.mode}
          onModeChange={patch}
          onChooseView={chooseView}
        />

        <Card p={4}>
          <Disclosure
            title={t`Pro Seller Tools`}
            hint={t`Presets, price suggestions, sale planner and bundles`}
            badge={
              proTools.refusal ? (
                <Badge size="sm" variant="light" color="yellow">
                  <Trans>Trial or Pro</Trans>
                </Badge>
              ) : undefined
            }
            opened={toolsOpened}
            onToggle={toggleTools}
          >
            {proTools.refusal ? (
              <FeatureRefusal refusal={proTools.refusal} />
            ) : (
              <ProSellerTools
                opened={toolsOpened}
                currency={currency}
                basePrice={basePrice}
                request={validRequest}
                onPreset={applyPreset}
                onUsePrice={onUsePrice}
              />
            )}
          </Disclosure>
        </Card>

        <Card
          component="form"
          noValidate
          // A seller on the form is about to calculate: the panel's code and the data layer start coming now.
          onFocusCapture={resultsPanel.preload}
          onPointerDownCapture={resultsPanel.preload}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <ProductNameField value={form.product_name} onChange={patch} error={fieldErrors.product_name} />
            <Stack gap="xs">
              <Title order={2} fz="lg">
                {form.mode === 'forward' ? t`Your price` : t`Your target`}
              </Title>
              <PriceFields
                form={form}
                onChange={patch}
                currency={currency}
                errors={fieldErrors}
                request={validRequest}
              />
            </Stack>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                <Trans>Item costs</Trans>
              </Title>
              <CostFields form={form} onChange={patch} currency={currency} errors={fieldErrors} />
            </Stack>
            <Card withBorder p={4} radius="md">
              <Disclosure
                title={t`Advanced Options`}
                hint={t`Quantity, discount, VAT, shipping, ads and optional charges`}
                badge={
                  advancedInUse > 0 ? (
                    <Badge size="sm" variant="light">
                      {plural(advancedInUse, { one: '# in use', other: '# in use' })}
                    </Badge>
                  ) : undefined
                }
                opened={optionsOpened}
                onToggle={toggleOptions}
              >
                <AdvancedOptions
                  opened={optionsOpened}
                  form={form}
                  onChange={patch}
                  currency={currency}
                  errors={fieldErrors}
                  country={countryInfo && { ...countryInfo, code: country }}
                />
              </Disclosure>
            </Card>
            {failure && <FailureAlert failure={failure} />}
            <Divider />
            <Button
              type="submit"
              size="lg"
              fullWidth
              leftSection={running ? <Loader size={18} color="white" /> : undefined}
            >
              {running ? t`Calculating...` : SUBMIT_LABELS[form.mode]}
            </Button>
          </Stack>
        </Card>
      </Stack>
    ),
    [
      form,
      patch,
      currency,
      fieldErrors,
      countries,
      country,
      setCountry,
      offline,
      validRequest,
      basePrice,
      advancedInUse,
      countryInfo,
      applyPreset,
      submit,
      onUsePrice,
      failure,
      running,
      toolsOpened,
      toggleTools,
      proTools.refusal,
      chooseView,
      optionsOpened,
      toggleOptions,
      t,
    ],
  );
  const faq = useMemo(() => <CalculatorFaq />, []);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {HERO.title}
        </Title>
        <Text c="dimmed" mt={6} maw={640}>
          {HERO.subtitle}
        </Text>
      </div>

      <div className={classes.layout}>
        {formColumn}

        <div ref={resultsRef} className={classes.results}>
          <ResultAnnouncer result={calc.shown?.result ?? null} />
          {calc.shown && resultsReady ? (
            <resultsPanel.Component result={calc.shown.result} input={calc.shown.input} busy={calc.busy} />
          ) : calc.shown ? (
            <ResultsPlaceholder result={calc.shown.result} />
          ) : (
            <EmptyResults mode={form.mode} busy={calc.busy} blocked={calc.failure !== null} />
          )}
        </div>

        <Stack gap="lg" className={classes.scenarios}>
          <SavedScenarios
            scenarios={calculator.scenarios}
            onSave={calculator.saveScenario}
            onOpen={calculator.openScenario}
            onDelete={calculator.deleteScenario}
          />
          {faq}
        </Stack>
      </div>
    </Stack>
  );
}
