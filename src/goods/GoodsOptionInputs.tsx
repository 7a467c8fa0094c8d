import { SelectArrayInput, SelectInput, useTranslate } from 'react-admin';
import { useFreightRuleOptions, usePickupPointOptions, useTemplateOptions, type Option, type OptionsState } from './goodsOptions';

function helper(state: OptionsState, translate: ReturnType<typeof useTranslate>): string | false {
  if (!state.error) return false;
  const message = (state.error as Error).message;
  return translate('goods.form.optionsFailed', { message: translate(message, { _: message }) });
}

/** Goods template (the 商品模板 screen's list). */
export function TemplateSelectInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = useTemplateOptions();
  return (
    <SelectInput
      source={source}
      label="resources.goods.fields.goodsTemplateId"
      choices={state.options}
      isPending={state.isPending}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}

/** Freight rule (the 运费规则 screen's list). */
export function FreightRuleSelectInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = useFreightRuleOptions();
  return (
    <SelectInput
      source={source}
      label="resources.goods.fields.freightRuleId"
      choices={state.options}
      isPending={state.isPending}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}

/** Pickup points, several (the 自提点 screen's list), indented by level. */
export function PickupPointsInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = usePickupPointOptions();
  return (
    <SelectArrayInput
      source={source}
      label="resources.goods.fields.pickupPointIds"
      choices={state.options}
      isPending={state.isPending}
      translateChoice={false}
      optionText={(o: Option) => `${'　'.repeat(o.depth ?? 0)}${o.name}`}
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate)}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}
