import { SelectArrayInput, SelectInput, useTranslate } from 'react-admin';
import { useReference, type ReferenceState } from '../reference/useReference';
import { goodsOptionKeys, loadFreightRules, loadPickupPoints, loadTemplates, type Option } from './goodsOptions';

function helper(state: ReferenceState<Option[]>, translate: ReturnType<typeof useTranslate>): string | undefined {
  if (state.error) return translate('goods.form.optionsFailed', { message: translate((state.error as Error).message, { _: (state.error as Error).message }) });
  return undefined;
}

/** Goods template (`GET /backend/goodsTemplate/page`). */
export function TemplateSelectInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = useReference(goodsOptionKeys.templates, loadTemplates);
  return (
    <SelectInput
      source={source}
      label="resources.goods.fields.goodsTemplateId"
      choices={state.data ?? []}
      isPending={state.isPending}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate) ?? false}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}

/** Freight rule (`GET /backend/shippingFreightRuleOverseas/page`). */
export function FreightRuleSelectInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = useReference(goodsOptionKeys.freightRules, loadFreightRules);
  return (
    <SelectInput
      source={source}
      label="resources.goods.fields.freightRuleId"
      choices={state.data ?? []}
      isPending={state.isPending}
      translateChoice={false}
      emptyText="goods.form.noneOption"
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate) ?? false}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}

/** Pickup points, several (`GET /backend/deliverySelfPickupPoint/tree`), indented by level. */
export function PickupPointsInput({ source }: { source: string }) {
  const translate = useTranslate();
  const state = useReference(goodsOptionKeys.pickupPoints, loadPickupPoints);
  return (
    <SelectArrayInput
      source={source}
      label="resources.goods.fields.pickupPointIds"
      choices={state.data ?? []}
      isPending={state.isPending}
      translateChoice={false}
      optionText={(o: Option) => `${'　'.repeat(o.depth ?? 0)}${o.name}`}
      error={Boolean(state.error) || undefined}
      helperText={helper(state, translate) ?? false}
      disabled={Boolean(state.error)}
      fullWidth
    />
  );
}
