import { memo, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import PublishIcon from '@mui/icons-material/Publish';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Form,
  TextInput,
  useCreate,
  useDataProvider,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { GalleryInput } from '../widgets/media/GalleryInput';
import { closeView } from '../layout/tagsView/tagsViewModel';
import { tagsStore } from '../layout/tagsView/tagsViewStore';
import { currenciesOf, referenceSources } from '../reference/sources';
import { useReferenceOptions } from '../resources/ui/useReferenceOptions';
import { runAction } from '../resources/callAction';
import type { ResourceSchema } from '../resources/defineResource';
import { errorText } from '../resources/ui/errorText';
import { LoadError } from '../resources/ui/LoadError';
import { schemaResolver } from '../resources/ui/resolver';
import type { Goods, Id, MediaItem, Sku } from '../../schemas/goods';
import { useGoodsSkus } from './goods.api';
import { CategorySearchInput } from './CategorySearchInput';
import { FreightRuleSelectInput, GoodsUnitInput, PickupPointsInput, TemplateSelectInput } from './GoodsOptionInputs';
import { activeProperties, initialMatrix, markedErrors, matrixReducer, type MatrixState } from './matrixState';
import { PropertyEditor } from './PropertyEditor';
import { isRequiredField } from './requiredMarks';
import { DescriptionInput } from './richTextWidgets';
import { runSave } from './saveFlow';
import { SkuBulkBar } from './SkuBulkBar';
import { SkuMatrixTable } from './SkuMatrixTable';
import { PasteReportAlert, SkuSelectionLine } from './SkuMatrixNotes';
import { comboLabel, draftsFromSkus, toSkuInputs, validateMatrix, type MatrixErrors } from './skuMatrix';
import type { PasteReport } from './skuPaste';
import { useUnsavedGuard } from './useUnsavedGuard';
import { scrollBehavior } from '../motion';
import { useSingleFlight } from '../dataProvider/singleFlight';

type Schema = ResourceSchema<unknown>;

/** The goods schema's action that puts a goods on the shelf (schemas/goods.ts). */
const SHELF_ON = 'shelfOn';

/** The form part of a goods record (properties and SKUs live in the matrix state). */
interface GoodsFormValues {
  goodsName: string;
  goodsNo: string;
  categoryId: Id | null;
  unitId: Id | null;
  goodsTemplateId: Id | null;
  pickupPointIds: Id[];
  freightRuleId: Id | null;
  media: MediaItem[];
  description: string;
}

const NEW_GOODS: GoodsFormValues = {
  goodsName: '',
  goodsNo: '',
  categoryId: null,
  unitId: null,
  goodsTemplateId: null,
  pickupPointIds: [],
  freightRuleId: null,
  media: [],
  description: '',
};

function toFormValues(goods: Goods): GoodsFormValues {
  return {
    goodsName: goods.goodsName ?? '',
    goodsNo: goods.goodsNo ?? '',
    categoryId: goods.categoryId ?? null,
    unitId: goods.unitId ?? null,
    goodsTemplateId: goods.goodsTemplateId ?? null,
    pickupPointIds: goods.pickupPointIds ?? [],
    freightRuleId: goods.freightRuleId ?? null,
    media: Array.isArray(goods.media) ? goods.media : [],
    description: goods.description ?? '',
  };
}

/** What a save sends: the form's fields of the schema plus the matrix's properties and SKUs. */
export function toGoodsData(values: GoodsFormValues, matrix: MatrixState): Record<string, unknown> {
  return {
    ...values,
    goodsName: values.goodsName.trim(),
    goodsNo: values.goodsNo?.trim() ?? '',
    media: Array.isArray(values.media) ? values.media : [],
    properties: matrix.properties.map((p) => ({
      propertyId: p.propertyId,
      propertyName: p.propertyName,
      values: p.values.map((v) => ({ valueId: v.valueId, valueName: v.valueName })),
    })),
    skus: toSkuInputs(matrix.rows),
  };
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Card variant="outlined" id={id}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** 编辑商品 `/goodsManage/addGoods` (create) and `?id=` (edit): the goods schema's form page. */
export default function GoodsEditPage({ schema }: { schema: Schema }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <GoodsEditor key={id ?? 'new'} id={id} schema={schema} />;
}

function GoodsEditor({ id, schema }: { id: string | null; schema: Schema }) {
  const translate = useTranslate();
  const goods = useGetOne<Goods>(schema.name, { id: id ?? '' }, { enabled: id !== null, retry: false });
  const skus = useGoodsSkus(id);
  if (id === null) return <LoadedEditor id={null} schema={schema} values={NEW_GOODS} />;
  const error = goods.error ?? skus.error;
  if (error) {
    return (
      <LoadError
        error={error}
        titleKey="engine.load.recordFailed"
        onRetry={() => Promise.all([goods.refetch(), skus.refetch()])}
        listRoute={schema.routes.list}
      />
    );
  }
  if (!goods.data || !skus.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return (
    <LoadedEditor
      id={id}
      schema={schema}
      goods={goods.data}
      skus={skus.data}
      values={toFormValues(goods.data)}
      reloadSkus={async () => (await skus.refetch()).data ?? []}
    />
  );
}

/**
 * The form over a loaded record. Mounted once per record: refetches of the record do not reset
 * what is being typed; a save re-initialises it from the saved answer.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

function LoadedEditor({
  id,
  schema,
  goods,
  skus,
  values,
  reloadSkus,
}: {
  id: string | null;
  schema: Schema;
  goods?: Goods;
  skus?: Sku[];
  values: GoodsFormValues;
  reloadSkus?: () => Promise<Sku[]>;
}) {
  const translate = useTranslate();
  const [matrix, dispatch] = useReducer(matrixReducer, undefined, () => {
    const state = initialMatrix();
    return goods
      ? matrixReducer(state, { type: 'init', properties: goods.properties ?? [], rows: draftsFromSkus(skus ?? []) })
      : state;
  });
  // One record object per load: the form must not see a "new" record on every SKU keystroke.
  const [record] = useState(() => ({ id: id ?? undefined, ...values }));
  const resolver = useMemo(
    () => schemaResolver(schema, translate, goods as Record<string, unknown> | undefined),
    [schema, translate, goods],
  );
  return (
    // The editor stays mounted while its tag is open; when it is shown again react-admin resets the
    // form from the record: typed values are kept (as in the generated forms).
    <Form record={record} resolver={resolver} noValidate resetOptions={KEEP_TYPED_VALUES}>
      <EditorBody id={id} schema={schema} goods={goods} matrix={matrix} dispatch={dispatch} reloadSkus={reloadSkus} />
    </Form>
  );
}

function EditorBody({
  id,
  schema,
  goods,
  matrix,
  dispatch,
  reloadSkus,
}: {
  id: string | null;
  schema: Schema;
  goods?: Goods;
  matrix: MatrixState;
  dispatch: React.Dispatch<Parameters<typeof matrixReducer>[1]>;
  reloadSkus?: () => Promise<Sku[]>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<Goods>();
  const [update] = useUpdate<Goods>();
  const { handleSubmit, reset } = useFormContext<GoodsFormValues>();
  // Taken by the click itself: `saving` shows only after the asynchronous validation (issue 25:
  // a double click must not save, or create, the goods twice).
  const saveOnce = useSingleFlight();
  // dirtyFields, not isDirty: the reset on re-show after a tag switch keeps dirty values and fields but clears isDirty.
  const { dirtyFields } = useFormState();
  const isDirty = Object.keys(dirtyFields).length > 0;
  const media = useWatch({ name: 'media' }) as MediaItem[] | '' | undefined;
  const goodsNo = useWatch({ name: 'goodsNo' }) as string | undefined;
  const currencies = currenciesOf(useReferenceOptions(referenceSources.currencies).data);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState<'save' | 'saveAndShelf' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A shelf call that failed after a good save; for a new goods it arrives with the ?id= navigation.
  const location = useLocation();
  const [shelfError, setShelfError] = useState<string | null>(
    () => (location.state as { shelfError?: string } | null)?.shelfError ?? null,
  );
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const shelfAction = schema.api?.actions[SHELF_ON];
  const canShelfOn =
    Boolean(shelfAction) && (shelfAction?.visibleWhen?.((goods ?? {}) as Record<string, unknown>) ?? true);
  const [scrollTo, setScrollTo] = useState<{ key: string } | null>(null);
  const guard = useUnsavedGuard(isDirty || matrix.dirty);

  const images = useMemo(
    () =>
      Array.isArray(media)
        ? media.filter((m) => m.mediaType !== 'Video' && /^https?:\/\//.test(m.imageUrl)).map((m) => m.imageUrl)
        : [],
    [media],
  );
  const shownProperties = useMemo(() => activeProperties(matrix.properties), [matrix.properties]);
  // Before a save is tried, only the cells a fill or paste wrote show their errors (at once).
  const errors: MatrixErrors | null = useMemo(
    () =>
      showErrors
        ? validateMatrix(matrix.properties, matrix.rows)
        : matrix.marked.size
          ? markedErrors(validateMatrix(matrix.properties, matrix.rows), matrix.marked)
          : null,
    [showErrors, matrix.properties, matrix.rows, matrix.marked],
  );
  const [pasteReport, setPasteReport] = useState<PasteReport | null>(null);
  const closeReport = useCallback(() => setPasteReport(null), []);
  useBulkMessages(matrix, closeReport);

  /**
   * 保存 (`thenShelfOn` false) and 保存并上架: validate the matrix, save (pessimistic: a failed
   * save throws and leaves every typed value in place), then, for 保存并上架, the schema's
   * `shelfOn` action. One message per outcome (decision 160).
   */
  const submit = useCallback(
    async (values: GoodsFormValues, thenShelfOn: boolean) => {
      const found = validateMatrix(matrix.properties, matrix.rows);
      setShowErrors(true);
      if (found.count > 0) {
        setSaveError(translate('goods.form.invalid', { count: found.count }));
        const firstKey = Object.keys(found.cells)[0];
        if (firstKey) setScrollTo({ key: firstKey });
        document.getElementById('goods-sku-section')?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        return;
      }
      setSaving(thenShelfOn ? 'saveAndShelf' : 'save');
      setSaveError(null);
      setShelfError(null);
      const data = toGoodsData(values, matrix);
      const outcome = await runSave(
        {
          // With returnPromise the mutation resolves to the saved record (react-admin types it `void | record`).
          save: async () =>
            (id
              ? await update(
                  schema.name,
                  { id, data, previousData: goods },
                  { mutationMode: 'pessimistic', returnPromise: true },
                )
              : await create(schema.name, { data }, { returnPromise: true })) as Goods,
          shelfOn: (saved) => runAction(dataProvider, schema, SHELF_ON, [saved.id]),
        },
        thenShelfOn,
      );
      setSaving(null);
      if (outcome.kind === 'saveFailed') {
        const message = errorText(outcome.error, translate);
        setSaveError(translate('goods.form.saveFailed', { message }));
        notify('goods.form.saveFailed', { type: 'error', messageArgs: { message } });
        return;
      }
      if (outcome.kind === 'shelved') {
        notify('goods.form.savedAndShelved', { type: 'success' });
        // Back to the list, which shows it 已上架; the editor's tag closes (its work is done).
        refresh();
        guard.allowLeave();
        await navigate(schema.routes.list);
        tagsStore.set(closeView(tagsStore.get(), schema.routes.form!));
        return;
      }
      const saved = outcome.goods;
      const shelfMessage =
        outcome.kind === 'shelfFailed'
          ? translate('goods.form.shelfFailed', { message: errorText(outcome.error, translate) })
          : null;
      if (shelfMessage) notify(shelfMessage, { type: 'warning' });
      else notify('goods.form.saved', { type: 'success' });
      if (!id) {
        // The new goods exists now: edit it from here on (a second click must not create another).
        guard.allowLeave();
        navigate(`${schema.routes.form}?id=${encodeURIComponent(String(saved.id))}`, {
          replace: true,
          state: shelfMessage ? { shelfError: shelfMessage } : null,
        });
        return;
      }
      // The server renumbers and creates SKUs: read them back (the details page shares this query).
      const skus = (await reloadSkus?.()) ?? [];
      dispatch({ type: 'init', properties: saved.properties ?? [], rows: draftsFromSkus(skus) });
      reset(toFormValues(saved));
      setShowErrors(false);
      setShelfError(shelfMessage);
    },
    [
      create,
      dataProvider,
      dispatch,
      goods,
      guard,
      id,
      matrix,
      navigate,
      notify,
      refresh,
      reloadSkus,
      reset,
      schema,
      translate,
      update,
    ],
  );
  const onValid = useCallback((values: GoodsFormValues) => submit(values, false), [submit]);
  const onValidThenShelf = useCallback((values: GoodsFormValues) => submit(values, true), [submit]);

  const onInvalid = useCallback(
    (fieldErrors: Record<string, unknown>) => {
      setShowErrors(true);
      const found = validateMatrix(matrix.properties, matrix.rows);
      // The form's refused fields plus the matrix's errors: the number the operator has to fix.
      setSaveError(translate('goods.form.invalid', { count: Object.keys(fieldErrors).length + found.count }));
    },
    [matrix.properties, matrix.rows, translate],
  );

  const title = id
    ? translate('goods.form.editTitle', { name: goods?.goodsName ?? '' })
    : translate('goods.form.newTitle');

  return (
    <Stack spacing={2} sx={{ pb: 10 }} data-testid="goods-editor">
      <Typography variant="h6" component="h1">
        {title}
      </Typography>

      <StaticSections schema={schema} />

      <Section title={translate('goods.form.sku')} id="goods-sku-section">
        <Stack spacing={2}>
          <PropertyEditor properties={matrix.properties} dispatch={dispatch} refused={matrix.refused} />
          <Typography variant="body2" color="text.secondary" data-testid="sku-count">
            {translate('goods.props.combos', { count: matrix.rows.length })}
          </Typography>
          {/* Before a save is tried, errors of filled or pasted cells show in their cells (and the paste's report). */}
          {showErrors && errors && errors.count > 0 && (
            <ErrorSummary errors={errors} matrix={matrix} onPick={(key) => setScrollTo({ key })} />
          )}
          <SkuBulkBar
            count={matrix.rows.length}
            selectedCount={matrix.selected.size}
            properties={shownProperties}
            currencies={currencies}
            dispatch={dispatch}
            defaultPrefix={goodsNo?.trim() || 'SKU'}
            undoKind={matrix.undo?.kind}
          />
          <SkuSelectionLine selectedCount={matrix.selected.size} dispatch={dispatch} />
          {pasteReport && (
            <PasteReportAlert
              report={pasteReport}
              canUndo={matrix.undo?.kind === 'paste'}
              onUndo={() => dispatch({ type: 'undo' })}
              onClose={closeReport}
            />
          )}
          <SkuMatrixTable
            properties={shownProperties}
            rows={matrix.rows}
            selected={matrix.selected}
            errors={errors}
            currencies={currencies}
            images={images}
            dispatch={dispatch}
            scrollToKey={scrollTo}
            onPasted={setPasteReport}
          />
        </Stack>
      </Section>

      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          p: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="contained"
          startIcon={
            saving === 'save' ? (
              <CircularProgress size={16} color="inherit" aria-label={translate('goods.form.saving')} />
            ) : (
              <SaveIcon />
            )
          }
          disabled={saving !== null}
          onClick={() => saveOnce(() => handleSubmit(onValid, onInvalid)())}
          data-testid="goods-save"
        >
          {translate(saving === 'save' ? 'goods.form.saving' : 'goods.form.save')}
        </Button>
        {canShelfOn && (
          <Button
            variant="outlined"
            startIcon={
              saving === 'saveAndShelf' ? (
                <CircularProgress size={16} color="inherit" aria-label={translate('goods.form.saving')} />
              ) : (
                <PublishIcon />
              )
            }
            disabled={saving !== null}
            onClick={() => saveOnce(() => handleSubmit(onValidThenShelf, onInvalid)())}
            data-testid="goods-save-shelf"
          >
            {translate(saving === 'saveAndShelf' ? 'goods.form.saving' : 'goods.form.saveAndShelf')}
          </Button>
        )}
        <Button component={Link} to={schema.routes.list}>
          {translate('goods.form.cancel')}
        </Button>
        {saveError && (
          <Alert severity="error" sx={{ py: 0, flex: 1, minWidth: 240 }} data-testid="goods-save-error">
            {saveError}
          </Alert>
        )}
        {!saveError && shelfError && (
          <Alert
            severity="warning"
            sx={{ py: 0, flex: 1, minWidth: 240 }}
            data-testid="goods-shelf-error"
            onClose={() => setShelfError(null)}
          >
            {shelfError}
          </Alert>
        )}
      </Box>
      {guard.dialog}
    </Stack>
  );
}

/**
 * One message per bulk step of the matrix (its `last` outcome): filled, codes generated (or none
 * to generate), undone. A paste reports in place instead; an undo closes that report.
 */
function useBulkMessages(matrix: MatrixState, onUndo: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const seen = useRef(matrix.last?.seq);
  const last = matrix.last;
  useEffect(() => {
    if (!last || last.seq === seen.current) return;
    seen.current = last.seq;
    if (last.kind === 'fill')
      notify('goods.sku.bulkApplied', { type: 'info', messageArgs: { count: last.count, field: translate(`goods.sku.${last.field}`) } });
    else if (last.kind === 'codes')
      notify(last.count ? 'goods.sku.generated' : 'goodsPolish.codes.none', { type: 'info', messageArgs: { count: last.count } });
    else if (last.kind === 'undo') {
      notify('goodsPolish.undo.done', { type: 'info', messageArgs: { count: last.count } });
      onUndo();
    }
  }, [last, notify, translate, onUndo]);
}

/**
 * Basic information, media and description: they depend on the form only, so typing in the SKU
 * matrix (parent state) does not re-render them.
 */
const StaticSections = memo(function StaticSections({ schema }: { schema: Schema }) {
  const translate = useTranslate();
  const required = (key: string) => isRequiredField(schema, key);
  return (
    <>
      <Section title={translate('goods.form.basic')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput
            source="goodsName"
            label="resources.goods.fields.goodsName"
            isRequired={required('goodsName')}
            fullWidth
          />
          <TextInput
            source="goodsNo"
            label="resources.goods.fields.goodsNo"
            isRequired={required('goodsNo')}
            helperText="goods.form.goodsNoHint"
            fullWidth
          />
          <CategorySearchInput
            source="categoryId"
            label="resources.goods.fields.categoryId"
            isRequired={required('categoryId')}
          />
          <GoodsUnitInput source="unitId" isRequired={required('unitId')} />
          <TemplateSelectInput source="goodsTemplateId" isRequired={required('goodsTemplateId')} />
          <FreightRuleSelectInput source="freightRuleId" isRequired={required('freightRuleId')} />
          <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
            <PickupPointsInput source="pickupPointIds" isRequired={required('pickupPointIds')} />
          </Box>
        </Box>
      </Section>

      <Section title={translate('goods.form.media')}>
        <GalleryInput source="media" label={translate('resources.goods.fields.media')} multiple />
      </Section>

      <Section title={translate('goods.form.description')}>
        <DescriptionInput source="description" label={translate('resources.goods.fields.description')} />
      </Section>
    </>
  );
});

/** The SKU errors in words: general ones, then the first rows with their combination. */
function ErrorSummary({
  errors,
  matrix,
  onPick,
}: {
  errors: MatrixErrors;
  matrix: MatrixState;
  onPick: (key: string) => void;
}) {
  const translate = useTranslate();
  const props = activeProperties(matrix.properties);
  const index = new Map(matrix.rows.map((r, i) => [r.key, i]));
  const cellLines = Object.entries(errors.cells).flatMap(([key, cells]) =>
    Object.values(cells).map((message) => ({
      key,
      row: index.get(key) ?? 0,
      text: translate(message!.key, message!.args),
    })),
  );
  cellLines.sort((a, b) => a.row - b.row);
  const shown = cellLines.slice(0, 8);
  return (
    <Alert severity="error" data-testid="sku-errors">
      <Typography variant="subtitle2">{translate('goods.sku.errorSummary', { count: errors.count })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.general.map((m) => (
          <li key={m.key + JSON.stringify(m.args)}>{translate(m.key, m.args)}</li>
        ))}
        {shown.map((line, i) => (
          <li key={`${line.key}-${i}`}>
            <MuiLink
              component="button"
              type="button"
              onClick={() => onPick(line.key)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {translate('goods.sku.row', { n: line.row + 1 })}（
              {comboLabel(props, matrix.rows[line.row]?.valueIds ?? []) || '—'}）
            </MuiLink>
            ：{line.text}
          </li>
        ))}
        {cellLines.length > shown.length && <li>…</li>}
      </Box>
    </Alert>
  );
}
