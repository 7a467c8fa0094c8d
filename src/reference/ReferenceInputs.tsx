import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useReferenceOptions, type ReferenceOptionsState, type RefOption } from '../resources/ui/useReferenceOptions';
import { ReferenceSelectInput, type ReferenceSelectProps } from './ReferenceSelectInput';
import { referenceSources } from './sources';

/**
 * Reference inputs of the hand-written forms, on the declared sources (./sources.ts) through the
 * one reader: a select showing the same list as a schema field shares its read. Each stores the
 * option's value (the currency code for currencies, the record id otherwise).
 * See docs/reference-data.md.
 */

const currencyText = (c: RefOption) => (c.name === String(c.id) ? c.name : `${c.id} · ${c.name}`);

/** Currency from `GET /common/currency/list`; value = `currencyCode`. */
export function CurrencySelectInput(props: ReferenceSelectProps) {
  return (
    <ReferenceSelectInput
      {...props}
      state={useReferenceOptions(referenceSources.currencies)}
      optionText={currencyText}
    />
  );
}

/** Logistics carrier from `GET /logisticsCarrier/page`; value = carrier `id`. */
export function CarrierSelectInput(props: ReferenceSelectProps) {
  return <ReferenceSelectInput {...props} state={useReferenceOptions(referenceSources.carriers)} />;
}

/** Ship country from `GET /shipCountry/list`; value = country `id`. */
export function CountrySelectInput(props: ReferenceSelectProps) {
  return <ReferenceSelectInput {...props} state={useReferenceOptions(referenceSources.countries)} />;
}

/** Measurement unit from `GET /measurementUnit/list`; value = unit `id`. */
export function UnitSelectInput(props: ReferenceSelectProps) {
  return <ReferenceSelectInput {...props} state={useReferenceOptions(referenceSources.units)} />;
}

const NO_AREAS: ReferenceOptionsState = { data: [], isPending: false, isError: false, refetch: () => undefined };

/**
 * Second-level area from `GET /shipSecondArea/list?countryId=`; value = area `id`.
 * Reads the country from the form field `countrySource` (default `countryId`); disabled until a
 * country is chosen, and cleared when the user picks another country.
 */
export function AreaSelectInput({
  countrySource = 'countryId',
  ...props
}: ReferenceSelectProps & { countrySource?: string }) {
  const countryId = useWatch({ name: countrySource }) as number | string | null | undefined;
  const hasCountry = countryId !== undefined && countryId !== null && countryId !== '';
  const params = useMemo(() => (hasCountry ? { countryId } : null), [hasCountry, countryId]);
  const state = useReferenceOptions(referenceSources.areas, params);
  const { setValue, getValues } = useFormContext();
  const previous = useRef(countryId);
  useEffect(() => {
    if (previous.current === countryId) return;
    const changedFromAValue = previous.current !== undefined && previous.current !== null && previous.current !== '';
    previous.current = countryId;
    if (changedFromAValue && getValues(props.source) !== null) setValue(props.source, null, { shouldDirty: true });
  }, [countryId, getValues, props.source, setValue]);
  return (
    <ReferenceSelectInput {...props} state={hasCountry ? state : NO_AREAS} disabled={props.disabled || !hasCountry} />
  );
}
