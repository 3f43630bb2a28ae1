import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import {
  countriesMap,
  DEFAULT_COUNTRY,
  findCountry,
  type PresetId,
  type TCalculationRequest,
  type TCountryInfo,
} from '@margin/core';
import { useApi } from '@margin/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/runtime';
import { useAccount } from '../account/AccountProvider';
import { withCountryCharges } from './charge-defaults';
import { advancedInUse, DEFAULT_FORM, formFromPrefill, formWithPreset, type CalculatorForm } from './form';
import { PREFILL_DELAY_MS, prefillCountry, readPrefill, removePrefillFromAddress } from './prefill';
import { prepareRequest, type FieldErrors } from './request';
import { readLastInputs, writeLastInputs, writeLastPrice, type Scenario } from './storage';
import { useCalculation, type Attempt } from './use-calculation';
import { useCountries, useSelectedCountry, type CountryTable } from './use-countries';
import { warmUpEngine } from './engine-warm-up';
import { useScenarios } from './use-scenarios';

export interface CalculatorFormOptions {
  /** After an explicit calculation that produced a result (the layout scrolls to it on phones). */
  onCalculated?: () => void;
}

/**
 * The calculator's state and behaviour, without its layout (core spec §2.4): the form as typed and the
 * country, their checks, the calculation (on request, then live), the link that fills it (§2.4, §9), presets,
 * the last inputs and the saved scenarios kept on this device. CalculatorSection lays it out.
 *
 * The checks are `prepareRequest`'s, the zod schema's rules written without zod, so the first download (this
 * is the first screen) does not carry zod; a form library would add nothing to inputs that are already
 * checked on every keystroke.
 */
export function useCalculatorForm({ onCalculated }: CalculatorFormOptions = {}) {
  const { countries, offline } = useCountries();
  // A calculator link (core spec §2.4) is read once, when the page opens.
  const [prefill] = useState(() => readPrefill());
  const [countryChoice, chooseCountry] = useSelectedCountry(prefillCountry(prefill));
  // A first visit starts with the charges that apply where the seller is based (from the built-in table).
  const [form, setForm] = useState<CalculatorForm>(() =>
    prefill
      ? formFromPrefill(prefill)
      : (readLastInputs() ?? withCountryCharges(DEFAULT_FORM, countriesMap()[countryChoice])),
  );
  // The stored last inputs are the seller's own work: a link's values replace them only once the seller
  // edits the form or calculates from it, so opening a shared link never wipes unsaved inputs.
  const [keepInputs, setKeepInputs] = useState(false);
  const { scenarios, save, remove } = useScenarios();
  const account = useAccount();
  const { ready: apiReady } = useApi();

  const country = findCountry(countryChoice)?.code ?? DEFAULT_COUNTRY;
  const currency = findCountry(country)!.currency;
  // The problems are sentences in the language on screen: a change of language words them again.
  const locale = useLocale();
  const prepared = useMemo(() => prepareRequest(form, country, locale), [form, country, locale]);
  // The server's row when it has answered, else the same table built into the app.
  const countryTable: CountryTable = useMemo(() => countries ?? countriesMap(), [countries]);
  const countryInfo: TCountryInfo | undefined = countryTable[country];

  const onRun = (attempt: Attempt) => {
    if (!attempt.ok) return;
    // Counts toward the signed-in seller's usage stats; a failure here must never bother the seller.
    if (account.user) {
      const { mode, country: code } = attempt.shown.input;
      apiReady()
        .then((api) => api.mutate(api.trpc.calc.track.mutationOptions(), { mode, country: code }))
        .catch(() => undefined);
    }
    onCalculated?.();
  };
  const calc = useCalculation(prepared, onRun);
  const { run } = calc;
  const complete = Object.keys(prepared.errors).length + Object.keys(prepared.missing).length === 0;
  const validRequest: TCalculationRequest | null = complete ? prepared.request : null;
  // Range errors show as typed; what is missing only once the seller has asked for a calculation.
  // Kept while its inputs are, so the form's fields are not drawn again for a calculation that changes none.
  // The first Calculate with every field filled leaves the errors as they were: the same object, so the
  // form is not drawn again in the click that asks for numbers.
  const showMissing = calc.attempted && Object.keys(prepared.missing).length > 0;
  const fieldErrors: FieldErrors = useMemo(
    () => (showMissing ? { ...prepared.missing, ...prepared.errors } : prepared.errors),
    [showMissing, prepared],
  );

  useEffect(() => warmUpEngine(country, locale), [country, locale]);

  useEffect(() => {
    if (keepInputs) writeLastInputs(form);
  }, [keepInputs, form]);

  // The price of the result on screen, live updates included: market research compares it with the market.
  const shownResult = calc.shown?.result;
  useEffect(() => {
    if (shownResult)
      writeLastPrice({ selling_price: shownResult.sellingPrice, currency: shownResult.currency });
  }, [shownResult]);

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
  /** The seller picks a country: the regulatory fee and VAT on fees follow it, each can be switched off. */
  // The same function while the country table is: the form's column is drawn again only when what it shows
  // changes (a calculation's click draws the results alone).
  const setCountry = useCallback(
    (code: string) => {
      chooseCountry(code);
      edit((current) => withCountryCharges(current, countryTable[code]));
    },
    [chooseCountry, edit, countryTable],
  );
  const patch = useCallback((change: Partial<CalculatorForm>) => edit((f) => ({ ...f, ...change })), [edit]);

  const { runNow } = calc;
  const submit = useCallback(() => {
    setKeepInputs(true);
    runNow();
  }, [runNow]);

  const applyPreset = useCallback(
    (id: PresetId) => {
      const { form: next, message } = formWithPreset(form, id);
      edit(next);
      notifications.show({ title: t`Preset applied`, message });
    },
    [form, edit],
  );

  const openScenario = (scenario: Scenario) => {
    edit(scenario.form);
    chooseCountry(scenario.country);
    run();
  };

  const saveScenario = (name: string) => {
    const saved = save(name, country, form);
    notifications.show(
      saved
        ? { color: 'margin', message: t`Saved “${name}” on this device.` }
        : { color: 'red', message: t`Could not save on this device: storage is full or blocked.` },
    );
    return saved;
  };

  const deleteScenario = (scenario: Scenario) => {
    if (!remove(scenario.id)) {
      notifications.show({ color: 'red', message: t`Could not delete on this device: storage is blocked.` });
    }
  };

  /** The price the pricing helpers work from: the selling price typed, or the last required price. */
  const basePrice =
    form.mode === 'forward'
      ? validRequest?.selling_price || null
      : calc.shown?.result.mode === 'reverse'
        ? calc.shown.result.sellingPrice
        : null;

  return {
    form,
    patch,
    submit,
    country,
    setCountry,
    countries,
    offline,
    countryInfo,
    currency,
    fieldErrors,
    validRequest,
    basePrice,
    advancedInUse: advancedInUse(form),
    calc,
    applyPreset,
    scenarios,
    openScenario,
    saveScenario,
    deleteScenario,
  };
}

export type CalculatorFormState = ReturnType<typeof useCalculatorForm>;
