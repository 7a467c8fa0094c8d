import type { ReactElement } from 'react';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import { FieldTitle, SelectArrayInput, SelectInput, useTranslate } from 'react-admin';
import { UnitSelectInput } from '../reference/ReferenceInputs';
import { referenceSources } from '../reference/sources';
import { useReferenceOptions, type ReferenceOptionsState, type RefOption as Option } from '../resources/ui/useReferenceOptions';

interface OptionsState {
  options: Option[];
  isPending: boolean;
  error: unknown;
}
const optionsOf = (state: ReferenceOptionsState): OptionsState => ({ options: state.data ?? [], isPending: state.isPending, error: state.isError ? new Error('reference.loadFailed') : undefined });
const useTemplateOptions = () => optionsOf(useReferenceOptions(referenceSources.goodsTemplates));
const useFreightRuleOptions = () => optionsOf(useReferenceOptions(referenceSources.freightRules));
const usePickupPointOptions = () => optionsOf(useReferenceOptions(referenceSources.pickupPoints));

interface OptionInputProps {
  source: string;
  /** From the goods schema's declaration (GoodsEditPage), never decided here. */
  isRequired?: boolean;
}

function helper(state: OptionsState, translate: ReturnType<typeof useTranslate>): string | false {
  if (!state.error) return false;
  const message = (state.error as Error).message;
  return translate('goods.form.optionsFailed', { message: translate(message, { _: message }) });
}

/**
 * What a select shows while its options load: the same labelled field with a spinner named
 * 选项加载中… (react-admin's own loading inputs show an unnamed one), read-only, not disabled
 * (greyed text would fall below the contrast minimum).
 */
function OptionsLoading({ source, label, isRequired }: OptionInputProps & { label: string }) {
  const translate = useTranslate();
  return (
    <TextField
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value=""
      fullWidth
      helperText=" "
      slotProps={{
        htmlInput: { readOnly: true, 'aria-busy': true, name: source },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CircularProgress color="inherit" size={20} aria-label={translate('goods.form.optionsLoading')} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function whenLoaded(
  isPending: boolean,
  props: OptionInputProps & { label: string },
  input: () => ReactElement,
): ReactElement {
  return isPending ? <OptionsLoading {...props} /> : input();
}

/** Goods template (the 商品模板 screen's list). */
export function TemplateSelectInput({ source, isRequired }: OptionInputProps) {
  const translate = useTranslate();
  const state = useTemplateOptions();
  const label = 'resources.goods.fields.goodsTemplateId';
  return whenLoaded(state.isPending, { source, label, isRequired }, () => (
    <SelectInput
      source={source}
      label={label}
      isRequired={isRequired}
      choices={state.options}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  ));
}

/** Freight rule (the 运费规则 screen's list). */
export function FreightRuleSelectInput({ source, isRequired }: OptionInputProps) {
  const translate = useTranslate();
  const state = useFreightRuleOptions();
  const label = 'resources.goods.fields.freightRuleId';
  return whenLoaded(state.isPending, { source, label, isRequired }, () => (
    <SelectInput
      source={source}
      label={label}
      isRequired={isRequired}
      choices={state.options}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  ));
}

/** Pickup points, several (the 自提点 screen's list), indented by level. */
export function PickupPointsInput({ source, isRequired }: OptionInputProps) {
  const translate = useTranslate();
  const state = usePickupPointOptions();
  const label = 'resources.goods.fields.pickupPointIds';
  return whenLoaded(state.isPending, { source, label, isRequired }, () => (
    <SelectArrayInput
      source={source}
      label={label}
      isRequired={isRequired}
      choices={state.options}
      translateChoice={false}
      optionText={(o: Option) => `${'　'.repeat(o.depth ?? 0)}${o.name}`}
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  ));
}

/** Measurement unit: the shared unit select once its list (shared query) has loaded. */
export function GoodsUnitInput({ source, isRequired }: OptionInputProps) {
  const units = useReferenceOptions(referenceSources.units);
  const label = 'resources.goods.fields.unitId';
  return whenLoaded(units.isPending, { source, label, isRequired }, () => (
    <UnitSelectInput source={source} label={label} isRequired={isRequired} fullWidth />
  ));
}
