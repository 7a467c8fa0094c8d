import { useSyncExternalStore } from 'react';
import { useFormContext, type UseFormSetValue, type FieldValues } from 'react-hook-form';
import { initialMatrix, matrixReducer, type MatrixAction, type MatrixState } from './matrixState';
import { MatrixValue, propertiesToSend } from './matrixValue';

/**
 * The SKU grid's editing state, one per goods form, shared by its two field widgets (规格 and
 * the SKU grid, goodsProperties / goodsSkus): every change is handed to the form as the values of
 * `properties` and `skus`, dirty once the user changed something (the form's one unsaved guard
 * and its save read them there). Keyed by the form's control, so a kept-alive second editor
 * has its own.
 */
export interface MatrixStore {
  get(): MatrixState;
  /** False until the goods' SKUs are read (a new goods is ready at once). */
  ready(): boolean;
  dispatch(action: MatrixAction): void;
  /** Hands the state to the form again (after react-admin reset the form from the record). */
  sync(): void;
  /** The `skus` value last handed to the form. */
  value(): MatrixValue | null;
  subscribe(listener: () => void): () => void;
}

function createMatrixStore(setValue: UseFormSetValue<FieldValues>, isNew: boolean): MatrixStore {
  let state = initialMatrix();
  let ready = isNew;
  let value: MatrixValue | null = null;
  const listeners = new Set<() => void>();
  const hand = () => {
    value = new MatrixValue(state.properties, state.rows);
    setValue('properties', propertiesToSend(state.properties), { shouldDirty: state.dirty });
    setValue('skus', value, { shouldDirty: state.dirty });
  };
  return {
    get: () => state,
    ready: () => ready,
    dispatch(action) {
      const next = matrixReducer(state, action);
      if (action.type === 'init') ready = true;
      if (next === state && action.type !== 'init') return;
      const rowsChanged = next.rows !== state.rows || next.properties !== state.properties || action.type === 'init';
      state = next;
      if (rowsChanged) hand();
      for (const listener of listeners) listener();
    },
    sync: () => {
      if (ready) hand();
    },
    value: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<object, MatrixStore>();

/** The store of the surrounding goods form (created by whichever widget renders first). */
export function useMatrixStore(isNew: boolean): MatrixStore {
  const { control, setValue } = useFormContext();
  let store = stores.get(control);
  if (!store) {
    store = createMatrixStore(setValue, isNew);
    stores.set(control, store);
  }
  return store;
}

export function useMatrixState(store: MatrixStore): MatrixState {
  return useSyncExternalStore(store.subscribe, store.get);
}
