import { useCallback } from 'react';
import type { z } from 'zod/mini';
import { useCallMutation, useCallQuery } from '../dataProvider/useCall';
import { encodeFields, parseRows, requireRecord } from '../resources/recordCodec';
import { parsePropertyRecord, parsePropertyValueRecord, parseSku, type Id, type PropertyRecord, type PropertyValueRecord } from '../../schemas/goods';
import { propertyCreate, propertyValueCreate, skuList } from './goods.calls';

/**
 * The goods calls outside the schema's endpoints (goods.calls.ts) as React hooks: the SKU list of
 * one goods (shared by the editor and the details page) and the inline creation of properties and
 * values. Answers are read by the schema's item readers; bodies go out in the backend's names.
 * Failures are shown in place by the callers (`notify: false`).
 */

/** The SKUs of a goods (`null`: a new goods, nothing to read). A non-list answer fails as 非本系统的接口. */
export function useGoodsSkus(goodsId: Id | null) {
  return useCallQuery(skuList, goodsId === null ? null : { query: { goodsId }, notify: false }, {
    select: (data) => parseRows('goodsSku', data, parseSku),
    retry: false,
  });
}

/** The deployment's names for a body whose declared shape is the contract's (decision 100). */
const encoded = <T extends z.ZodMiniType>(_shape: T | undefined, resource: string, body: z.input<T>) => encodeFields(resource, body as object) as z.input<T>;

export function useCreateProperty(): (propertyName: string) => Promise<PropertyRecord> {
  const { mutateAsync } = useCallMutation(propertyCreate);
  return useCallback(
    async (propertyName) =>
      requireRecord('goodsProperty', await mutateAsync({ body: encoded(propertyCreate.shapes.body, 'goodsProperty', { propertyName }), notify: false }), parsePropertyRecord),
    [mutateAsync],
  );
}

export function useCreatePropertyValue(): (propertyId: Id, valueName: string) => Promise<PropertyValueRecord> {
  const { mutateAsync } = useCallMutation(propertyValueCreate);
  return useCallback(
    async (propertyId, valueName) =>
      requireRecord(
        'goodsPropertyValue',
        await mutateAsync({ body: encoded(propertyValueCreate.shapes.body, 'goodsPropertyValue', { propertyId, valueName }), notify: false }),
        parsePropertyValueRecord,
      ),
    [mutateAsync],
  );
}
