import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { referenceReads } from './reference.api';
import type { Currency } from './reference.types';
import { ReferenceSelectInput, type ReferenceSelectProps } from './ReferenceSelectInput';
import { useReference } from './useReference';

/**
 * Reference inputs for react-admin forms. Inputs showing the same list share one read (useReference) and
 * stores the record's id, except CurrencySelectInput which stores the currency code by default.
 * See docs/reference-data.md.
 */

/** Currency from `GET /common/currency/list`; value = `currencyCode` (or `optionValue="id"`). */
export function CurrencySelectInput({ optionValue = 'currencyCode', ...props }: ReferenceSelectProps & { optionValue?: 'currencyCode' | 'id' }) {
  const state = useReference(referenceReads.currencies);
  return (
    <ReferenceSelectInput
      {...props}
      state={state}
      optionValue={optionValue}
      optionText={(c: Currency) => `${c.currencyCode} · ${c.currencyName}`}
    />
  );
}

/** Logistics carrier from `GET /logisticsCarrier/page`; value = carrier `id`. */
export function CarrierSelectInput(props: ReferenceSelectProps) {
  const state = useReference(referenceReads.carriers);
  return <ReferenceSelectInput {...props} state={state} optionValue="id" optionText="carrierName" />;
}

/** Ship country from `GET /shipCountry/list`; value = country `id`. */
export function CountrySelectInput(props: ReferenceSelectProps) {
  const state = useReference(referenceReads.countries);
  return <ReferenceSelectInput {...props} state={state} optionValue="id" optionText="countryName" />;
}

/** Measurement unit from `GET /measurementUnit/list`; value = unit `id`. */
export function UnitSelectInput(props: ReferenceSelectProps) {
  const state = useReference(referenceReads.units);
  return <ReferenceSelectInput {...props} state={state} optionValue="id" optionText="unitName" />;
}

/**
 * Second-level area from `GET /shipSecondArea/list?countryId=`; value = area `id`.
 * Reads the country from the form field `countrySource` (default `countryId`); disabled until a
 * country is chosen, and cleared when the user picks another country.
 */
export function AreaSelectInput({ countrySource = 'countryId', ...props }: ReferenceSelectProps & { countrySource?: string }) {
  const countryId = useWatch({ name: countrySource }) as number | string | null | undefined;
  const hasCountry = countryId !== undefined && countryId !== null && countryId !== '';
  const state = useReference(referenceReads.areas(hasCountry ? countryId : ''), hasCountry);
  const { setValue, getValues } = useFormContext();
  const previous = useRef(countryId);
  useEffect(() => {
    if (previous.current === countryId) return;
    const changedFromAValue = previous.current !== undefined && previous.current !== null && previous.current !== '';
    previous.current = countryId;
    if (changedFromAValue && getValues(props.source) !== null) setValue(props.source, null, { shouldDirty: true });
  }, [countryId, getValues, props.source, setValue]);
  return (
    <ReferenceSelectInput
      {...props}
      state={hasCountry ? state : { data: [], error: undefined, isPending: false, retry: state.retry }}
      optionValue="id"
      optionText="areaName"
      disabled={props.disabled || !hasCountry}
    />
  );
}
